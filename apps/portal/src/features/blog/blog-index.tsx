import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { listEntries, optional } from '@/features/cms/content';
import { calendarDateFormatter } from '@/features/cms/dates';
import { PagedArticles } from '@/features/cms/paged-articles';
import { blogPostData } from '@/features/cms/schemas';
import type { Locale } from '@/i18n/routing';

/** /blog: the newest posts first, a page at a time. */
export async function BlogIndex({ locale, page }: { locale: Locale; page: number }) {
  const [pages, t, date, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.blog' }),
    getTranslations({ locale, namespace: 'Blog' }),
    calendarDateFormatter(locale),
    optional(listEntries('blog-post', blogPostData, locale, page), 'blog list'),
  ]);
  return (
    <PageContainer>
      <PageHeading title={pages('title')} lead={t('lead')} />
      <PagedArticles
        locale={locale}
        pathname="/blog"
        page={page}
        result={result}
        paginationLabel={t('pagination')}
        summarize={({ slug, id, data }) => ({
          href: `/blog/${slug ?? id}`,
          title: data.title,
          date: date(data.date),
          summary: data.excerpt,
          meta: [
            t('by', { author: data.author }),
            ...(data.readingMinutes ? [t('readingTime', { minutes: data.readingMinutes })] : []),
          ],
        })}
      />
    </PageContainer>
  );
}
