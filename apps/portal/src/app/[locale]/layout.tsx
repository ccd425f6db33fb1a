import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Document } from '@/features/shell/document';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import { routing } from '@/i18n/routing';

type Props = { children: ReactNode; params: LocaleParams };

// No `dynamicParams = false` here: it would hold for every segment below, and the articles and later
// list pages are generated on their first request. The home page has it (app/[locale]/page.tsx); any
// other first segment that is no locale gets the not-found page (resolveLocaleParam).

// Static pages are rebuilt at most once a minute, so their header and footer follow the CMS
// (features/cms/site-chrome.ts); `next build` runs without the platform.
export const revalidate = 60;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await resolveLocaleParam(params);
  return <Document locale={locale}>{children}</Document>;
}
