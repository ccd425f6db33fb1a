import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.blog' });
  return { title: t('title') };
}

// The route and its heading; the public-site pages fill the body.
export default async function BlogPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.blog' });
  return (
    <PageContainer>
      <PageHeading title={t('title')} />
    </PageContainer>
  );
}
