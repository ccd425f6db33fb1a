import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { CompanyScope } from '../../../core/scope';
import type { FilesService } from '../../files/service';
import type { NotificationsService } from '../../notifications/service';
import { vehicles } from '../asset-tables';
import { type FleetPlaceCardOrderInput, fleetPlaceCardOrderBody } from '../cards/inputs';
import type { FleetCardsService } from '../cards/service';
import { FULL_ACCESS } from '../permissions';
import { companies, companyUsers } from '../tables';
import { type FleetPlaceOrderInput, fleetPlaceOrderBody } from './inputs';
import type { FleetMoveOrderBody } from './schemas';
import type { FleetOrdersService } from './service';
import { fleetOrders } from './tables';

// The demo company's orders: every kind in every status the copy shows, paid ones with their payment
// documents, and cards of both types with limits, one blocked and one closed (lost and replaced). Made
// through the services, so every order has its history, audit entries and notices, as if the company and
// the retailer had acted.

const FUEL: FleetPlaceOrderInput = {
  kind: 'fuel',
  lines: [
    { product: 'EURO_DIESEL', unit: 'liters', quantity: 500 },
    { product: 'G_FORCE_PREMIUM', unit: 'GEL', quantity: 300 },
  ],
};
const COUPONS: FleetPlaceOrderInput = {
  kind: 'coupons',
  lines: [
    { product: 'EURO_REGULAR', denomination: 20, quantity: 25 },
    { product: 'G_FORCE_DIESEL', denomination: 50, quantity: 10 },
  ],
};
const WHOLESALE: FleetPlaceOrderInput = {
  kind: 'wholesale',
  lines: [{ product: 'EURO_DIESEL', quantity: 8000 }],
  delivery: {
    transportationType: 'provider_tanker',
    vehicleNumber: 'TB-404-GE',
    trailerNumber: 'TR-1188',
    address: 'Rustavi, Industrial zone 14',
    deliveryDate: '2099-12-31',
    contactNumber: '+995555123456',
  },
};

/** What each demo order goes through after it is placed: payment, then the retailer's moves. */
type Path = {
  paid?: boolean;
  moves?: FleetMoveOrderBody[];
  expire?: boolean;
  draft?: boolean;
  cancel?: boolean;
};
const to = (status: 'CONFIRMED' | 'READY' | 'ISSUED' | 'finished'): FleetMoveOrderBody => ({ status });
const PATHS: Path[] = [
  { draft: true },
  {},
  { moves: [to('CONFIRMED')] },
  { paid: true },
  { paid: true, moves: [to('READY')] },
  { paid: true, moves: [to('READY'), to('ISSUED')] },
  { paid: true, moves: [to('READY'), to('ISSUED'), to('finished')] },
  { moves: [{ status: 'REJECTED', reason: 'The requested delivery day is fully booked' }] },
  { cancel: true },
  { expire: true },
];

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

  async function follow(scope: CompanyScope, adminId: string, body: FleetPlaceOrderInput, path: Path) {
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
    return order.id;
  }

  async function issueCards(scope: CompanyScope, adminId: string, body: FleetPlaceCardOrderInput) {
    const { order } = await cards.orders.place(scope, fleetPlaceCardOrderBody.parse(body));
    for (const status of ['CONFIRMED', 'READY', 'ISSUED'] as const) {
      await orders.backOffice.move(scope.projectId, adminId, order.id, { status });
    }
    return order.id;
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
      let placed = 0;
      for (const body of [FUEL, COUPONS, WHOLESALE]) {
        for (const path of PATHS) {
          await follow(scope, adminId, body, path);
          placed += 1;
        }
      }
      // Ready coupons not collected in time, and the expired ones above: the job moves them.
      await follow(scope, adminId, COUPONS, { paid: true, moves: [to('READY')], expire: true });
      await orders.expiry.expireDue();

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
      // The history's notices are old news: the demo starts with nothing unseen.
      await orders.writePendingNotices();
      await notifications.markAllSeen(scope.userId);
      return { orders: placed + 1, cardOrders: lost ? 6 : 5, universalOrder: universal };
    },
  };
}
