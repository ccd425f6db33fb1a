import { CardTypes } from '@/features/home/card-types';
import { CtaBand } from '@/features/home/cta-band';
import { FeatureGrid } from '@/features/home/feature-grid';
import { Hero } from '@/features/home/hero';
import { Steps } from '@/features/home/steps';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

export default async function HomePage({ params }: { params: LocaleParams }) {
  await resolveLocaleParam(params);
  return (
    <>
      <Hero />
      <FeatureGrid />
      <CardTypes />
      <Steps />
      <CtaBand />
    </>
  );
}
