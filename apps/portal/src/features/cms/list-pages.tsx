import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactElement } from 'react';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import type { Locale } from '@/i18n/routing';
import { MAX_LIST_PAGE } from './list-page-path';

/**
 * The paged CMS lists (news, blog, tenders) as static pages. Their `?page=N` stays the public URL; the
 * proxy (`proxy.ts`, `listPageRewrite`) serves pages 2 to {@link MAX_LIST_PAGE} from
 * `/<list>/list-page/N`, a page cached like any other, so a list never renders per request.
 */
type ListIndex = (props: { locale: Locale; page: number }) => Promise<ReactElement>;
type ListNamespace = 'Pages.news' | 'Pages.blog' | 'Pages.tenders';

export function listMetadata(namespace: ListNamespace) {
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => {
    const locale = await resolveLocaleParam(params);
    const t = await getTranslations({ locale, namespace });
    return { title: t('title') };
  };
}

/** The list's first page: `/news`. */
export function firstListPage(Index: ListIndex) {
  return async function ListPage({ params }: { params: LocaleParams }) {
    return <Index locale={await resolveLocaleParam(params)} page={1} />;
  };
}

/** Its later pages: `/news/list-page/2`, which the proxy serves for `/news?page=2`. */
export function laterListPage(Index: ListIndex) {
  return async function LaterListPage({ params }: { params: Promise<{ locale: string; page: string }> }) {
    const locale = await resolveLocaleParam(params);
    const page = Number((await params).page);
    if (!Number.isInteger(page) || page < 2 || page > MAX_LIST_PAGE) notFound();
    return <Index locale={locale} page={page} />;
  };
}
