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
import { tenderData } from '@/features/cms/schemas';
import { Unavailable } from '@/features/cms/unavailable';
import type { Locale } from '@/i18n/routing';
import { deadlineBadge } from './deadline-label';

/** /tenders: published tenders with their deadlines (days left, or expired). */
export async function TendersIndex({ locale, page }: { locale: Locale; page: number }) {
  const [pages, t, cms, date, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.tenders' }),
    getTranslations({ locale, namespace: 'Tenders' }),
    getTranslations({ locale, namespace: 'Cms' }),
    calendarDateFormatter(locale),
    optional(listEntries('tender', tenderData, locale, page), 'tender list'),
  ]);
  if (result && page > pageCount(result.total, result.limit)) notFound();
  const now = new Date();
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
            items={result.items.map(({ slug, id, data }) => {
              const deadline = date(data.deadline);
              return {
                href: `/tenders/${slug ?? id}`,
                title: data.title,
                date: { value: deadline.value, label: `${t('deadline')}: ${deadline.label}` },
                meta: [data.reference, labelOf(t, `categories.${data.category}`, data.category)],
                badge: deadlineBadge(t, data.deadline, now),
              };
            })}
          />
          <Pagination
            pathname="/tenders"
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
