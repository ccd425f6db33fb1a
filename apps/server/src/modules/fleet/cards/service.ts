import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict, NotFound, ValidationFailed } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { emitWebhookEvent } from '../../webhooks/emit';
import { cardLimits, cards, vehicles } from '../asset-tables';
import { recordAudit } from '../audit';
import type { NewOrder } from '../orders/placement';
import type { FleetCardLimitUse, FleetOrderDetail, FleetOrderListQuery } from '../orders/schemas';
import type { FleetOrdersService } from '../orders/service';
import type { StoredCardRequest } from '../orders/tables';
import { cardSku, type PriceList } from '../prices';
import { type CardStatus, LIMIT_PERIODS } from '../vocabulary';
import type { CardRow } from './issue';
import { shownLimits, storedLimits, storedSchedule } from './limits';
import { listCardRows } from './list';
import type {
  FleetCard,
  FleetCardListQuery,
  FleetCardPage,
  FleetCardSettingsBody,
  FleetPlaceCardOrderBody,
  FleetReplaceCardBody,
  FleetReplacedCard,
} from './schemas';
import { type LimitUsageRow, limitsWithUsage, shownUse } from './usage';

const CARD_ONLY = ['card'] as const;

/** A card's limits with their use, shortest window first; no limit rows read as one `unlimited`. */
const limitsOf = (rows: LimitUsageRow[]): FleetCardLimitUse[] =>
  rows.length
    ? rows.sort((a, b) => LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period)).map(shownUse)
    : [{ ...shownLimits([])[0]!, used: null, remaining: null }];

/**
 * Card orders (orders of kind `card`, through the orders' placement and moves) and the company's issued
 * cards: block and unblock at once, limits, products and schedule, closing, replacing a lost card.
 * Every change is audited in its own transaction.
 */
export function createFleetCardsService({
  db,
  orders,
  prices,
}: {
  db: Database;
  orders: FleetOrdersService;
  prices: PriceList;
}) {
  const actor = (scope: CompanyScope) => ({ companyId: scope.companyId, userId: scope.userId });

  async function views(rows: CardRow[]): Promise<FleetCard[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const vehicleIds = rows.flatMap((row) => (row.vehicleId ? [row.vehicleId] : []));
    const [limits, plates] = await Promise.all([
      limitsWithUsage(db, ids, new Date()),
      vehicleIds.length
        ? db
            .select({ id: vehicles.id, registrationNumber: vehicles.registrationNumber })
            .from(vehicles)
            .where(inArray(vehicles.id, vehicleIds))
        : [],
    ]);
    const plateOf = new Map(plates.map((plate) => [plate.id, plate.registrationNumber]));
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      type: row.type,
      status: row.status,
      vehicleId: row.vehicleId,
      vehicleRegistrationNumber: row.vehicleId ? (plateOf.get(row.vehicleId) ?? null) : null,
      driverName: row.driverName,
      limits: limitsOf(limits.filter((limit) => limit.cardId === row.id)),
      products: row.allowedProducts,
      schedule: {
        fromMinute: row.allowedFromMinute,
        toMinute: row.allowedToMinute,
        weekdays: row.allowedWeekdays,
      },
      orderId: row.orderId,
      replacesCardId: row.replacesCardId,
      closedAt: row.closedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }));
  }

  async function findCard(scope: CompanyScope, id: string, tx: Database = db): Promise<CardRow> {
    const [row] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.id, id), eq(cards.companyId, scope.companyId)));
    if (!row) throw new NotFound('Card');
    return row;
  }

  async function view(row: CardRow): Promise<FleetCard> {
    return (await views([row]))[0]!;
  }

  /** @throws ValidationFailed 400 on `holders.N.vehicleId` for a vehicle that is not the company's. */
  async function checkVehicles(scope: CompanyScope, holders: { vehicleId?: string | null }[]) {
    const wanted = holders.flatMap((holder) => (holder.vehicleId ? [holder.vehicleId] : []));
    if (!wanted.length) return;
    const found = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.companyId, scope.companyId), inArray(vehicles.id, wanted)));
    const known = new Set(found.map((vehicle) => vehicle.id));
    const missing = holders.flatMap((holder, index) =>
      holder.vehicleId && !known.has(holder.vehicleId)
        ? [
            {
              path: `holders.${index}.vehicleId`,
              rule: 'exists',
              message: 'No vehicle of the company has this id',
            },
          ]
        : [],
    );
    if (missing.length) throw new ValidationFailed('Unknown vehicles', missing);
  }

  /** The card order for `request`, priced at the card items' price (free in the portal's project). */
  async function cardOrder(
    scope: CompanyScope,
    request: StoredCardRequest,
    note?: string | null,
  ): Promise<NewOrder> {
    const price = (await prices(scope.projectId)).get(cardSku(request.cardType)) ?? 0;
    const names = request.holders.flatMap((holder) => (holder.driverName ? [holder.driverName] : []));
    return {
      kind: 'card',
      status: 'PENDING',
      paymentType: 'transfer',
      lines: [],
      products: request.products,
      cardRequest: request,
      totalAmount: price * request.holders.length,
      note: note ?? null,
      searchText: [request.cardType, ...names].join(' '),
    };
  }

  /** Moves the card from one status to another with a conditional update, audited. */
  async function setStatus(
    scope: CompanyScope,
    id: string,
    from: CardStatus[],
    to: CardStatus,
    action: string,
  ) {
    return db.transaction(async (tx) => {
      const before = await findCard(scope, id, tx);
      const [row] = await tx
        .update(cards)
        .set({ status: to, ...(to === 'closed' ? { closedAt: sql`now()` } : {}) })
        .where(and(eq(cards.id, id), eq(cards.companyId, scope.companyId), inArray(cards.status, from)))
        .returning();
      if (!row) {
        throw new Conflict(
          `The card is ${before.status}: it cannot be ${action}ed`,
          undefined,
          'INVALID_TRANSITION',
        );
      }
      await recordAudit(tx, actor(scope), {
        entity: 'card',
        entityId: id,
        action,
        before: { status: before.status },
        after: { status: to },
      });
      if (to === 'blocked') {
        await emitWebhookEvent(tx, {
          type: 'card.blocked',
          projectId: scope.projectId,
          companyId: scope.companyId,
          data: { cardId: id, companyId: scope.companyId, number: row.number },
        });
      }
      return row;
    });
  }

  return {
    orders: {
      /**
       * Orders UNIVERSAL cards (a quantity) or IDENTIFIED ones (one per vehicle or driver); with an
       * Idempotency-Key the same request again answers the same order.
       */
      async place(
        scope: CompanyScope,
        body: FleetPlaceCardOrderBody,
        idempotencyKey?: string,
      ): Promise<{ order: FleetOrderDetail; replayed: boolean }> {
        const holders =
          body.cardType === 'UNIVERSAL'
            ? Array.from({ length: body.quantity }, () => ({}))
            : body.holders.map((holder) => ({
                vehicleId: holder.vehicleId ?? null,
                driverName: holder.driverName ?? null,
              }));
        if (body.cardType === 'IDENTIFIED') await checkVehicles(scope, body.holders);
        const request: StoredCardRequest = {
          cardType: body.cardType,
          holders,
          limits: storedLimits(body.limits),
          products: body.products,
          schedule: storedSchedule(body.schedule),
        };
        const idempotency = idempotencyKey ? { key: idempotencyKey, request: body } : undefined;
        const { row, replayed } = await orders.placement.place(
          scope,
          await cardOrder(scope, request, body.note),
          idempotency,
        );
        return { order: await orders.get(scope, row.id, CARD_ONLY), replayed };
      },
      list: (scope: CompanyScope, query: FleetOrderListQuery) =>
        orders.list(scope, { ...query, kindIn: undefined }, CARD_ONLY),
      get: (scope: CompanyScope, id: string) => orders.get(scope, id, CARD_ONLY),
      cancel: (scope: CompanyScope, id: string) => orders.cancel(scope, id, CARD_ONLY),
    },

    async list(scope: CompanyScope, query: FleetCardListQuery): Promise<FleetCardPage> {
      const { rows, total, counts } = await listCardRows(db, scope, query);
      return { items: await views(rows), total, page: query.page, limit: query.limit, counts };
    },

    async get(scope: CompanyScope, id: string): Promise<FleetCard> {
      return view(await findCard(scope, id));
    },

    /** Blocks an active card at once. @throws Conflict 409 `INVALID_TRANSITION` for a card not active. */
    block: async (scope: CompanyScope, id: string) =>
      view(await setStatus(scope, id, ['active'], 'blocked', 'block')),
    /** @throws Conflict 409 `INVALID_TRANSITION` for a card not blocked. */
    unblock: async (scope: CompanyScope, id: string) =>
      view(await setStatus(scope, id, ['blocked'], 'active', 'unblock')),
    /** Closes a card for good (the portal's delete, after a confirmation); its number is never used again. */
    close: async (scope: CompanyScope, id: string) =>
      view(await setStatus(scope, id, ['active', 'blocked'], 'closed', 'close')),

    /**
     * Replaces the card's limits, products and schedule.
     * @throws Conflict 409 `CARD_CLOSED` for a closed card.
     */
    async updateSettings(scope: CompanyScope, id: string, body: FleetCardSettingsBody): Promise<FleetCard> {
      const row = await db.transaction(async (tx) => {
        const before = await findCard(scope, id, tx);
        const oldLimits = await tx.select().from(cardLimits).where(eq(cardLimits.cardId, id));
        const schedule = storedSchedule(body.schedule);
        const [updated] = await tx
          .update(cards)
          .set({
            allowedProducts: body.products,
            allowedFromMinute: schedule.fromMinute,
            allowedToMinute: schedule.toMinute,
            allowedWeekdays: schedule.weekdays,
          })
          .where(and(eq(cards.id, id), ne(cards.status, 'closed')))
          .returning();
        if (!updated) throw new Conflict('A closed card cannot change', undefined, 'CARD_CLOSED');
        const limits = storedLimits(body.limits);
        await tx.delete(cardLimits).where(eq(cardLimits.cardId, id));
        if (limits.length)
          await tx.insert(cardLimits).values(limits.map((limit) => ({ cardId: id, ...limit })));
        await recordAudit(tx, actor(scope), {
          entity: 'card',
          entityId: id,
          action: 'update',
          before: {
            limits: oldLimits.map(({ period, unit, amount }) => ({ period, unit, amount })),
            products: before.allowedProducts,
          },
          after: { limits, products: body.products, schedule },
        });
        await emitWebhookEvent(tx, {
          type: 'card.limits_changed',
          projectId: scope.projectId,
          companyId: scope.companyId,
          data: {
            cardId: id,
            companyId: scope.companyId,
            number: updated.number,
            limits: body.limits,
            products: body.products,
          },
        });
        return updated;
      });
      return view(row);
    },

    /**
     * A lost, stolen or damaged card: closed at once (its number never works again) and a replacement
     * ordered with the same holder, limits, products and schedule, in one transaction.
     * @throws Conflict 409 `INVALID_TRANSITION` for a closed card.
     */
    async replace(scope: CompanyScope, id: string, body: FleetReplaceCardBody): Promise<FleetReplacedCard> {
      const card = await findCard(scope, id);
      const limits = await db.select().from(cardLimits).where(eq(cardLimits.cardId, id));
      const request: StoredCardRequest = {
        cardType: card.type,
        holders: [{ vehicleId: card.vehicleId, driverName: card.driverName }],
        limits: limits.map(({ period, unit, amount }) => ({ period, unit, amount })),
        products: card.allowedProducts,
        schedule: {
          fromMinute: card.allowedFromMinute,
          toMinute: card.allowedToMinute,
          weekdays: card.allowedWeekdays,
        },
        replacesCardId: card.id,
      };
      const order = await cardOrder(scope, request, `Replaces card ${card.number} (${body.reason})`);
      const { row } = await orders.placement.place(scope, order, undefined, async (tx) => {
        const [closed] = await tx
          .update(cards)
          .set({ status: 'closed', closedAt: sql`now()` })
          .where(and(eq(cards.id, id), inArray(cards.status, ['active', 'blocked'])))
          .returning({ id: cards.id });
        if (!closed) throw new Conflict('A closed card cannot be replaced', undefined, 'INVALID_TRANSITION');
        await recordAudit(tx, actor(scope), {
          entity: 'card',
          entityId: id,
          action: 'replace',
          before: { status: card.status },
          after: { status: 'closed', reason: body.reason },
        });
      });
      return { closed: await view(await findCard(scope, id)), orderId: row.id };
    },
  };
}

export type FleetCardsService = ReturnType<typeof createFleetCardsService>;
