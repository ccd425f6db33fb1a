import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { CompanyScope } from '../../../core/scope';
import type { FilesService } from '../../files/service';
import type { NotificationsService } from '../../notifications/service';
import { cards as cardRows, vehicles } from '../asset-tables';
import { type FleetPlaceCardOrderInput, fleetPlaceCardOrderBody } from '../cards/inputs';
import type { FleetCardsService } from '../cards/service';
import { FULL_ACCESS } from '../permissions';
import { random } from '../purchases-demo';
import { companies, companyUsers } from '../tables';
import { backdateOrder, type DemoTimeline } from './demo-timeline';
import { type FleetPlaceOrderInput, fleetPlaceOrderBody } from './inputs';
import type { FleetMoveOrderBody } from './schemas';
import type { FleetOrdersService } from './service';
import { fleetOrders } from './tables';

// The demo company's orders: every kind in every status the copy shows, paid ones with their payment
// documents, and cards of both types with limits, one blocked and one closed (lost and replaced). Made
// through the services, so every order has its history, audit entries and notices, as if the company and
// the retailer had acted.

type Next = () => number;
const between = (next: Next, low: number, high: number) => low + next() * (high - low);
/** A multiple of `step` between `low` and `high`. */
const stepped = (next: Next, low: number, high: number, step: number) =>
  Math.round(between(next, low, high) / step) * step;

/** A fuel request as a fleet orders it: diesel by the liter, now and then premium petrol for GEL. */
const fuel = (next: Next): FleetPlaceOrderInput => ({
  kind: 'fuel',
  lines: [
    { product: 'EURO_DIESEL', unit: 'liters', quantity: stepped(next, 300, 1500, 10) },
    ...(next() < 0.5
      ? [{ product: 'G_FORCE_PREMIUM' as const, unit: 'GEL' as const, quantity: stepped(next, 200, 900, 10) }]
      : []),
  ],
});
const coupons = (next: Next): FleetPlaceOrderInput => ({
  kind: 'coupons',
  lines: [
    { product: 'EURO_REGULAR', denomination: 20, quantity: stepped(next, 10, 50, 5) },
    ...(next() < 0.6
      ? [{ product: 'G_FORCE_DIESEL' as const, denomination: 50 as const, quantity: stepped(next, 5, 25, 5) }]
      : []),
  ],
});
const wholesale = (next: Next): FleetPlaceOrderInput => ({
  kind: 'wholesale',
  lines: [{ product: 'EURO_DIESEL', quantity: stepped(next, 3000, 12000, 10) }],
  delivery: {
    transportationType: next() < 0.7 ? 'provider_tanker' : 'own_tanker',
    vehicleNumber: 'TB-404-GE',
    trailerNumber: 'TR-1188',
    address: next() < 0.5 ? 'Rustavi, Industrial zone 14' : 'Tbilisi, Kakheti Highway 21',
    // Replaced by a day after the (backdated) placing: see demo-timeline.ts.
    deliveryDate: '2099-12-31',
    contactNumber: '+995555123456',
  },
});

/** What each demo order goes through after it is placed: payment, then the retailer's moves. */
type Path = {
  /** How long ago it was placed (days, a range) and how many days apart its later steps were made. */
  age: [number, number];
  step: number;
  paid?: boolean;
  moves?: FleetMoveOrderBody[];
  expire?: boolean;
  draft?: boolean;
  cancel?: boolean;
};
const to = (status: 'CONFIRMED' | 'READY' | 'ISSUED' | 'finished'): FleetMoveOrderBody => ({ status });
const FINISHED: Path = {
  age: [12, 88],
  step: 2,
  paid: true,
  moves: [to('READY'), to('ISSUED'), to('finished')],
};
// Every status, each as old as it can be: nothing waits for longer than its rules allow.
const PATHS: Path[] = [
  { age: [0, 1.5], step: 0, draft: true },
  { age: [0, 1.5], step: 0 },
  { age: [0.5, 2], step: 0.5, moves: [to('CONFIRMED')] },
  { age: [1, 3], step: 0.5, paid: true },
  { age: [2, 4], step: 1, paid: true, moves: [to('READY')] },
  { age: [4, 20], step: 1.5, paid: true, moves: [to('READY'), to('ISSUED')] },
  FINISHED,
  {
    age: [3, 70],
    step: 1,
    moves: [{ status: 'REJECTED', reason: 'The requested delivery day is fully booked' }],
  },
  { age: [2, 80], step: 0.5, cancel: true },
  { age: [6, 85], step: 3, expire: true },
];
/** Three months of finished orders besides, so the history and the reports have a past. */
const MORE_FINISHED = { fuel: 4, coupons: 2, wholesale: 2 } as const;

export function createOrdersDemo({
  db,
  files,
  orders,
  cards,
  notifications,
}: {
  db: Database;
  files: Pick<FilesService, 'upload'>;
  orders: FleetOrdersService;
  cards: FleetCardsService;
  notifications: Pick<NotificationsService, 'markAllSeen'>;
}) {
  /** The company's SUPER_ADMIN acting, as the guard would resolve them. */
  async function ownerScope(
    projectId: string,
    identificationCode: string,
  ): Promise<CompanyScope | undefined> {
    const [owner] = await db
      .select({ companyId: companies.id, membershipId: companyUsers.id, userId: companyUsers.userId })
      .from(companyUsers)
      .innerJoin(companies, eq(companies.id, companyUsers.companyId))
      .where(
        and(
          eq(companies.projectId, projectId),
          eq(companies.identificationCode, identificationCode),
          eq(companyUsers.role, 'SUPER_ADMIN'),
        ),
      );
    if (!owner) return undefined;
    return {
      ...owner,
      projectId,
      role: 'SUPER_ADMIN',
      permissions: FULL_ACCESS,
      actor: { kind: 'user', projectId, userId: owner.userId, sessionId: 'seed' } as CompanyScope['actor'],
    };
  }

  async function payWithDocument(scope: CompanyScope, orderId: string, adminId: string, name: string) {
    const pdf = Buffer.from(`%PDF-1.7\n% ${name}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`);
    const file = await files.upload({
      projectId: scope.projectId,
      kind: 'file',
      uploadedBy: `user:${scope.userId}`,
      file: { filename: name, content: Readable.from([pdf]), finish: async () => {} },
    });
    await orders.documents.attach(scope, orderId, file.id);
    await orders.documents.confirm(scope, orderId);
    await orders.backOffice.acceptPayment(scope.projectId, adminId, orderId);
  }

  async function follow(
    scope: CompanyScope,
    adminId: string,
    body: FleetPlaceOrderInput,
    path: Path,
    clock: { now: number; next: Next; expiring: { id: string; timeline: DemoTimeline }[] },
  ) {
    const { order } = await orders.place(
      scope,
      fleetPlaceOrderBody.parse({ ...body, draft: Boolean(path.draft) }),
    );
    if (path.paid) await payWithDocument(scope, order.id, adminId, `payment-order-${order.number}.pdf`);
    for (const move of path.moves ?? [])
      await orders.backOffice.move(scope.projectId, adminId, order.id, move);
    if (path.cancel) await orders.cancel(scope, order.id);
    if (path.expire) {
      await db
        .update(fleetOrders)
        .set({ deadlineAt: sql`now() - interval '1 minute'` })
        .where(eq(fleetOrders.id, order.id));
    }
    const timeline = { placedDaysAgo: between(clock.next, ...path.age), stepDays: path.step };
    // An order the expiry job is to move is dated once the job has moved it.
    if (path.expire) clock.expiring.push({ id: order.id, timeline });
    else await backdateOrder(db, order.id, timeline, clock);
    return order.id;
  }

  async function issueCards(scope: CompanyScope, adminId: string, body: FleetPlaceCardOrderInput) {
    const { order } = await cards.orders.place(scope, fleetPlaceCardOrderBody.parse(body));
    for (const status of ['CONFIRMED', 'READY', 'ISSUED'] as const) {
      await orders.backOffice.move(scope.projectId, adminId, order.id, { status });
    }
    return order.id;
  }

  /** The card orders as old as their status (issued two months ago, the latest still pending), and their cards. */
  async function backdateCardOrders(companyId: string, clock: { now: number; next: Next }) {
    const AGES: Partial<Record<string, Path['age']>> = {
      ISSUED: [70, 85],
      CANCELLED: [30, 45],
      REJECTED: [15, 25],
      PENDING: [0, 1],
    };
    const placed = await db
      .select({ id: fleetOrders.id, status: fleetOrders.status })
      .from(fleetOrders)
      .where(and(eq(fleetOrders.companyId, companyId), eq(fleetOrders.kind, 'card')))
      .orderBy(fleetOrders.number);
    for (const order of placed) {
      const age = AGES[order.status] ?? [1, 5];
      await backdateOrder(db, order.id, { placedDaysAgo: between(clock.next, ...age), stepDays: 1 }, clock);
    }
    await db
      .update(cardRows)
      .set({ createdAt: sql`${fleetOrders.updatedAt}` })
      .from(fleetOrders)
      .where(and(eq(cardRows.orderId, fleetOrders.id), eq(cardRows.companyId, companyId)));
  }

  return {
    /** Seeds the company's orders and cards; nothing when the company or its owner is not there. */
    async seed({
      projectId,
      adminId,
      identificationCode,
    }: {
      projectId: string;
      adminId: string;
      identificationCode: string;
    }) {
      const scope = await ownerScope(projectId, identificationCode);
      if (!scope) return { orders: 0, cards: 0 };
      const clock = {
        now: Date.now(),
        next: random(20_261_126),
        expiring: [] as { id: string; timeline: DemoTimeline }[],
      };
      let placed = 0;
      for (const [kind, make] of [
        ['fuel', fuel],
        ['coupons', coupons],
        ['wholesale', wholesale],
      ] as const) {
        for (const path of [...PATHS, ...Array<Path>(MORE_FINISHED[kind]).fill(FINISHED)]) {
          await follow(scope, adminId, make(clock.next), path, clock);
          placed += 1;
        }
      }
      // Ready coupons not collected in time, and the expired ones above: the job moves them.
      await follow(
        scope,
        adminId,
        coupons(clock.next),
        { age: [10, 40], step: 3, paid: true, moves: [to('READY')], expire: true },
        clock,
      );
      await orders.expiry.expireDue();
      for (const { id, timeline } of clock.expiring) await backdateOrder(db, id, timeline, clock);

      const [vehicle] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.companyId, scope.companyId))
        .limit(1);
      const universal = await issueCards(scope, adminId, {
        cardType: 'UNIVERSAL',
        quantity: 3,
        limits: [
          { period: 'daily', unit: 'liters', amount: 80 },
          { period: 'monthly', unit: 'GEL', amount: 2500 },
        ],
        products: ['EURO_DIESEL', 'G_FORCE_DIESEL'],
        schedule: { fromMinute: 6 * 60, toMinute: 22 * 60, weekdays: [1, 2, 3, 4, 5, 6] },
      });
      await issueCards(scope, adminId, {
        cardType: 'IDENTIFIED',
        holders: [
          { driverName: 'Levan Kapanadze' },
          ...(vehicle ? [{ vehicleId: vehicle.id }] : [{ driverName: 'Nino Beridze' }]),
        ],
        limits: [{ period: 'weekly', unit: 'liters', amount: 300 }],
        products: ['EURO_REGULAR', 'G_FORCE_PREMIUM'],
      });
      const [first] = (await cards.list(scope, { limit: 1, page: 1, sort: 'number', statusIn: ['active'] }))
        .items;
      if (first) await cards.block(scope, first.id);
      // For the archive: a lost card closed for good (and its replacement ordered), a cancelled card order.
      const [lost] = (
        await cards.list(scope, { limit: 1, page: 1, sort: 'number', order: 'desc', statusIn: ['active'] })
      ).items;
      if (lost) await cards.replace(scope, lost.id, { reason: 'lost' });
      const unwanted = await cards.orders.place(
        scope,
        fleetPlaceCardOrderBody.parse({ cardType: 'UNIVERSAL', quantity: 1, products: ['EURO_REGULAR'] }),
      );
      await cards.orders.cancel(scope, unwanted.order.id);
      await cards.orders.place(
        scope,
        fleetPlaceCardOrderBody.parse({ cardType: 'UNIVERSAL', quantity: 2, products: ['GAS'] }),
      );
      const rejected = await cards.orders.place(
        scope,
        fleetPlaceCardOrderBody.parse({
          cardType: 'IDENTIFIED',
          holders: [{ driverName: 'Giorgi Maisuradze' }],
          limits: [{ period: 'onetime', unit: 'GEL', amount: 150 }],
          products: ['EURO_REGULAR'],
        }),
      );
      await orders.backOffice.move(projectId, adminId, rejected.order.id, {
        status: 'REJECTED',
        reason: 'The driver is not on the company’s list',
      });
      await backdateCardOrders(scope.companyId, clock);
      // The history's notices are old news: the demo starts with nothing unseen.
      await orders.writePendingNotices();
      await notifications.markAllSeen(scope.userId);
      return { orders: placed + 1, cardOrders: lost ? 6 : 5, universalOrder: universal };
    },
  };
}
