import { describe, expect, it } from 'vitest';
import { Transport } from '../transport';
import { AdminItemsService } from './admin-items';
import { AdminOrdersService } from './admin-orders';
import { AdminProfilesService } from './admin-profiles';
import { ItemsService } from './items';

/** A transport whose fetch records each request and answers an empty page. */
function recorder() {
  const requests: { method: string; url: URL; body?: unknown }[] = [];
  const transport = new Transport({
    url: 'http://shop.test',
    fetch: async (input, init) => {
      requests.push({
        method: init.method ?? 'GET',
        url: new URL(input),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify({ items: [], total: 0, page: 1, limit: 20 }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { transport, requests, last: () => requests.at(-1)! };
}

const projectId = '7d3f1c1e-6f57-4b57-9c55-1a2b3c4d5e6f';
const users = ['0b9c5c8e-1111-4111-8111-111111111111', '0b9c5c8e-2222-4222-8222-222222222222'];

describe('admin search filters on the wire', () => {
  it('comma-joins the item search lists and keeps the other filters as text', async () => {
    const { transport, last } = recorder();
    await new AdminItemsService(transport, projectId).search({
      query: 'g-force super',
      typeIn: ['fuel', 'card'],
      statusIn: ['active', 'draft'],
      interestsIn: ['petrol'],
      inUserIds: users,
      notInUserIds: [users[0]!],
      minPrice: 100,
      maxPrice: 400,
      sort: 'price',
      order: 'desc',
      limit: 50,
      page: 2,
      lang: 'ka',
    });
    const { url, method } = last();
    expect(method).toBe('GET');
    expect(url.pathname).toBe(`/api/v2/project/${projectId}/ecommerce/item/search`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'g-force super',
      typeIn: 'fuel,card',
      statusIn: 'active,draft',
      interestsIn: 'petrol',
      inUserIds: users.join(','),
      notInUserIds: users[0],
      minPrice: '100',
      maxPrice: '400',
      sort: 'price',
      order: 'desc',
      limit: '50',
      page: '2',
      lang: 'ka',
    });
  });

  it('leaves empty lists and unset filters out entirely', async () => {
    const { transport, last } = recorder();
    await new AdminItemsService(transport, projectId).search({
      typeIn: [],
      statusIn: [],
      interestsIn: [],
      inUserIds: [],
      notInUserIds: undefined,
    });
    expect(last().url.search).toBe('');
    await new AdminItemsService(transport, projectId).search();
    expect(last().url.search).toBe('');
  });

  it('serializes the order and profile searches the same way', async () => {
    const { transport, last } = recorder();
    await new AdminOrdersService(transport, projectId).search({
      statusIn: ['PENDING', 'CONFIRMED'],
      inUserIds: users,
      notInUserIds: [],
    });
    expect(last().url.pathname).toBe(`/api/v2/project/${projectId}/ecommerce/order/search`);
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      statusIn: 'PENDING,CONFIRMED',
      inUserIds: users.join(','),
    });

    await new AdminProfilesService(transport, projectId).search({
      interestsIn: ['diesel', 'trucks'],
      notInUserIds: users,
      inUserIds: [],
      sort: 'name',
    });
    expect(last().url.pathname).toBe(`/api/v2/project/${projectId}/ecommerce/profile/search`);
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      interestsIn: 'diesel,trucks',
      notInUserIds: users.join(','),
      sort: 'name',
    });
  });

  it('lets the caller’s options.query win over a filter', async () => {
    const { transport, last } = recorder();
    await new AdminOrdersService(transport, projectId).search({ limit: 5 }, { query: { limit: 7 } });
    expect(last().url.searchParams.get('limit')).toBe('7');
  });
});

describe('the project’s item search', () => {
  it('sends its filters as a JSON body (lists stay arrays) and lang in the query string', async () => {
    const { transport, last } = recorder();
    await new ItemsService(transport).search({ typeIn: ['fuel'], interestsIn: [], limit: 10, lang: 'ka' });
    expect(last()).toMatchObject({ method: 'POST', body: { typeIn: ['fuel'], interestsIn: [], limit: 10 } });
    expect(last().url.pathname).toBe('/api/v2/ecommerce/item/search');
    expect(last().url.search).toBe('?lang=ka');
  });
});
