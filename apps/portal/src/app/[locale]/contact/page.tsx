import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactPage as Contact } from '@/features/contact/contact-page';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.contact' });
  return { title: t('title') };
}

export default async function ContactPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  return <Contact locale={locale} />;
}
