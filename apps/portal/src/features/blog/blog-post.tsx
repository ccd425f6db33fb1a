import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Article, ArticleUnavailable } from '@/features/cms/article';
import { getEntry, optional } from '@/features/cms/content';
import { calendarDateFormatter } from '@/features/cms/dates';
import { labelOf } from '@/features/cms/labels';
import { blogPostData } from '@/features/cms/schemas';
import type { Locale } from '@/i18n/routing';
import styles from './blog-post.module.css';

export function loadBlogPost(slug: string, locale: Locale) {
  return getEntry('blog-post', blogPostData, slug, locale);
}

/** /blog/[slug]: one post; unknown slugs are a 404. */
export async function BlogPost({ locale, slug }: { locale: Locale; slug: string }) {
  const [entry, t, date] = await Promise.all([
    optional(loadBlogPost(slug, locale), 'blog entry'),
    getTranslations({ locale, namespace: 'Blog' }),
    calendarDateFormatter(locale),
  ]);
  if (entry === undefined) {
    const [pages, cms] = await Promise.all([
      getTranslations({ locale, namespace: 'Pages.blog' }),
      getTranslations({ locale, namespace: 'Cms' }),
    ]);
    return <ArticleUnavailable title={pages('title')} message={cms('unavailable')} />;
  }
  if (!entry) notFound();
  const { title, excerpt, body, author, readingMinutes, tags } = entry.data;
  const published = date(entry.data.date);
  return (
    <Article
      back={{ href: '/blog', label: t('back') }}
      title={title}
      lead={excerpt}
      body={body}
      meta={
        <>
          <time dateTime={published.value}>{published.label}</time>
          <span>{t('by', { author })}</span>
          {readingMinutes && <span>{t('readingTime', { minutes: readingMinutes })}</span>}
        </>
      }
    >
      {tags.length > 0 && (
        <section className={styles.tags} aria-label={t('tagsLabel')}>
          <ul>
            {tags.map((tag) => (
              <li key={tag}>{labelOf(t, `tags.${tag}`, tag)}</li>
            ))}
          </ul>
        </section>
      )}
    </Article>
  );
}
