import { sql } from 'drizzle-orm';
import type { Database } from '../core/database/client';
import type { FleetPurchases } from '../modules/fleet/purchases';
import type { Services } from '../services';
import { DEMO_COMPANY } from './fleet';

/** Declines older than this were told as weekly summaries; newer ones keep their own live alert. */
const LIVE_ALERT_DAYS = 2;

/** The demo company's cards and a few months of purchases, points and a top-up (modules/fleet/purchases-demo.ts). */
export async function seedDemoPurchases(
  fleetPurchases: FleetPurchases,
  { projectId, days }: { projectId: string; days?: number },
  grouping?: { db: Database; notifications: Services['notifications'] },
) {
  const sent = await fleetPurchases.seedDemo({
    projectId,
    identificationCode: DEMO_COMPANY.identificationCode,
    days,
  });
  if (grouping) await groupOldDeclineAlerts(grouping.db, grouping.notifications, projectId);
  return sent;
}

type WeekRow = { week: string; last: Date; reason: string; count: number; cards: string };

const REASONS: Record<string, { en: string; ka: string }> = {
  CARD_CLOSED: { en: 'card closed', ka: 'ბარათი დახურულია' },
  CARD_BLOCKED: { en: 'card blocked', ka: 'ბარათი დაბლოკილია' },
  PRODUCT_NOT_ALLOWED: { en: 'fuel not allowed', ka: 'საწვავი დაუშვებელია' },
  OUTSIDE_ALLOWED_HOURS: { en: 'outside allowed hours', ka: 'დაუშვებელ დროს' },
  LIMIT_EXCEEDED: { en: 'limit exceeded', ka: 'ლიმიტი ამოწურულია' },
};

/**
 * Three months of declines alerted one by one would greet the demo with a hundred identical notices
 * dated today. The older ones are told instead as one notice a week (how many, why, which cards), dated
 * at the week's last decline and seen; the last days' declines keep their own alerts.
 */
async function groupOldDeclineAlerts(
  db: Database,
  notifications: Services['notifications'],
  projectId: string,
) {
  const company = sql`(select id from companies where project_id = ${projectId} and identification_code = ${DEMO_COMPANY.identificationCode})`;
  const old = sql`company_id = ${company} and decision = 'declined' and at < now() - ${`${LIVE_ALERT_DAYS} days`}::interval`;
  // Claimed before the outbox sends them; any it already sent are taken back.
  await db.execute(sql`update card_transactions set alerted_at = at where ${old} and alerted_at is null`);
  await db.execute(sql`delete from notifications where project_id = ${projectId}
    and data->>'kind' = 'fleet.card-declined'
    and (data->>'transactionId')::uuid in (select id from card_transactions where ${old})`);
  const weeks =
    (await db.execute(sql`select to_char(date_trunc('week', at at time zone 'Asia/Tbilisi'), 'YYYY-MM-DD') as week,
      max(at) as last, reason, count(*)::int as count, string_agg(distinct card_number, ', ') as cards
    from card_transactions where ${old} group by 1, reason order by 1, reason`)) as unknown as
      | { rows: WeekRow[] }
      | WeekRow[];
  const rows = Array.isArray(weeks) ? weeks : weeks.rows;
  const managers = (await db.execute(sql`select user_id from company_users where company_id = ${company}
      and status = 'active' and (role = 'SUPER_ADMIN' or permissions ? 'orderCard')`)) as unknown as
    | { rows: { user_id: string }[] }
    | { user_id: string }[];
  const userIds = (Array.isArray(managers) ? managers : managers.rows).map((row) => row.user_id);
  if (!userIds.length) return;
  const byWeek = new Map<string, WeekRow[]>();
  for (const row of rows) byWeek.set(row.week, [...(byWeek.get(row.week) ?? []), row]);
  for (const [week, reasons] of byWeek) {
    const count = reasons.reduce((sum, row) => sum + Number(row.count), 0);
    const cards = [...new Set(reasons.flatMap((row) => row.cards.split(', ')))].sort().join(', ');
    const [day, month] = [week.slice(8, 10), week.slice(5, 7)];
    const list = (lang: 'en' | 'ka') =>
      reasons.map((row) => `${REASONS[row.reason]?.[lang] ?? row.reason} × ${row.count}`).join(', ');
    const receipt = await notifications.sendInApp(projectId, {
      title: {
        en: `${count} declined purchases in the week of ${day}.${month}`,
        ka: `${day}.${month}-ის კვირაში უარყოფილი შესყიდვა: ${count}`,
      },
      body: { en: `${list('en')}. Cards: ${cards}.`, ka: `${list('ka')}. ბარათები: ${cards}.` },
      data: { kind: 'fleet.card-declines-week', week },
      userIds,
    });
    const last = new Date(Math.max(...reasons.map((row) => new Date(row.last).getTime())));
    await db.execute(
      sql`update notifications set created_at = ${last.toISOString()}::timestamptz where id = ${receipt.id}`,
    );
    await db.execute(sql`update notification_deliveries set created_at = ${last.toISOString()}::timestamptz,
        seen_at = ${last.toISOString()}::timestamptz + interval '2 hours' where notification_id = ${receipt.id}`);
  }
}
