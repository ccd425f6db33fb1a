import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageParam } from '@/features/cms/page-param';
import { TendersIndex } from '@/features/tenders/tenders-index';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.tenders' });
  return { title: t('title') };
}

export default async function TendersPage({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  return <TendersIndex locale={locale} page={pageParam((await searchParams).page)} />;
}
