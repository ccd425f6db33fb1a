import type { DehydratedState } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { type Messages, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HydrateApart } from '@/components/hydrate-apart';
import { PageDataBoundary } from '@/components/page-data-boundary';
import { PageHeading } from '@/components/page-heading';
import { pickMessages } from '@/i18n/client-messages';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import type { DashboardPageKey } from './routes';

/** What a page's heading is named after: its route, or an add form on an edit route (no record given). */
export type DashboardHeadingKey = DashboardPageKey | 'addVehicle' | 'addUser';

/** The heading of an edit route: "Add …" without a record (`?id=`), "Edit …" with one. */
export async function addOrEdit(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  keys: { add: DashboardHeadingKey; edit: DashboardHeadingKey },
): Promise<DashboardHeadingKey> {
  return (await searchParams).id ? keys.edit : keys.add;
}

/** A dashboard route's title, from its messages under `Pages`. */
export async function dashboardMetadata(key: DashboardHeadingKey, params: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return { title: t(`${key}.title`) };
}

/**
 * A dashboard route's translated heading and introduction, inside the dashboard frame
 * (app/[locale]/dashboard/layout.tsx). Later issues give each page its body.
 */
export async function DashboardPage({
  pageKey,
  params,
}: {
  pageKey: DashboardPageKey;
  params: LocaleParams;
}) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return <PageHeading title={t(`${pageKey}.title`)} lead={t(`${pageKey}.description`)} />;
}

/** What every dashboard island may format: the frame's and the fleet's shared messages. */
const SHARED_NAMESPACES = [
  'Dashboard',
  'DataTable',
  'DateTimeFields',
  'FleetValidation',
  'FleetErrors',
] as const;

/**
 * A dashboard page with an interactive body: the heading on the server, the body a client island
 * that formats its own messages (`namespaces` plus the shared ones), like the sign-up page. `data` is
 * what the page read on the server for the body's first render (`readPageData`).
 */
export async function DashboardIsland({
  pageKey,
  params,
  namespaces,
  data,
  children,
}: {
  pageKey: DashboardHeadingKey;
  params: LocaleParams;
  namespaces: readonly (keyof Messages)[];
  data?: Promise<DehydratedState | undefined>;
  children: ReactNode;
}) {
  const locale = await resolveLocaleParam(params);
  const [t, messages, state] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getMessages({ locale }),
    data,
  ]);
  return (
    <>
      <PageHeading title={t(`${pageKey}.title`)} lead={t(`${pageKey}.description`)} />
      <NextIntlClientProvider messages={pickMessages(messages, [...SHARED_NAMESPACES, ...namespaces])}>
        <PageDataBoundary state={state}>
          <HydrateApart>{children}</HydrateApart>
        </PageDataBoundary>
      </NextIntlClientProvider>
    </>
  );
}
