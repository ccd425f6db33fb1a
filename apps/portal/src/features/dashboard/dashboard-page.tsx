import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import type { DashboardPageKey } from './routes';

/** A dashboard route's title, from its messages under `Pages`. */
export async function dashboardMetadata(key: DashboardPageKey, params: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t(`${key}.title`) };
}

/**
 * A dashboard route's translated heading and introduction, inside the dashboard frame
 * (app/[locale]/dashboard/layout.tsx). Later issues give each page its body.
 */
export async function DashboardPage({
  pageKey,
  params,
}: {
  pageKey: DashboardPageKey;
  params: LocaleParams;
}) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return <PageHeading title={t(`${pageKey}.title`)} lead={t(`${pageKey}.description`)} />;
}
