import type { ErrorCode } from '../../../core/error-codes';
import { ORDER_STATUSES, type OrderKind, type OrderStatus } from './rules';

// The order life cycle in one table: from each status, the statuses it may move to and who may move it.
// The service checks every move against it and makes the move with a conditional update
// (`update … where status = <from>`), recording a history row in the same transaction.
// Plain data: docs/FLEET.md prints it and the portal reads it (through the kit) to offer the moves.

/** Who moves an order: the company's user, the retailer's staff (back office), the system (jobs, payments). */
export type OrderMover = 'company' | 'retailer' | 'system';

export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly OrderMover[]>>>>
> = {
  draft: { PENDING: ['company'], CANCELLED: ['company'] },
  // A paid order (payment accepted or paid online) is confirmed by the system.
  PENDING: {
    CONFIRMED: ['retailer', 'system'],
    REJECTED: ['retailer'],
    CANCELLED: ['company'],
    expired: ['system'],
  },
  CONFIRMED: { READY: ['retailer'], REJECTED: ['retailer'], CANCELLED: ['company'], expired: ['system'] },
  READY: { ISSUED: ['retailer'], overdue: ['system'] },
  overdue: { ISSUED: ['retailer'] },
  ISSUED: { finished: ['retailer'] },
  REJECTED: {},
  CANCELLED: {},
  expired: {},
  finished: {},
};

/**
 * Conditions on a move beyond the table, with the code that refuses it (409):
 * - `PAYMENT_REQUIRED`: a fuel, coupon or wholesale order becomes READY (its limit or coupons are made)
 *   only once its payment is accepted; card orders are free (their item's price is 0).
 * - `ALREADY_PAID`: the company cannot cancel a paid order (the retailer rejects and refunds it).
 * - `NOT_EXPIRABLE` / `NOT_COUPONS`: only unpaid priced orders expire; only coupons become overdue.
 */
export type MoveGuard = { code: ErrorCode; message: string };

export function guardOf(
  order: { kind: OrderKind; paid: boolean },
  to: OrderStatus,
  by: OrderMover,
): MoveGuard | undefined {
  if (to === 'READY' && order.kind !== 'card' && !order.paid) {
    return {
      code: 'PAYMENT_REQUIRED',
      message: 'The payment must be accepted before the limit or coupons are activated',
    };
  }
  if (to === 'CANCELLED' && by === 'company' && order.paid) {
    return { code: 'ALREADY_PAID', message: 'A paid order cannot be cancelled; ask the retailer' };
  }
  if (to === 'expired' && (order.kind === 'card' || order.paid)) {
    return { code: 'NOT_EXPIRABLE', message: 'Only unpaid orders at a quoted price expire' };
  }
  if (to === 'overdue' && order.kind !== 'coupons') {
    return { code: 'NOT_COUPONS', message: 'Only coupons are collected' };
  }
  return undefined;
}

export function mayMove(from: OrderStatus, to: OrderStatus, by: OrderMover): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(by) ?? false;
}

/** Statuses with no way out. */
export const FINAL_STATUSES = ORDER_STATUSES.filter(
  (status) => Object.keys(ORDER_TRANSITIONS[status]).length === 0,
);

/** The table as Markdown (docs/FLEET.md and the OpenAPI descriptions of the move routes). */
export function describeOrderTransitions(): string {
  const rows = ORDER_STATUSES.map((from) => {
    const moves = Object.entries(ORDER_TRANSITIONS[from]).map(
      ([to, movers]) => `${to} (${(movers ?? []).join(', ')})`,
    );
    return `| ${from} | ${moves.length ? moves.join('; ') : '— (final)'} |`;
  });
  return ['| From | May move to (by) |', '|---|---|', ...rows].join('\n');
}
