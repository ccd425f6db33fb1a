import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import type { Locale } from '@/i18n/routing';
import { getPage, optional } from './content';
import { RichText } from './rich-text';
import { Unavailable } from './unavailable';

export const loadCustomPage = getPage;

/** A custom page of the CMS (`page` model) by slug: its title as the h1, summary and body. */
export async function CustomPage({
  slug,
  locale,
  fallbackTitle,
}: {
  slug: string;
  locale: Locale;
  fallbackTitle: string;
}) {
  const page = await optional(getPage(slug, locale), `page ${slug}`);
  if (page === null) notFound();
  if (page === undefined) {
    const cms = await getTranslations({ locale, namespace: 'Cms' });
    return (
      <PageContainer>
        <PageHeading title={fallbackTitle} />
        <Unavailable message={cms('unavailable')} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeading title={page.title} lead={page.summary} />
      <RichText html={page.body} />
    </PageContainer>
  );
}
