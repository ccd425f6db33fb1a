import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogIndex } from '@/features/blog/blog-index';
import { pageParam } from '@/features/cms/page-param';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.blog' });
  return { title: t('title') };
}

export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  return <BlogIndex locale={locale} page={pageParam((await searchParams).page)} />;
}
