import type { Metadata } from 'next';
import { loadNews, NewsArticle } from '@/features/news/news-article';
import { resolveLocaleParam } from '@/i18n/locale-param';

// Rendered on first request, then served from cache and refreshed at most once a minute.
export const revalidate = 60;
// None at build time (the platform is not running then): each is generated on its first request.
export const generateStaticParams = () => [];

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const entry = await loadNews((await params).slug, locale).catch(() => null);
  return entry ? { title: entry.data.title, description: entry.data.summary } : {};
}

export default async function NewsArticlePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  return <NewsArticle locale={locale} slug={(await params).slug} />;
}
