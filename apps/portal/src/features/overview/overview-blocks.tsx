import 'server-only';
import { ClientError } from '@fuel/sdk';
import type { FleetHome } from '@fuel/sdk/fleet';
import { getTranslations } from 'next-intl/server';
import { currentSession } from '@/features/auth/server-session';
import { serverFleet } from '@/features/fleet/server-fleet';
import type { Locale } from '@/i18n/routing';
import styles from './blocks.module.css';
import { ConsumptionBlock, MonthBlock } from './figure-blocks';
import { CardsBlock, DeclinesBlock, OrdersBlock } from './watch-blocks';

/** The overview blocks the user may see, or null without home access (the page says so already). */
async function loadOverview(): Promise<FleetHome | null> {
  const session = await currentSession();
  if (!session?.sessionId) return null;
  try {
    return await serverFleet(session.sessionId).home.get({ overview: true });
  } catch (error) {
    if (ClientError.is(error) && error.status === 403) return null;
    throw error;
  }
}

/**
 * The home's overview, rendered on the server (streamed behind a Suspense boundary): plain HTML and an
 * inline SVG chart, no client JavaScript. The server answers only the blocks of the pages the user may
 * view; a block it leaves out (null) is not drawn.
 */
export async function OverviewBlocks({ locale }: { locale: Locale }) {
  const home = await loadOverview();
  if (!home) return null;
  const t = await getTranslations({ locale, namespace: 'OverviewBlocks' });
  const { month, consumption, declines, cards, orders } = home;
  if (!month && !declines && !cards && !orders) return null;
  return (
    <section className={styles.blocks} aria-label={t('label')} data-testid="overview-blocks">
      {month && <MonthBlock month={month} locale={locale} />}
      {consumption && <ConsumptionBlock consumption={consumption} locale={locale} />}
      {declines && <DeclinesBlock declines={declines} locale={locale} />}
      {orders && <OrdersBlock orders={orders} locale={locale} />}
      {cards && <CardsBlock cards={cards} locale={locale} />}
    </section>
  );
}

/** What the blocks' place shows while the server reads them. */
export async function OverviewBlocksLoading({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OverviewBlocks' });
  return (
    <p role="status" className={styles.loading}>
      {t('loading')}
    </p>
  );
}
