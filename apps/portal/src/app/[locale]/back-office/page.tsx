import type { Metadata } from 'next';
import { connection } from 'next/server';
import { type Messages, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { QueryProvider } from '@/components/query-provider';
import { publicConfig, serverConfig } from '@/config';
import { BackOfficeClient } from '@/features/back-office/back-office-client';
import { PlatformProvider } from '@/features/platform/platform-context';
import { pickMessages } from '@/i18n/client-messages';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

const NAMESPACES: (keyof Messages)[] = [
  'BackOffice',
  'Orders',
  'Cards',
  'OrderErrors',
  'FleetErrors',
  'FuelProducts',
  'DataTable',
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'BackOffice' });
  // The staff's area is not for search engines.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The retailer's back office: its staff (the portal project's administrators) move the orders. */
export default async function BackOfficePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  // Per request: the platform's address and key are the server's configuration, not the build's.
  await connection();
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'BackOffice' }),
    getMessages({ locale }),
  ]);
  return (
    <PageContainer>
      <PageHeading title={t('title')} lead={t('lead')} />
      <PlatformProvider value={{ url: publicConfig().platformUrl, projectKey: serverConfig().projectKey }}>
        <QueryProvider>
          <NextIntlClientProvider messages={pickMessages(messages, NAMESPACES)}>
            <BackOfficeClient />
          </NextIntlClientProvider>
        </QueryProvider>
      </PlatformProvider>
    </PageContainer>
  );
}
