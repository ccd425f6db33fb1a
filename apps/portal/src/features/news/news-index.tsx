import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ArticleList } from '@/features/cms/article-list';
import { listEntries, optional } from '@/features/cms/content';
import { calendarDateFormatter } from '@/features/cms/dates';
import { labelOf } from '@/features/cms/labels';
import { pageCount } from '@/features/cms/page-param';
import { Pagination } from '@/features/cms/pagination';
import { newsData } from '@/features/cms/schemas';
import { Unavailable } from '@/features/cms/unavailable';
import type { Locale } from '@/i18n/routing';

/** /news: the newest news first, a page at a time. */
export async function NewsIndex({ locale, page }: { locale: Locale; page: number }) {
  const [pages, t, cms, date, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.news' }),
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Cms' }),
    calendarDateFormatter(locale),
    optional(listEntries('news', newsData, locale, page), 'news list'),
  ]);
  if (result && page > pageCount(result.total, result.limit)) notFound();
  return (
    <PageContainer>
      <PageHeading title={pages('title')} lead={t('lead')} />
      {!result ? (
        <Unavailable message={cms('unavailable')} />
      ) : result.items.length === 0 ? (
        <p>{cms('empty')}</p>
      ) : (
        <>
          <ArticleList
            items={result.items.map(({ slug, id, data }) => ({
              href: `/news/${slug ?? id}`,
              title: data.title,
              date: date(data.date),
              summary: data.summary,
              meta: [labelOf(t, `categories.${data.category}`, data.category)],
            }))}
          />
          <Pagination
            pathname="/news"
            current={page}
            count={pageCount(result.total, result.limit)}
            labels={{
              label: t('pagination'),
              previous: cms('previous'),
              next: cms('next'),
              page: (number) => cms('page', { page: number }),
            }}
          />
        </>
      )}
    </PageContainer>
  );
}
