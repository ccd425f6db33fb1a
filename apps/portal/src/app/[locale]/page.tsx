import { BusinessCardBlock } from '@/features/home/business-card-block';
import { CardTypes } from '@/features/home/card-types';
import { CtaBand } from '@/features/home/cta-band';
import { FeatureGrid } from '@/features/home/feature-grid';
import { FuelPrices } from '@/features/home/fuel-prices';
import { Hero } from '@/features/home/hero';
import { QuickLinks } from '@/features/home/quick-links';
import { Steps } from '@/features/home/steps';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

// Only /en and /ka: the browser's router then never takes a one-segment path such as /news (the
// proxy's rewrite of /en/news) for a home page in a language called "news" when it prefetches.
export const dynamicParams = false;

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocaleParam(params);
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
