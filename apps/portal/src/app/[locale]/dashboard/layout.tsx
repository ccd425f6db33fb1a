import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HydrateApart } from '@/components/hydrate-apart';
import { QueryProvider } from '@/components/query-provider';
import { publicConfig, serverConfig } from '@/config';
import { currentSession } from '@/features/auth/server-session';
import { LiveUpdatesAfterLoad, SessionGuardAfterLoad } from '@/features/dashboard/after-hydration';
import { DashboardFooter } from '@/features/dashboard/dashboard-footer';
import { DashboardMenu } from '@/features/dashboard/dashboard-menu';
import { DashboardTopbar } from '@/features/dashboard/dashboard-topbar';
import { loadDashboardFrame } from '@/features/dashboard/load-frame';
import { navSections } from '@/features/dashboard/nav-sections';
import { DASHBOARD_HOME } from '@/features/dashboard/paths';
import { menuSections } from '@/features/dashboard/routes';
import { Sidebar } from '@/features/dashboard/sidebar';
import { readSidebarState, SIDEBAR_COOKIE } from '@/features/dashboard/sidebar-state';
import { FleetMeProvider } from '@/features/fleet/fleet-me';
import { SessionIdProvider } from '@/features/fleet/session-id';
import { InitialHomeProvider } from '@/features/overview/initial-home';
import { PlatformProvider } from '@/features/platform/platform-context';
import { withoutTopOffset } from '@/features/shell/page-offset';
import { pickMessages } from '@/i18n/client-messages';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import { getPathname, redirect } from '@/i18n/navigation';
import styles from './layout.module.css';

type Props = { children: ReactNode; params: LocaleParams };

/**
 * The dashboard frame: sidebar, the company and user bar, content and a compact footer, no top
 * padding. Requires a session: the proxy sends a signed-out visitor to sign-in with the exact page
 * as callbackUrl; this check is the safety net. The membership is read on every load, so the menu
 * follows permission changes and a blocked user is sent to sign-in with the blocked message.
 */
export default async function DashboardLayout({ children, params }: Props) {
  const locale = await resolveLocaleParam(params);
  // Per request (never prerendered): the session and the sidebar's state live in cookies.
  const cookieStore = await cookies();
  const session = await currentSession();
  const signIn = (error: string) =>
    redirect({
      href: {
        pathname: '/sign-in',
        query: { error, callbackUrl: getPathname({ href: DASHBOARD_HOME, locale }) },
      },
      locale,
    });
  if (!session?.sessionId) return signIn('SessionRequired');
  const frame = await loadDashboardFrame(session.sessionId);
  if (frame.kind === 'refused') return signIn(frame.error);

  const [t, pages, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Dashboard' }),
    getTranslations({ locale, namespace: 'Pages' }),
    getMessages({ locale }),
  ]);
  const permissions =
    frame.me.membership.role === 'SUPER_ADMIN' ? undefined : frame.me.membership.permissions;
  const sections = navSections(menuSections(permissions), (key) => pages(`${key}.nav`));
  return (
    <PlatformProvider value={{ url: publicConfig().platformUrl, projectKey: serverConfig().projectKey }}>
      <SessionIdProvider value={session.sessionId}>
        <QueryProvider>
          <FleetMeProvider value={frame.me}>
            <InitialHomeProvider value={frame.home}>
              <SessionGuardAfterLoad />
              <NextIntlClientProvider messages={pickMessages(messages, ['DeclineAlerts'])}>
                <LiveUpdatesAfterLoad />
              </NextIntlClientProvider>
              <HydrateApart>
                <DashboardMenu sections={sections} />
              </HydrateApart>
              <div className={styles.frame} data-dashboard-frame {...withoutTopOffset}>
                <HydrateApart>
                  <Sidebar
                    sections={sections}
                    initialState={readSidebarState(cookieStore.get(SIDEBAR_COOKIE)?.value)}
                    labels={{ nav: t('sidebarLabel'), collapse: t('collapse'), expand: t('expand') }}
                  />
                </HydrateApart>
                <div className={styles.content}>
                  <DashboardTopbar locale={locale} me={frame.me} home={frame.home} />
                  <div className={styles.page}>{children}</div>
                  <DashboardFooter locale={locale} />
                </div>
              </div>
            </InitialHomeProvider>
          </FleetMeProvider>
        </QueryProvider>
      </SessionIdProvider>
    </PlatformProvider>
  );
}
