// The reference a search is measured against: bare Fastify and node-postgres running given SQL, with no
// authentication, validation or serialization schema (the rows go out as node-postgres returns them).
import Fastify from 'fastify';
import pg from 'pg';

export type BareQuery = { sql: string; params: unknown[] };

/** For every page, the queries one answer runs (in parallel, as the service does). */
export type BareRoute = { path: string; pages: BareQuery[][] };

export async function startBareServer(databaseUrl: string, routes: BareRoute[], maxConnections: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  const app = Fastify({ logger: false });
  for (const route of routes) {
    app.get<{ Querystring: { page?: string } }>(route.path, async (request) => {
      const queries = route.pages[(Number(request.query.page) || 1) - 1] ?? route.pages[0]!;
      const [list, count] = await Promise.all(queries.map((query) => pool.query(query.sql, query.params)));
      const total = count ? Number(Object.values(count.rows[0] ?? {})[0] ?? 0) : undefined;
      return { items: list!.rows, ...(total === undefined ? {} : { total }) };
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
