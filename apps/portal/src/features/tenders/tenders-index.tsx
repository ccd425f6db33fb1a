import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { listEntries, optional } from '@/features/cms/content';
import { calendarDateFormatter } from '@/features/cms/dates';
import { labelOf } from '@/features/cms/labels';
import { PagedArticles } from '@/features/cms/paged-articles';
import { tenderData } from '@/features/cms/schemas';
import type { Locale } from '@/i18n/routing';
import { deadlineBadge } from './deadline-label';

/** /tenders: published tenders with their deadlines (days left, or expired). */
export async function TendersIndex({ locale, page }: { locale: Locale; page: number }) {
  const [pages, t, date, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.tenders' }),
    getTranslations({ locale, namespace: 'Tenders' }),
    calendarDateFormatter(locale),
    optional(listEntries('tender', tenderData, locale, page), 'tender list'),
  ]);
  const now = new Date();
  return (
    <PageContainer>
      <PageHeading title={pages('title')} lead={t('lead')} />
      <PagedArticles
        locale={locale}
        pathname="/tenders"
        page={page}
        result={result}
        paginationLabel={t('pagination')}
        summarize={({ slug, id, data }) => {
          const deadline = date(data.deadline);
          return {
            href: `/tenders/${slug ?? id}`,
            title: data.title,
            date: { value: deadline.value, label: `${t('deadline')}: ${deadline.label}` },
            meta: [data.reference, labelOf(t, `categories.${data.category}`, data.category)],
            badge: deadlineBadge(t, data.deadline, now),
          };
        }}
      />
    </PageContainer>
  );
}
