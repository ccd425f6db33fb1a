// GET /api/v2/project/self with the public key: what every kit client loads before its first call.
// Compared in the same run with bare Fastify answering the same JSON from memory (the machine's ceiling
// for this answer), so the ratio holds however loaded the machine is.

import { inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { admins } from '../src/modules/auth/tables';
import { projects } from '../src/modules/projects/tables';
import { createServices } from '../src/services';
import { type BenchContext, type LoadResult, loadAverage } from './support';

const CONNECTIONS = 32;
const DURATION_SECONDS = 10;
const GOAL = 5_000;

export default async function run(context: BenchContext) {
  const server = await context.startServer();
  const services = createServices(server.database, context.config);
  const tag = crypto.randomUUID().slice(0, 8);
  const admin = await services.auth.createAdmin({
    email: `bench-${tag}@example.com`,
    password: 'Bench-password-1',
    name: 'Bench',
  });
  const project = await services.projects.create({
    name: `Bench ${tag}`,
    languages: ['en', 'ka'],
    ownerAdminId: admin.id,
  });
  const path = '/api/v2/project/self';
  const headers = { 'x-project-key': project.api_key };
  const answer = await (await fetch(`${server.url}${path}`, { headers })).text();
  const bare = Fastify({ logger: false });
  bare.get(path, (_request, reply) => reply.type('application/json').send(answer));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  try {
    const results: LoadResult[] = [];
    for (const [name, url] of [
      ['bare Fastify, the same JSON from memory', bareUrl],
      ['server: project self (public key)', server.url],
    ] as const) {
      const load = {
        name,
        url,
        requests: [{ method: 'GET' as const, path }],
        headers,
        connections: CONNECTIONS,
      };
      await context.load({ ...load, durationSeconds: 2 });
      results.push(await context.load({ ...load, durationSeconds: DURATION_SECONDS }));
    }
    context.report(results, `${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    const [reference, ours] = results as [LoadResult, LoadResult];
    console.info(
      `\nserver / bare: ${(ours.requestsPerSecond / reference.requestsPerSecond).toFixed(2)}×; server ${ours.requestsPerSecond.toFixed(0)} requests/s (goal ≥ ${GOAL.toLocaleString('en')}) ${ours.requestsPerSecond >= GOAL ? 'met' : 'NOT met'} at load ${loadAverage().toFixed(2)}`,
    );
  } finally {
    await bare.close();
    await server.database.db.delete(projects).where(inArray(projects.id, [project.id]));
    await server.database.db.delete(admins).where(inArray(admins.id, [admin.id]));
    await server.close();
  }
}
