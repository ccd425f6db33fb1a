import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { listEntries, optional } from '@/features/cms/content';
import { calendarDateFormatter } from '@/features/cms/dates';
import { labelOf } from '@/features/cms/labels';
import { PagedArticles } from '@/features/cms/paged-articles';
import { newsData } from '@/features/cms/schemas';
import type { Locale } from '@/i18n/routing';

/** /news: the newest news first, a page at a time. */
export async function NewsIndex({ locale, page }: { locale: Locale; page: number }) {
  const [pages, t, date, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.news' }),
    getTranslations({ locale, namespace: 'News' }),
    calendarDateFormatter(locale),
    optional(listEntries('news', newsData, locale, page), 'news list'),
  ]);
  return (
    <PageContainer>
      <PageHeading title={pages('title')} lead={t('lead')} />
      <PagedArticles
        locale={locale}
        pathname="/news"
        page={page}
        result={result}
        paginationLabel={t('pagination')}
        summarize={({ slug, id, data }) => ({
          href: `/news/${slug ?? id}`,
          title: data.title,
          date: date(data.date),
          summary: data.summary,
          meta: [labelOf(t, `categories.${data.category}`, data.category)],
        })}
      />
    </PageContainer>
  );
}
