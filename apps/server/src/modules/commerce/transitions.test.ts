import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './tables';
import { canMove, describeTransitions, ORDER_TRANSITIONS } from './transitions';

const allowed = new Set([
  'PENDING→CONFIRMED',
  'PENDING→REJECTED',
  'PENDING→CANCELLED',
  'CONFIRMED→READY',
  'CONFIRMED→CANCELLED',
  'READY→ISSUED',
]);

describe('order transitions', () => {
  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))(
    'an admin may move %s → %s only if the table says so',
    (from, to) => {
      expect(canMove(from, to, 'admin')).toBe(allowed.has(`${from}→${to}`));
    },
  );

  it('lets the buyer only cancel a PENDING order', () => {
    const moves = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMove(from, to, 'user')).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual(['PENDING→CANCELLED']);
  });

  it('has final statuses with no way out and lists every status in the OpenAPI description', () => {
    expect(ORDER_TRANSITIONS.ISSUED).toEqual([]);
    expect(ORDER_TRANSITIONS.REJECTED).toEqual([]);
    expect(ORDER_TRANSITIONS.CANCELLED).toEqual([]);
    const text = describeTransitions();
    for (const status of ORDER_STATUSES) expect(text).toContain(`| ${status} |`);
    expect(text).toContain('| PENDING | CONFIRMED, REJECTED, CANCELLED |');
  });
});
