import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { ArticleList } from '@/features/cms/article-list';
import { listEntries, optional } from '@/features/cms/content';
import { calendarDateFormatter } from '@/features/cms/dates';
import { pageCount } from '@/features/cms/page-param';
import { Pagination } from '@/features/cms/pagination';
import { blogPostData } from '@/features/cms/schemas';
import { Unavailable } from '@/features/cms/unavailable';
import type { Locale } from '@/i18n/routing';

/** /blog: the newest posts first, a page at a time. */
export async function BlogIndex({ locale, page }: { locale: Locale; page: number }) {
  const [pages, t, cms, date, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.blog' }),
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Cms' }),
    calendarDateFormatter(locale),
    optional(listEntries('blog-post', blogPostData, locale, page), 'blog list'),
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
              href: `/blog/${slug ?? id}`,
              title: data.title,
              date: date(data.date),
              summary: data.excerpt,
              meta: [
                t('by', { author: data.author }),
                ...(data.readingMinutes ? [t('readingTime', { minutes: data.readingMinutes })] : []),
              ],
            }))}
          />
          <Pagination
            pathname="/blog"
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
