import { describe, expect, it, vi } from 'vitest';
import { bindTable } from './table-binding';

const params = { page: 3, q: 'volvo', sort: { id: 'name', desc: true }, filters: { status: 'active' } };

describe('bindTable', () => {
  it('hands the list’s page, its capped total and the address’s page and sort to the table', () => {
    const refetch = vi.fn();
    const update = vi.fn();
    const list = {
      data: { items: [{ id: 'a' }, { id: 'b' }], total: 10_000, totalCapped: true },
      status: 'success' as const,
      isFetching: true,
      isPending: false,
      refetch,
    };
    const table = bindTable(params, update, list as never, 20);
    expect(table).toMatchObject({
      rows: [{ id: 'a' }, { id: 'b' }],
      total: 10_000,
      totalCapped: true,
      page: 3,
      limit: 20,
      sort: { id: 'name', desc: true },
      status: 'success',
      // A new page or sort is on its way: the rows shown are the previous ones.
      fetching: true,
    });
    table.onPageChange(4);
    table.onSortChange(null);
    table.onRetry?.();
    expect(update.mock.calls).toEqual([[{ page: 4 }], [{ sort: null }]]);
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows nothing and a zero total while the first page loads, without calling it a refetch', () => {
    const list = {
      data: undefined,
      status: 'pending' as const,
      isFetching: true,
      isPending: true,
      refetch: vi.fn(),
    };
    expect(bindTable(params, vi.fn(), list as never, 20)).toMatchObject({
      rows: undefined,
      total: 0,
      totalCapped: undefined,
      status: 'pending',
      fetching: false,
    });
  });
});
