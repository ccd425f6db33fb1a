import type { Metadata } from 'next';
import { connection } from 'next/server';
import { type Messages, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { QueryProvider } from '@/components/query-provider';
import { publicConfig, serverConfig } from '@/config';
import { PlatformProvider } from '@/features/platform/platform-context';
import { pickMessages } from '@/i18n/client-messages';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import { BackOfficeClient, type BackOfficeView } from './back-office-client';

const NAMESPACES: (keyof Messages)[] = [
  'BackOffice',
  'Orders',
  'Cards',
  'OrderErrors',
  'FleetErrors',
  'FleetValidation',
  'FuelProducts',
  'DataTable',
  'DeclineAlerts',
  'Integrations',
];

async function headingOf(params: LocaleParams, view: BackOfficeView) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'BackOffice' });
  if (view === 'queue') return { locale, title: t('title'), lead: t('lead') };
  return { locale, title: t(`${view}.title`), lead: t(`${view}.lead`) };
}

export async function backOfficeMetadata(params: LocaleParams, view: BackOfficeView): Promise<Metadata> {
  const { title } = await headingOf(params, view);
  // The staff's area is not for search engines.
  return { title, robots: { index: false, follow: false } };
}

/** The retailer's back office: its staff (the portal project's administrators) move the orders, simulate a terminal, manage the project-wide webhooks. */
export async function BackOfficePage({ params, view }: { params: LocaleParams; view: BackOfficeView }) {
  const { locale, title, lead } = await headingOf(params, view);
  // Per request: the platform's address and key are the server's configuration, not the build's.
  await connection();
  const messages = await getMessages({ locale });
  return (
    <PageContainer>
      <PageHeading title={title} lead={lead} />
      <PlatformProvider value={{ url: publicConfig().platformUrl, projectKey: serverConfig().projectKey }}>
        <QueryProvider>
          <NextIntlClientProvider messages={pickMessages(messages, NAMESPACES)}>
            <BackOfficeClient view={view} />
          </NextIntlClientProvider>
        </QueryProvider>
      </PlatformProvider>
    </PageContainer>
  );
}
