import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Article, ArticleUnavailable } from '@/features/cms/article';
import { getEntry, optional } from '@/features/cms/content';
import { calendarDateFormatter } from '@/features/cms/dates';
import { labelOf } from '@/features/cms/labels';
import { newsData } from '@/features/cms/schemas';
import type { Locale } from '@/i18n/routing';

export function loadNews(slug: string, locale: Locale) {
  return getEntry('news', newsData, slug, locale);
}

/** /news/[slug]: one piece of news; unknown slugs are a 404. */
export async function NewsArticle({ locale, slug }: { locale: Locale; slug: string }) {
  const [entry, t, date] = await Promise.all([
    optional(loadNews(slug, locale), 'news entry'),
    getTranslations({ locale, namespace: 'News' }),
    calendarDateFormatter(locale),
  ]);
  if (entry === undefined) {
    const [pages, cms] = await Promise.all([
      getTranslations({ locale, namespace: 'Pages.news' }),
      getTranslations({ locale, namespace: 'Cms' }),
    ]);
    return <ArticleUnavailable title={pages('title')} message={cms('unavailable')} />;
  }
  if (!entry) notFound();
  const { title, summary, body, category } = entry.data;
  const published = date(entry.data.date);
  return (
    <Article
      back={{ href: '/news', label: t('back') }}
      title={title}
      lead={summary}
      body={body}
      meta={
        <>
          <time dateTime={published.value}>{published.label}</time>
          <span>{labelOf(t, `categories.${category}`, category)}</span>
        </>
      }
    />
  );
}
