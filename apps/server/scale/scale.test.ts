import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseTools, purchaseTools } from '../src/modules/fleet/purchases-test-support';
import { createProjectFixture, type ProjectFixture } from '../src/test/fixtures';
import { http, type Json } from '../src/test/http';
import { redisBinary } from '../src/test/redis';
import { auditDecisions } from './support/books';
import { backOffice, managerHeaders, portalSignIn } from './support/demo';
import { type Deployment, startDeployment } from './support/deployment';
import { checkJobsRunOnce } from './support/jobs';
import { createLoad, probeReadiness, type TerminalSpec } from './support/terminals';

// The product as a retailer runs it (docs/deploy): two server instances from apps/server/dist on one
// PostgreSQL database and one Redis, each with its own data folder as two machines would have, two
// portals (one per server) sharing NEXTAUTH_SECRET, and Debian's nginx in front of the servers with the
// example configuration when it is installed. Run alone: see apps/server/scale/vitest.config.mts.

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('scale-out test: skipped, TEST_DATABASE_URL names no PostgreSQL server');

let deployment: Deployment;
let fixture: ProjectFixture;
let tools: PurchaseTools;
const sockets: Socket[] = [];
const figures: Record<string, number | string> = {};

async function connected(url: string, auth: Record<string, unknown>, transports = ['websocket']) {
  const socket = io(url, { auth, transports, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
const next = (socket: Socket, event: string) => new Promise<Json>((resolve) => socket.once(event, resolve));

describe.skipIf(!postgresUrl || !redisBinary)('two server instances and two portals', () => {
  beforeAll(async () => {
    deployment = await startDeployment({ postgresUrl: postgresUrl! });
    const target = { url: deployment.serverA.url, database: deployment.database, config: deployment.config };
    fixture = await createProjectFixture(target);
    tools = await purchaseTools(target, fixture);
    figures.nginx = deployment.nginx ? 'in front of both servers' : 'not installed: servers only';
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    console.info(
      `\nScale-out figures:\n${Object.entries(figures)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
    );
    await deployment?.stop();
  }, 60_000);

  it('carries chat between instances: a message sent through A reaches a user connected to B', async () => {
    const { serverA, serverB, nginx } = deployment;
    const user = await connected(serverB.url, {
      token: fixture.user.sessionId,
      projectKey: fixture.project.apiKey,
    });
    const admin = await connected(serverA.url, { token: fixture.admin.sessionId });
    const atAdmin = next(admin, 'chat:message');
    const question = await user.emitWithAck('chat:send', { to: 'support', body: 'Sent through B' });
    expect(question.ok).toBe(true);
    expect(await atAdmin).toMatchObject({ id: question.message.id });

    // Through nginx too: socket.io's long polling first, then the websocket upgrade (sticky upstream).
    const viaNginx = nginx
      ? await connected(nginx.url, { token: fixture.user.sessionId, projectKey: fixture.project.apiKey }, [
          'polling',
          'websocket',
        ])
      : undefined;
    const atUser = [user, ...(viaNginx ? [viaNginx] : [])].map((socket) => next(socket, 'chat:message'));
    const answer = await admin.emitWithAck('chat:send', {
      conversationId: question.conversation.id,
      body: 'Sent through A',
    });
    for (const received of await Promise.all(atUser))
      expect(received).toMatchObject({ id: answer.message.id });
  });

  it('serves a payment document uploaded through A from B, byte for byte', async () => {
    const { serverA, serverB, nginx } = deployment;
    const manager = await managerHeaders(serverA.url);
    const order = await http(serverA.url).post('/api/v2/fleet/orders', fuelOrder, manager);
    expect(order.status).toBe(201);
    const bytes = Buffer.from(
      `%PDF-1.7\n% scale-out ${order.body.id}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`,
    );
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'payment.pdf');
    const uploaded = await http(serverA.url).post('/api/v2/file/upload', form, manager);
    expect(uploaded.status).toBe(201);
    const attached = await http(serverA.url).post(
      `/api/v2/fleet/orders/${order.body.id}/documents`,
      { fileId: uploaded.body.id },
      manager,
    );
    expect(attached.status).toBe(201);

    const seen = await http(serverB.url).get(`/api/v2/fleet/orders/${order.body.id}`, manager);
    const { pathname } = new URL(seen.body.documents[0].url);
    for (const base of [serverB.url, ...(nginx ? [nginx.url] : [])]) {
      const download = await fetch(`${base}${pathname}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const part = await fetch(`${serverB.url}${pathname}`, { headers: { range: 'bytes=5-14' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(5, 15))).toBe(true);
  });

  it('moves through B an order placed through A, seen on portal B with portal A’s session', async () => {
    const { serverA, serverB, portalA, portalB } = deployment;
    const placed = await http(serverA.url).post(
      '/api/v2/fleet/orders',
      fuelOrder,
      await managerHeaders(serverA.url),
    );
    expect(placed.status).toBe(201);
    const office = await backOffice(serverB.url);
    const moved = await http(serverB.url).post(
      `/api/v2/project/${office.projectId}/fleet/orders/${placed.body.id}/status`,
      { status: 'CONFIRMED' },
      office.headers,
    );
    expect([moved.status, moved.body.status]).toEqual([200, 'CONFIRMED']);

    const cookie = await portalSignIn(portalA.url);
    const session: Json = await (
      await fetch(`${portalB.url}/api/auth/session`, { headers: { cookie } })
    ).json();
    expect(session.user.email).toBe('manager@demo.ge');
    // What portal B's pages and its browser code do with that session: ask server B as the manager.
    const seen = await http(serverB.url).get(`/api/v2/fleet/orders/${placed.body.id}`, {
      'x-session-id': session.sessionId,
      'x-project-key': 'pk_demo_business_portal',
    });
    expect(seen.body.status).toBe('CONFIRMED');
    const page = (headers: Record<string, string>) =>
      fetch(`${portalB.url}/dashboard/fuel-request/order-history`, { headers, redirect: 'manual' });
    expect((await page({ cookie })).status).toBe(200);
    expect((await page({})).status).toBe(307);
  });

  it('runs the order expiry job and the outbox once per due item with both instances running them', async () => {
    const result = await checkJobsRunOnce(deployment, fixture, { orders: 20, emails: 30 });
    Object.assign(figures, result.figures);
    expect(result.expiredTwice).toEqual([]);
    expect(result.notExpired).toEqual([]);
    expect(result.mailboxTotal).toBe(result.deliveries);
    expect(result.inBothMailboxes).toEqual([]);
    expect(result.claimedTwice).toEqual([]);
  });

  it('loses no acknowledged decision when A is killed (SIGKILL) mid-load', { timeout: 240_000 }, async () => {
    const { serverA, serverB, nginx, database } = deployment;
    const company = await tools.company();
    const cards = [
      ...(await Promise.all([1, 2, 3, 4].map(() => tools.card(company.id)))),
      await tools.card(company.id, { limits: [{ period: 'daily', unit: 'ml', amount: 300_000 }] }),
    ];
    let turn = 0;
    const load = createLoad({
      headers: fixture.headers.private,
      cardNumber: () => cards[turn++ % cards.length]!.number,
    });
    const direct = (index: number, first: string, second: string): TerminalSpec => ({
      terminalId: `SCALE-KILL-${index}`,
      urls: [first, second],
    });
    const terminals = [
      ...[1, 2, 3].map((index) => direct(index, serverA.url, serverB.url)),
      ...[4, 5, 6].map((index) => direct(index, serverB.url, serverA.url)),
      ...(nginx ? [7, 8].map((index) => direct(index, nginx.url, nginx.url)) : []),
    ];
    const purchases = 100;
    load.when(Math.round((terminals.length * purchases) / 3), () => serverA.process.stop('SIGKILL'));
    await load.run(terminals, purchases);

    const loadFigures = load.figures();
    const audit = await auditDecisions(database.db, load.acks);
    Object.assign(figures, {
      'SIGKILL: terminals': terminals.length,
      'SIGKILL: requests': loadFigures.requests,
      'SIGKILL: acknowledged': loadFigures.acknowledged,
      'SIGKILL: answered by A / B / nginx': [serverA.url, serverB.url, nginx?.url]
        .map((url) => load.acks.filter((ack) => ack.url === url).length)
        .join(' / '),
      'SIGKILL: approved / declined': `${audit.approved} / ${audit.declined}`,
      'SIGKILL: failed attempts retried': loadFigures.retried,
      'SIGKILL: lost': audit.lost,
      'SIGKILL: changed': audit.changed,
      'SIGKILL: doubled': audit.doubled,
      'SIGKILL: aggregate writer caught up after the load (ms)': audit.catchUpMs,
    });
    expect(loadFigures.unexpected).toEqual([]);
    expect(loadFigures.acknowledged).toBe(terminals.length * purchases);
    expect(serverA.process.child.signalCode).toBe('SIGKILL');
    expect(audit).toMatchObject({ lost: 0, changed: 0, doubled: 0, unacknowledged: 0, cardsOff: [] });
    expect(audit.rows).toBe(load.acks.length);
    if (nginx) {
      const throughNginx = load.failures.filter((failure) => failure.url === nginx.url);
      figures['SIGKILL: failed through nginx'] = throughNginx.length;
      expect(throughNginx).toEqual([]);
    }

    // A comes back; a retry sent to it answers the first decision, whoever made it.
    await serverA.restart();
    const sample = [...load.acks.filter((ack) => ack.url === serverA.url).slice(-5), ...load.acks.slice(-5)];
    for (const ack of sample) {
      const again = await tools.api.post(
        '/api/v2/fleet/terminal/authorizations',
        ack.body,
        fixture.headers.private,
      );
      expect([again.body.id, again.body.decision]).toEqual([ack.id, ack.decision]);
    }
  });

  it('drops no accepted request when B is stopped (SIGTERM) under load', {
    timeout: 120_000,
  }, async () => {
    const { serverA, serverB, database } = deployment;
    const company = await tools.company();
    const card = await tools.card(company.id);
    // The terminals route as a load balancer would: away from an instance whose /health/ready says 503.
    const probes = probeReadiness([serverA.url, serverB.url], 100);
    const load = createLoad({
      headers: fixture.headers.private,
      cardNumber: () => card.number,
      isReady: probes.isReady,
    });
    const terminals = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (index): TerminalSpec => ({
        terminalId: `SCALE-TERM-${index}`,
        urls: index % 2 ? [serverB.url, serverA.url] : [serverA.url, serverB.url],
      }),
    );
    const purchases = 100;
    let stoppedAt = 0;
    load.when(Math.round((terminals.length * purchases) / 8), async () => {
      await serverB.process.stop('SIGTERM');
      stoppedAt = load.acks.length;
    });
    // The load goes on past B's exit, whatever the speed: the drain, the close and the failover all
    // happen under load.
    const outlastsTheStop = () => stoppedAt > 0 && load.acks.length >= stoppedAt + terminals.length * 10;
    await load.run(terminals, purchases, outlastsTheStop).finally(probes.stop);
    const dropped = load.failures.filter(
      (failure) => failure.url === serverB.url && failure.kind === 'dropped',
    );
    const audit = await auditDecisions(database.db, load.acks);
    Object.assign(figures, {
      'SIGTERM: requests': load.figures().requests,
      'SIGTERM: acknowledged': load.acks.length,
      'SIGTERM: acknowledged after B had exited': load.acks.length - stoppedAt,
      'SIGTERM: refused after close (retried on A)': load.failures.length - dropped.length,
      'SIGTERM: dropped': dropped.length,
    });
    expect(dropped).toEqual([]);
    expect(serverB.process.child.exitCode).toBe(0);
    expect(stoppedAt).toBeGreaterThan(0);
    expect(load.acks.length).toBeGreaterThanOrEqual(stoppedAt + terminals.length * 10);
    expect(audit).toMatchObject({ lost: 0, changed: 0, doubled: 0 });
    await serverB.restart();
  });
});

const fuelOrder = { kind: 'fuel', lines: [{ product: 'EURO_REGULAR', unit: 'liters', quantity: 100 }] };
