import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError } from '../test/support';
import type { Item } from '../types';
import { AdminClient } from './admin';
import { ProjectClient } from './project';
import { UserClient } from './user';

let server: TestServer;
let fixture: ProjectFixture;
let admin: AdminClient;
let project: ProjectClient;
let buyer: UserClient;
let neighbour: UserClient;
let neighbourId: string;
let diesel: Item;
let card: Item;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  admin = new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId });
  project = new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey });
  buyer = new UserClient({
    url: server.url,
    sessionId: fixture.user.sessionId,
    projectKey: fixture.project.apiKey,
  });
  const session = await project.auth.signup({
    email: `neighbour-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'User-password-1',
    firstName: 'Neighbour',
  });
  neighbourId = session.user.id;
  neighbour = new UserClient({
    url: server.url,
    sessionId: session.sessionId,
    projectKey: fixture.project.apiKey,
  });
  diesel = await admin.project(fixture.project.id).items.create({
    sku: 'EURO_DIESEL',
    type: 'fuel',
    status: 'active',
    title: { en: 'Euro Diesel', ka: 'ევრო დიზელი' },
    price: { amount: 309 },
    unit: 'liter',
    interests: ['fuel', 'diesel'],
  });
  card = await admin.project(fixture.project.id).items.create({
    type: 'card',
    status: 'active',
    title: { en: 'Universal card' },
    price: { amount: 0 },
    metadata: { cardType: 'UNIVERSAL' },
  });
});
afterAll(() => server.close());

describe('AdminClient items', () => {
  it('creates, reads, updates and searches items, with dates revived', async () => {
    expect(diesel).toMatchObject({
      sku: 'EURO_DIESEL',
      price: { amount: 309, currency: 'GEL' },
      unit: 'liter',
    });
    expect(diesel.createdAt).toBeInstanceOf(Date);
    const draft = await admin.project(fixture.project.id).items.create({
      type: 'fuel',
      title: { en: 'G-Force Super' },
      price: { amount: 349 },
    });
    expect(draft.status).toBe('draft');
    expect(await admin.project(fixture.project.id).items.get(draft.id, { lang: 'en' })).toMatchObject({
      title: 'G-Force Super',
    });
    const updated = await admin.project(fixture.project.id).items.update(draft.id, { status: 'archived' });
    expect(updated.status).toBe('archived');

    const found = await admin.project(fixture.project.id).items.search({
      typeIn: ['fuel'],
      statusIn: ['active', 'archived'],
      interestsIn: [],
      sort: 'price',
    });
    expect(found.items.map((item) => item.id)).toEqual([diesel.id, draft.id]);
    expect(found.total).toBe(2);
    const byText = await admin.project(fixture.project.id).items.search({ query: 'დიზ', lang: 'ka' });
    expect(byText.items.map((item) => item.title)).toEqual(['ევრო დიზელი']);
    const uncounted = await admin
      .project(fixture.project.id)
      .items.search({ typeIn: ['fuel'], skipTotal: true });
    expect(uncounted.total).toBe(-1);
    expect(uncounted.items).toHaveLength(2);
  });

  it('throws 409 CONFLICT naming sku, and 404 for another project', async () => {
    const duplicate = await clientError(
      admin.project(fixture.project.id).items.create({
        sku: 'EURO_DIESEL',
        type: 'fuel',
        title: { en: 'x' },
        price: { amount: 1 },
      }),
    );
    expect(duplicate).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(duplicate.fields).toEqual([expect.objectContaining({ path: 'sku', rule: 'unique' })]);
    const other = await createProjectFixture(server);
    const missing = await clientError(admin.project(other.project.id).items.search());
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('ProjectClient items', () => {
  it('searches active items with a JSON body and reads one (the server’s { item } unwrapped)', async () => {
    const page = await project.items.search({ typeIn: ['fuel', 'card'], sort: 'title', lang: 'ka' });
    // Titles sort by their English text (Euro Diesel before Universal card), whatever `lang` shows.
    expect(page.items.map((item) => item.title)).toEqual(['ევრო დიზელი', 'Universal card']);
    const item = await project.items.get(card.id);
    expect(item).toMatchObject({ id: card.id, metadata: { cardType: 'UNIVERSAL' } });
    expect(item.updatedAt).toBeInstanceOf(Date);
    expect((await buyer.items.search({ query: 'universal' })).total).toBe(1);
    expect((await buyer.items.search({ query: 'universal', skipTotal: true })).total).toBe(-1);
  });

  it('throws 404 for a draft item', async () => {
    const draft = await admin.project(fixture.project.id).items.create({
      type: 'fuel',
      title: { en: 'x' },
      price: { amount: 1 },
    });
    expect(await clientError(project.items.get(draft.id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('orders', () => {
  it('lets the user order, read, search and cancel their own', async () => {
    const order = await buyer.orders.create({
      lines: [
        { itemId: diesel.id, quantity: 50 },
        { itemId: card.id, quantity: 1 },
      ],
    });
    expect(order).toMatchObject({ status: 'PENDING', total: { amount: 15450, currency: 'GEL' } });
    expect(order.statusChanges[0]!.at).toBeInstanceOf(Date);
    expect((await buyer.orders.get(order.id, { lang: 'ka' })).lines[0]!.title).toBe('ევრო დიზელი');
    const mine = await buyer.orders.search({ statusIn: ['PENDING'] });
    expect(mine.items.map((entry) => entry.id)).toContain(order.id);
    const cancelled = await buyer.orders.cancel(order.id, { note: 'ordered twice' });
    expect(cancelled.statusChanges.at(-1)).toMatchObject({
      from: 'PENDING',
      to: 'CANCELLED',
      note: 'ordered twice',
    });
  });

  it('throws 400 naming the line for an unknown item', async () => {
    const error = await clientError(
      buyer.orders.create({ lines: [{ itemId: crypto.randomUUID(), quantity: 1 }] }),
    );
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error.fields).toEqual([expect.objectContaining({ path: 'lines.0.itemId', rule: 'not_found' })]);
  });

  it('throws 404 for another user’s order, on read and on cancel', async () => {
    const order = await buyer.orders.create({ lines: [{ itemId: diesel.id, quantity: 10 }] });
    expect(await clientError(neighbour.orders.get(order.id))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await clientError(neighbour.orders.cancel(order.id))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await neighbour.orders.search()).items.map((entry) => entry.id)).not.toContain(order.id);
  });

  it('lets the admin move orders along the table and throws 409 INVALID_TRANSITION off it', async () => {
    const order = await buyer.orders.create({ lines: [{ itemId: diesel.id, quantity: 20 }] });
    const skipped = await clientError(
      admin.project(fixture.project.id).orders.update(order.id, { status: 'ISSUED' }),
    );
    expect(skipped).toMatchObject({ status: 409, code: 'INVALID_TRANSITION' });
    const confirmed = await admin.project(fixture.project.id).orders.update(order.id, {
      status: 'CONFIRMED',
      note: 'paid',
    });
    expect(confirmed.statusChanges.at(-1)).toMatchObject({
      from: 'PENDING',
      to: 'CONFIRMED',
      by: { kind: 'admin', id: fixture.admin.id },
    });
    expect(await clientError(buyer.orders.cancel(order.id))).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
    });
    expect(await clientError(buyer.orders.update(order.id, { status: 'READY' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    await admin.project(fixture.project.id).orders.update(order.id, { status: 'READY' });
    const issued = await admin.project(fixture.project.id).orders.update(order.id, { status: 'ISSUED' });
    expect(issued.statusChanges.map((change) => change.to)).toEqual([
      'PENDING',
      'CONFIRMED',
      'READY',
      'ISSUED',
    ]);

    expect((await admin.project(fixture.project.id).orders.get(order.id)).status).toBe('ISSUED');
    const search = await admin.project(fixture.project.id).orders.search({
      statusIn: ['ISSUED'],
      inUserIds: [fixture.user.id],
      notInUserIds: [],
    });
    expect(search.items.map((entry) => entry.id)).toEqual([order.id]);
  });
});

describe('profiles', () => {
  it('reads and updates the user’s own profile; another’s full profile is 404', async () => {
    const mine = await buyer.profiles.getFull(fixture.user.id);
    expect(mine).toMatchObject({ id: fixture.user.id, email: fixture.user.email });
    const updated = await buyer.profiles.update({ displayName: 'Fleet Buyer', interests: ['diesel'] });
    expect(updated).toMatchObject({ displayName: 'Fleet Buyer', interests: ['diesel'] });
    expect((await neighbour.profiles.get(fixture.user.id)).displayName).toBe('Fleet Buyer');
    expect(await clientError(neighbour.profiles.getFull(fixture.user.id))).toMatchObject({ status: 404 });
    const found = await neighbour.profiles.search({ query: 'fleet', interestsIn: ['diesel'] });
    expect(found.items.map((entry) => entry.id)).toEqual([fixture.user.id]);
  });

  it('follows, lists followers and followings, and unfollows', async () => {
    const followed = await neighbour.profiles.follow(fixture.user.id);
    expect(followed.followerCount).toBe(1);
    const followers = await buyer.profiles.followers(fixture.user.id, { limit: 10, page: 1 });
    expect(followers.items.map((entry) => entry.id)).toEqual([neighbourId]);
    const followings = await buyer.profiles.followings(neighbourId);
    expect(followings).toMatchObject({ total: 1, items: [{ id: fixture.user.id }] });
    await neighbour.profiles.unfollow(fixture.user.id);
    expect((await buyer.profiles.get(fixture.user.id)).followerCount).toBe(0);
    expect(await clientError(buyer.profiles.follow(fixture.user.id))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('blocks: hidden from the blocker’s searches, following refused both ways with 403 BLOCKED', async () => {
    const status = await buyer.profiles.block(neighbourId);
    expect(status).toMatchObject({ profileId: neighbourId, blocked: true });
    expect(status.since).toBeInstanceOf(Date);
    expect((await buyer.profiles.blockStatus(neighbourId)).blocked).toBe(true);
    expect((await buyer.profiles.search()).items.map((entry) => entry.id)).not.toContain(neighbourId);
    expect(await clientError(buyer.profiles.follow(neighbourId))).toMatchObject({
      status: 403,
      code: 'BLOCKED',
    });
    expect(await clientError(neighbour.profiles.follow(fixture.user.id))).toMatchObject({
      status: 403,
      code: 'BLOCKED',
    });
    await buyer.profiles.unblock(neighbourId);
    expect((await buyer.profiles.blockStatus(neighbourId)).blocked).toBe(false);
    expect((await neighbour.profiles.follow(fixture.user.id)).followerCount).toBe(1);
  });

  it('lets the admin search, read and update profiles', async () => {
    const page = await admin.project(fixture.project.id).profiles.search({
      inUserIds: [fixture.user.id, neighbourId],
      interestsIn: [],
      sort: 'name',
    });
    expect(page.items.map((entry) => entry.displayName)).toEqual(['Fleet Buyer', 'Neighbour']);
    expect(page.items[0]!.email).toBe(fixture.user.email);
    expect(await admin.project(fixture.project.id).profiles.get(neighbourId)).toMatchObject({
      displayName: 'Neighbour',
    });
    const basic = await admin.project(fixture.project.id).profiles.getBasic(neighbourId);
    expect(basic).not.toHaveProperty('email');
    const updated = await admin.project(fixture.project.id).profiles.update(neighbourId, { bio: 'Driver' });
    expect(updated.bio).toBe('Driver');
    expect(
      await clientError(admin.project(fixture.project.id).profiles.get(crypto.randomUUID())),
    ).toMatchObject({
      status: 404,
    });
  });
});
