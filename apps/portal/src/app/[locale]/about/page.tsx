import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomPage, loadCustomPage } from '@/features/cms/custom-page';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const page = await loadCustomPage('about', locale).catch(() => null);
  if (page) return { title: page.title, description: page.summary };
  const t = await getTranslations({ locale, namespace: 'About' });
  return { title: t('fallbackTitle') };
}

export default async function AboutPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  return <CustomPage slug="about" locale={locale} fallbackTitle={t('fallbackTitle')} />;
}
