import { eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { uniqueViolation } from '../../../core/database/errors';
import { Conflict, ValidationFailed } from '../../../core/errors';
import { addDays } from '../../intranet/calendar';
import { issueCards } from '../cards/issue';
import { cardNumbersFor } from '../cards/numbers';
import type { OrderLists } from './list';
import type { MoveOptions, Mover, OrderMoves } from './moves';
import type { OrderPayment } from './payment';
import { ORDER_RULES } from './rules';
import type {
  FleetBackOfficeOrderQuery,
  FleetMoveOrderBody,
  FleetOrderDetail,
  FleetOrderPage,
} from './schemas';
import { fleetOrders } from './tables';
import { detailOf, findOrder, type OrderRow } from './view';
import { businessDateOf, endOfBusinessDay } from './working-days';

/**
 * The retailer's side (its staff are the project's admins): every company's orders of the project, the
 * moves that make them progress, and the acceptance of payment documents.
 */
export function createOrderBackOffice({
  db,
  moves,
  payment,
  lists,
}: {
  db: Database;
  moves: OrderMoves;
  payment: OrderPayment;
  lists: OrderLists;
}) {
  const ofProject = (projectId: string) => eq(fleetOrders.projectId, projectId);
  const detail = async (projectId: string, id: string) =>
    detailOf(db, await findOrder(db, id, ofProject(projectId)));

  /** What a move sets besides the status, and the cards an ISSUED card order makes. */
  async function optionsFor(order: OrderRow, body: FleetMoveOrderBody): Promise<MoveOptions> {
    switch (body.status) {
      case 'READY':
        return {
          note: body.note,
          set: {
            deadlineAt:
              order.kind === 'coupons'
                ? endOfBusinessDay(addDays(businessDateOf(new Date()), ORDER_RULES.couponCollectionDays))
                : null,
          },
        };
      case 'ISSUED': {
        if (order.kind !== 'card') {
          if (body.cardNumbers?.length) {
            throw new ValidationFailed('Only card orders take card numbers', [
              {
                path: 'cardNumbers',
                rule: 'card_orders_only',
                message: 'Only card orders take card numbers',
              },
            ]);
          }
          return { note: body.note, set: { deadlineAt: null } };
        }
        const numbers = await cardNumbersFor(db, order.cardRequest!.holders.length, body.cardNumbers);
        return {
          note: body.note,
          set: { deadlineAt: null },
          alongside: async (tx, moved) => void (await issueCards(tx, moved, numbers)),
        };
      }
      case 'REJECTED':
        return { set: { rejectReason: body.reason, deadlineAt: null } };
      default:
        return { note: body.note };
    }
  }

  return {
    list: (projectId: string, query: FleetBackOfficeOrderQuery): Promise<FleetOrderPage> =>
      lists.list({ projectId }, query),

    get: detail,

    /**
     * Moves an order along the transition table as the retailer; issuing a card order makes its cards.
     *
     * @throws NotFound 404; InvalidTransition / Conflict 409 (see OrderMoves.move); Conflict 409
     *   `CARD_NUMBER_TAKEN`; ValidationFailed 400 on `cardNumbers`.
     */
    async move(
      projectId: string,
      adminId: string,
      id: string,
      body: FleetMoveOrderBody,
    ): Promise<FleetOrderDetail> {
      const { order } = await findOrder(db, id, ofProject(projectId));
      const mover: Mover = { kind: 'retailer', id: adminId, userId: null };
      try {
        await moves.move(order, body.status, mover, await optionsFor(order, body));
      } catch (error) {
        if (uniqueViolation(error) !== 'cards_number_unique') throw error;
        throw new Conflict('A card has one of these numbers already', undefined, 'CARD_NUMBER_TAKEN');
      }
      return detail(projectId, id);
    },

    /** @throws NotFound 404; Conflict 409 `NOT_CONFIRMED_BY_COMPANY`, `ORDER_CLOSED`. */
    async acceptPayment(projectId: string, adminId: string, id: string): Promise<FleetOrderDetail> {
      const { order } = await findOrder(db, id, ofProject(projectId));
      await payment.accept(order, adminId);
      return detail(projectId, id);
    },
  };
}

export type OrderBackOffice = ReturnType<typeof createOrderBackOffice>;
