import { describe, expect, it } from 'vitest';
import { pagerNumbers } from './pager-numbers';

describe('pagerNumbers', () => {
  it('shows a capped total as at least that many, grouped in the user’s language', () => {
    const capped = { page: 3, limit: 20, total: 10_000, capped: true };
    expect(pagerNumbers({ ...capped, locale: 'en' })).toMatchObject({
      first: '41',
      last: '60',
      total: '10,000+',
      pages: '500+',
      pageCount: 500,
    });
    // Georgian groups thousands with a (no-break) space.
    const ka = pagerNumbers({ ...capped, locale: 'ka' });
    expect(ka.total).toMatch(/^10\s000\+$/);
    expect(ka.total).toBe(`${new Intl.NumberFormat('ka').format(10_000)}+`);
  });

  it('shows an exact total without the plus, and the last page’s real last row', () => {
    expect(pagerNumbers({ page: 7, limit: 20, total: 135, locale: 'en' })).toMatchObject({
      first: '121',
      last: '135',
      total: '135',
      pages: '7',
      pageCount: 7,
    });
    expect(pagerNumbers({ page: 1, limit: 20, total: 12_345, locale: 'en' }).total).toBe('12,345');
  });
});
