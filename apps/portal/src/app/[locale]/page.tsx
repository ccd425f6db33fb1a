import { connection } from 'next/server';
import { BusinessCardBlock } from '@/features/home/business-card-block';
import { CardTypes } from '@/features/home/card-types';
import { CtaBand } from '@/features/home/cta-band';
import { FeatureGrid } from '@/features/home/feature-grid';
import { FuelPrices } from '@/features/home/fuel-prices';
import { Hero } from '@/features/home/hero';
import { QuickLinks } from '@/features/home/quick-links';
import { Steps } from '@/features/home/steps';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocaleParam(params);
  // Rendered per request (the platform is not running during `next build`); its content comes
  // from the data cache, refreshed at most once a minute (features/cms/cached.ts).
  await connection();
  return (
    <>
      <Hero />
      <FuelPrices locale={locale} />
      <BusinessCardBlock locale={locale} />
      <QuickLinks locale={locale} />
      <FeatureGrid />
      <CardTypes />
      <Steps />
      <CtaBand />
    </>
  );
}
