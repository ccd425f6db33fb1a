import { randomUUID } from 'node:crypto';
import type { ProjectFixture } from '../../test/fixtures';
import { http, type Json } from '../../test/http';
import type { TestServer } from '../../test/server';

/** Helpers of the commerce tests: more end users, items and orders through the real routes. */
export function commerceApi(server: TestServer, fixture: ProjectFixture) {
  const api = http(server.url);
  const base = `/api/v2/project/${fixture.project.id}/ecommerce`;
  return {
    api,
    base,
    /** Signs up another end user of the fixture's project; returns their id and header set. */
    async signup(profile: { firstName?: string; lastName?: string } = {}) {
      const email = `user-${randomUUID().slice(0, 8)}@example.com`;
      const response = await api.post(
        '/api/v2/auth/signup',
        { email, password: 'User-password-1', ...profile },
        fixture.headers.public,
      );
      if (response.status !== 201) throw new Error(`signup failed: ${JSON.stringify(response.body)}`);
      return {
        id: response.body.user.id as string,
        email,
        headers: {
          'x-session-id': response.body.sessionId as string,
          'x-project-key': fixture.project.apiKey,
        },
      };
    },
    /** Creates an item as the admin (active, 10.00 GEL per liter unless told otherwise). */
    async item(body: Json = {}): Promise<Json> {
      const response = await api.post(
        `${base}/item`,
        {
          type: 'fuel',
          status: 'active',
          title: { en: `Item ${randomUUID().slice(0, 6)}` },
          price: { amount: 1000 },
          unit: 'liter',
          ...body,
        },
        fixture.headers.admin,
      );
      if (response.status !== 201) throw new Error(`item failed: ${JSON.stringify(response.body)}`);
      return response.body;
    },
    /** Creates an order as the given user (the fixture's user by default). */
    async order(
      lines: { itemId: string; quantity: number }[],
      headers = fixture.headers.user,
    ): Promise<Json> {
      const response = await api.post('/api/v2/ecommerce/order/create', { lines }, headers);
      if (response.status !== 201) throw new Error(`order failed: ${JSON.stringify(response.body)}`);
      return response.body;
    },
  };
}
