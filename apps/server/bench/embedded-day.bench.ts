// One company's day on the embedded database (`npm start` without DATABASE_URL: PGlite on disk, one
// query at a time): 8 users at once on the demo data, then the admin's item search over 100,000 items.
// Run it without DATABASE_URL; with it, the same scenarios run on that PostgreSQL for comparison.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoData } from '../src/seed';
import demo from '../src/seed/demo-accounts.json';
import { createServices } from '../src/services';
import { seedCatalogue } from './item-catalogue';
import { type BenchContext, type LoadResult, loadAverage } from './support';

const USERS = 8;
const DURATION_SECONDS = 10;
const ITEMS = 100_000;
const GOAL_P99_MS = 200;

export default async function run(context: BenchContext) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-day-'));
  const server = await context.startServer({ pgliteDir: context.config.databaseUrl ? undefined : dataDir });
  const services = createServices(server.database, context.config);
  try {
    await seedDemoData(services, server.app.log);
    const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { sessionId: string; user: { id: string } };
    };
    const key = { 'x-project-key': demo.portalProject.apiKey };
    const user = await post(
      '/api/v2/auth/login',
      { email: demo.portalUser.email, password: demo.portalUser.password },
      key,
    );
    const admin = await post('/api/v1/auth/login', {
      email: demo.admin.email,
      password: demo.admin.password,
    });
    const session = { 'x-session-id': user.sessionId };
    const asAdmin = { 'x-session-id': admin.sessionId };
    const self = await fetch(`${server.url}/api/v2/project/self`, { headers: key });
    const projectId = ((await self.json()) as { id: string }).id;
    const json = { 'content-type': 'application/json' };
    const cms = `/api/v2/project/${projectId}/cms`;

    // What a dashboard page asks for on the company user's behalf (its frame: the membership, the
    // notifications icon, the project; the products list), in turn on each of the 8 connections.
    const dashboard = [
      { method: 'GET' as const, path: '/api/v2/fleet/me', headers: session },
      { method: 'GET' as const, path: '/api/v2/notification?limit=1', headers: session },
      { method: 'GET' as const, path: '/api/v2/auth/self', headers: session },
      { method: 'GET' as const, path: '/api/v2/project/self' },
      {
        method: 'POST' as const,
        path: '/api/v2/ecommerce/item/search',
        headers: { ...session, ...json },
        body: JSON.stringify({ typeIn: ['fuel'] }),
      },
      { method: 'GET' as const, path: `${cms}/news?limit=10&lang=ka` },
    ];
    const adminSearch = (query: string) =>
      Array.from({ length: 5 }, (_, index) => ({
        method: 'GET' as const,
        path: `/api/v2/project/${projectId}/ecommerce/item/search?${query}&page=${index + 1}`,
      }));
    for (const request of dashboard) {
      const answer = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: { ...key, ...request.headers },
        body: request.body,
      });
      if (!answer.ok)
        throw new Error(`${request.method} ${request.path}: ${answer.status} ${await answer.text()}`);
    }

    const results: LoadResult[] = [];
    type Requests = Parameters<BenchContext['load']>[0]['requests'];
    const measure = async (name: string, requests: Requests, headers: Record<string, string>) => {
      const load = { name, url: server.url, requests, headers, connections: USERS };
      await context.load({ ...load, durationSeconds: 2 });
      results.push(await context.load({ ...load, durationSeconds: DURATION_SECONDS }));
    };
    await measure('dashboard calls, demo data', dashboard, key);
    await measure('admin item search, demo catalogue', adminSearch('typeIn=fuel&limit=20'), asAdmin);

    const started = performance.now();
    const big = await services.projects.create({
      name: 'Catalogue',
      languages: ['en', 'ka'],
      ownerAdminId: admin.user.id,
    });
    await seedCatalogue(server.database, services, [big.id], ITEMS);
    console.info(
      `seeded ${ITEMS.toLocaleString('en')} items in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${loadAverage().toFixed(2)})`,
    );
    const filter = 'typeIn=fuel,lubricant&statusIn=active&interestsIn=diesel&limit=20';
    const bigSearch = (query: string) =>
      Array.from({ length: 5 }, (_, index) => ({
        method: 'GET' as const,
        path: `/api/v2/project/${big.id}/ecommerce/item/search?${query}&page=${index + 1}`,
      }));
    await measure(
      `admin item search, ${ITEMS.toLocaleString('en')} items, with total`,
      bigSearch(filter),
      asAdmin,
    );
    await measure(
      `admin item search, ${ITEMS.toLocaleString('en')} items, skipTotal`,
      bigSearch(`${filter}&skipTotal=true`),
      asAdmin,
    );
    await measure(
      `admin item search, ${ITEMS.toLocaleString('en')} items, + text query`,
      bigSearch(`${filter}&query=turbo%20eco`),
      asAdmin,
    );

    context.report(
      results,
      `${context.config.databaseUrl ? 'not embedded' : 'on disk, as npm start'}, ${USERS} connections, ${DURATION_SECONDS} s each`,
    );
    for (const result of results) {
      console.info(
        `${result.name}: p99 ${result.p99} ms (goal < ${GOAL_P99_MS}) ${result.p99 < GOAL_P99_MS ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
