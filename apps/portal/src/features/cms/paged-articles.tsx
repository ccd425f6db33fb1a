import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ArticleList, type ArticleSummary } from './article-list';
import type { Entry, EntryPage } from './content';
import { pageCount } from './page-param';
import { Pagination } from './pagination';
import { Unavailable } from './unavailable';

type Props<T> = {
  locale: Locale;
  /** The list's route, e.g. `/news`: the pagination links to its `?page=`. */
  pathname: string;
  page: number;
  /** The CMS page of entries, or undefined when the platform could not be reached. */
  result: EntryPage<T> | undefined;
  /** How one entry shows in the list. */
  summarize: (entry: Entry<T>) => ArticleSummary;
  /** The pagination landmark's name, e.g. "News pages". */
  paginationLabel: string;
};

/**
 * A paginated CMS list as blog, news and tenders show it: unavailable, empty, or the articles with
 * their page links. A page number past the end is a 404.
 */
export async function PagedArticles<T>({
  locale,
  pathname,
  page,
  result,
  summarize,
  paginationLabel,
}: Props<T>) {
  const cms = await getTranslations({ locale, namespace: 'Cms' });
  if (!result) return <Unavailable message={cms('unavailable')} />;
  const count = pageCount(result.total, result.limit);
  if (page > count) notFound();
  if (result.items.length === 0) return <p>{cms('empty')}</p>;
  return (
    <>
      <ArticleList items={result.items.map(summarize)} />
      <Pagination
        pathname={pathname}
        current={page}
        count={count}
        labels={{
          label: paginationLabel,
          previous: cms('previous'),
          next: cms('next'),
          page: (number) => cms('page', { page: number }),
        }}
      />
    </>
  );
}
