import { ORDER_STATUSES, type OrderStatus } from './tables';

/**
 * The order life cycle: the statuses each status may move to. An admin of the project makes every move;
 * the buyer may only cancel a PENDING order ({@link BUYER_TRANSITIONS}). Any other move is refused with
 * 409 INVALID_TRANSITION.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['CONFIRMED', 'REJECTED', 'CANCELLED'],
  CONFIRMED: ['READY', 'CANCELLED'],
  READY: ['ISSUED'],
  ISSUED: [],
  REJECTED: [],
  CANCELLED: [],
};

/** The moves the buyer may make on their own order. */
export const BUYER_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  PENDING: ['CANCELLED'],
};

export function canMove(from: OrderStatus, to: OrderStatus, by: 'admin' | 'user'): boolean {
  const table = by === 'admin' ? ORDER_TRANSITIONS : BUYER_TRANSITIONS;
  return table[from]?.includes(to) ?? false;
}

/** The transition table as Markdown, for the routes' OpenAPI descriptions. */
export function describeTransitions(): string {
  const rows = ORDER_STATUSES.map((from) => {
    const to = ORDER_TRANSITIONS[from];
    return `| ${from} | ${to.length ? to.join(', ') : '— (final)'} |`;
  });
  return [
    'Order statuses move only along this table (admins of the project); the buyer may only cancel',
    'their own PENDING order. Any other move: 409 INVALID_TRANSITION. Two concurrent moves of one order',
    'cannot both win: the loser gets 409 INVALID_TRANSITION too. Every move is recorded in `statusChanges`.',
    '',
    '| From | May move to |',
    '|---|---|',
    ...rows,
  ].join('\n');
}
