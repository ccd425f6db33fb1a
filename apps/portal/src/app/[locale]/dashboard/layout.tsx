import { cookies } from 'next/headers';
import { getServerSession } from 'next-auth';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';
import type { NavSection } from '@/components/shell/nav-types';
import { withoutTopOffset } from '@/components/shell/page-offset';
import { publicConfig, serverConfig } from '@/config';
import { authOptions } from '@/features/auth/auth-options';
import { SessionGuard } from '@/features/auth/session-guard';
import { DASHBOARD_HOME, dashboardSections } from '@/features/dashboard/routes';
import { Sidebar } from '@/features/dashboard/sidebar';
import { readSidebarState, SIDEBAR_COOKIE } from '@/features/dashboard/sidebar-state';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { PlatformProvider } from '@/features/platform/platform-context';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';
import { getPathname, redirect } from '@/i18n/navigation';
import styles from './layout.module.css';

type Props = { children: ReactNode; params: LocaleParams };

/**
 * The dashboard frame: sidebar and content, no top padding. Requires a session: the proxy sends a
 * signed-out visitor to sign-in with the exact page as callbackUrl; this check is the safety net.
 */
export default async function DashboardLayout({ children, params }: Props) {
  const locale = await resolveLocaleParam(params);
  // Per request (never prerendered): the session and the sidebar's state live in cookies.
  const cookieStore = await cookies();
  const session = await getServerSession(authOptions());
  if (!session?.sessionId) {
    redirect({
      href: {
        pathname: '/sign-in',
        query: { error: 'SessionRequired', callbackUrl: getPathname({ href: DASHBOARD_HOME, locale }) },
      },
      locale,
    });
  }
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'Dashboard' }),
    getTranslations({ locale, namespace: 'Pages' }),
  ]);
  const sections: NavSection[] = dashboardSections.map((section) => ({
    href: section.href,
    icon: section.icon,
    label: pages(`${section.key}.nav`),
    children: section.children.map((child) => ({ href: child.href, label: pages(`${child.key}.nav`) })),
  }));
  return (
    <PlatformProvider value={{ url: publicConfig().platformUrl, projectKey: serverConfig().projectKey }}>
      <QueryProvider>
        <SessionGuard />
        <div className={styles.frame} {...withoutTopOffset}>
          <Sidebar
            sections={sections}
            initialState={readSidebarState(cookieStore.get(SIDEBAR_COOKIE)?.value)}
            labels={{ nav: t('sidebarLabel'), collapse: t('collapse'), expand: t('expand') }}
          />
          <div className={styles.content}>
            <div className={styles.toolbar}>
              <NotificationBell
                labels={{ label: t('notifications'), unseen: t('unseen', { count: '{count}' }) }}
              />
            </div>
            {children}
          </div>
        </div>
      </QueryProvider>
    </PlatformProvider>
  );
}
