import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import type { Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { commerceApi } from './test-support';

let server: TestServer;
let fixture: ProjectFixture;
let shop: ReturnType<typeof commerceApi>;
type Member = Awaited<ReturnType<typeof shop.signup>>;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  shop = commerceApi(server, fixture);
});
afterAll(() => server.close());

const profile = (id: string) => `/api/v2/ecommerce/profile/${id}`;
const follow = (who: Member, id: string) => shop.api.post(`${profile(id)}/follow`, undefined, who.headers);
const block = (who: Member, id: string) => shop.api.post(`${profile(id)}/block`, undefined, who.headers);
const searchAs = async (who: Member, body: Json = {}) => {
  const response = await shop.api.post(
    '/api/v2/ecommerce/profile/search',
    { limit: 200, ...body },
    who.headers,
  );
  expect(response.status).toBe(200);
  return response.body;
};
const ids = (page: Json) => (page.items as Json[]).map((entry) => entry.id);

describe('own profile', () => {
  it('is made on first access from the account, with the contact fields in the full view only', async () => {
    const nino = await shop.signup({ firstName: 'Nino', lastName: 'Beridze' });
    const basic = await shop.api.get(profile(nino.id), nino.headers);
    expect(basic.status).toBe(200);
    expect(basic.body).toEqual({
      id: nino.id,
      displayName: 'Nino Beridze',
      avatarUrl: null,
      bio: '',
      interests: [],
      followerCount: 0,
      followingCount: 0,
      createdAt: expect.stringMatching(/\.\d{3}Z$/),
    });
    const full = await shop.api.get(`${profile(nino.id)}/full`, nino.headers);
    expect(full.body).toMatchObject({
      id: nino.id,
      projectId: fixture.project.id,
      email: nino.email,
      phone: null,
      address: null,
    });
    const unnamed = await shop.signup();
    const fallback = await shop.api.get(profile(unnamed.id), unnamed.headers);
    expect(fallback.body.displayName).toBe(unnamed.email.split('@')[0]);
  });

  it('updates the given fields of one’s own profile and refuses bad ones', async () => {
    const me = await shop.signup({ firstName: 'Levan' });
    const response = await shop.api.put(
      '/api/v2/ecommerce/profile',
      {
        displayName: 'Levan K.',
        interests: ['Diesel', 'trucks'],
        phone: '+995555000111',
        address: 'Tbilisi',
      },
      me.headers,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: me.id,
      displayName: 'Levan K.',
      interests: ['diesel', 'trucks'],
      phone: '+995555000111',
      address: 'Tbilisi',
      email: me.email,
    });
    const bad = await shop.api.put(
      '/api/v2/ecommerce/profile',
      { displayName: '', email: 'x', id: 'y' },
      me.headers,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((field: Json) => field.path)).toEqual(
      expect.arrayContaining(['displayName', 'email']),
    );
  });

  it('shows someone else’s full profile as not found (404), and unknown ids too', async () => {
    const me = await shop.signup();
    const other = await shop.signup();
    const response = await shop.api.get(`${profile(other.id)}/full`, me.headers);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(
      (await shop.api.get(`${profile(randomUUID())}/full`, me.headers)).body.message,
    );
    expect((await shop.api.get(profile(randomUUID()), me.headers)).status).toBe(404);
    const foreign = await createProjectFixture(server);
    expect((await shop.api.get(profile(foreign.user.id), me.headers)).status).toBe(404);
  });
});

describe('admin profiles', () => {
  it('reads full and basic views and updates a profile of the project', async () => {
    const member = await shop.signup({ firstName: 'Ana' });
    const base = `/project/${fixture.project.id}/ecommerce/profile/${member.id}`;
    const full = await shop.api.get(`/api/v2${base}`, fixture.headers.admin);
    expect(full.body).toMatchObject({ id: member.id, displayName: 'Ana', email: member.email });
    const basic = await shop.api.get(`/api/v2${base}/basic`, fixture.headers.admin);
    expect(basic.body).not.toHaveProperty('email');
    const updated = await shop.api.put(
      `/api/v1${base}`,
      { bio: 'Fleet manager', avatarUrl: '/files/a.png' },
      fixture.headers.admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      bio: 'Fleet manager',
      avatarUrl: '/files/a.png',
      email: member.email,
    });
  });

  it('keeps other projects’ admins out (404)', async () => {
    const member = await shop.signup();
    const other = await createProjectFixture(server);
    const base = `/project/${fixture.project.id}/ecommerce/profile`;
    for (const response of await Promise.all([
      shop.api.get(`/api/v2${base}/${member.id}`, other.headers.admin),
      shop.api.get(`/api/v2${base}/${member.id}/basic`, other.headers.admin),
      shop.api.get(`/api/v2${base}/search`, other.headers.admin),
      shop.api.put(`/api/v1${base}/${member.id}`, { bio: 'x' }, other.headers.admin),
      shop.api.get(`/api/v2/project/${other.project.id}/ecommerce/profile/${member.id}`, other.headers.admin),
    ])) {
      expect(response.status).toBe(404);
    }
  });
});

describe('follow', () => {
  it('counts followers and followings and lists them newest first, paged', async () => {
    const star = await shop.signup({ firstName: 'Star' });
    const fans = [await shop.signup(), await shop.signup(), await shop.signup()];
    for (const fan of fans) {
      const response = await follow(fan, star.id);
      expect(response.status).toBe(200);
    }
    const again = await follow(fans[0]!, star.id);
    expect(again.body).toMatchObject({ id: star.id, followerCount: 3, followingCount: 0 });
    await follow(star, fans[0]!.id);

    const page1 = await shop.api.post(
      `${profile(star.id)}/followers`,
      { limit: 2, page: 1 },
      fans[1]!.headers,
    );
    expect(page1.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(ids(page1.body)).toEqual([fans[2]!.id, fans[1]!.id]);
    const page2 = await shop.api.post(
      `${profile(star.id)}/followers`,
      { limit: 2, page: 2 },
      fans[1]!.headers,
    );
    expect(ids(page2.body)).toEqual([fans[0]!.id]);
    expect(page2.body.items[0]).toMatchObject({ followerCount: 1, followingCount: 1 });
    const followings = await shop.api.post(`${profile(fans[0]!.id)}/followings`, {}, fans[1]!.headers);
    expect(followings.body).toMatchObject({ total: 1, items: [{ id: star.id, followerCount: 3 }] });

    const unfollow = await shop.api.delete(`${profile(star.id)}/follow`, fans[0]!.headers);
    expect(unfollow.status).toBe(204);
    expect((await shop.api.get(profile(star.id), fans[0]!.headers)).body.followerCount).toBe(2);
  });

  it('refuses following oneself (400), unknown profiles and other projects’ users (404)', async () => {
    const me = await shop.signup();
    const self = await follow(me, me.id);
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual([expect.objectContaining({ path: 'id', rule: 'not_self' })]);
    expect((await follow(me, randomUUID())).status).toBe(404);
    const foreign = await createProjectFixture(server);
    expect((await follow(me, foreign.user.id)).status).toBe(404);
  });
});

describe('block', () => {
  let blocker: Member;
  let blocked: Member;
  beforeAll(async () => {
    blocker = await shop.signup({ firstName: 'Blocker' });
    blocked = await shop.signup({ firstName: 'Blocked' });
    await follow(blocker, blocked.id);
    await follow(blocked, blocker.id);
  });

  it('ends the follows between the two and hides the blocked user from the blocker’s searches only', async () => {
    expect(ids(await searchAs(blocker))).toContain(blocked.id);
    const response = await block(blocker, blocked.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ profileId: blocked.id, blocked: true, since: expect.any(String) });
    expect((await block(blocker, blocked.id)).status).toBe(200);

    expect(ids(await searchAs(blocker))).not.toContain(blocked.id);
    expect(ids(await searchAs(blocked))).toContain(blocker.id);
    const counts = (await shop.api.get(profile(blocker.id), blocker.headers)).body;
    expect(counts).toMatchObject({ followerCount: 0, followingCount: 0 });
  });

  it('forbids following in either direction (403 BLOCKED)', async () => {
    for (const [who, target] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const response = await follow(who, target.id);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('BLOCKED');
    }
  });

  it('reports the block to the blocker only, and unblocking lets them follow again', async () => {
    const status = await shop.api.get(`${profile(blocked.id)}/block`, blocker.headers);
    expect(status.body).toMatchObject({ blocked: true });
    const reverse = await shop.api.get(`${profile(blocker.id)}/block`, blocked.headers);
    expect(reverse.body).toEqual({ profileId: blocker.id, blocked: false, since: null });
    expect((await shop.api.delete(`${profile(blocked.id)}/block`, blocker.headers)).status).toBe(204);
    expect((await follow(blocked, blocker.id)).status).toBe(200);
    expect(ids(await searchAs(blocker))).toContain(blocked.id);
  });

  it('refuses blocking oneself (400) and unknown profiles (404)', async () => {
    expect((await block(blocker, blocker.id)).status).toBe(400);
    expect((await block(blocker, randomUUID())).status).toBe(404);
  });
});

describe('profile search', () => {
  let members: Record<string, Member>;
  let tag: string;
  beforeAll(async () => {
    tag = `t${randomUUID().slice(0, 6)}`;
    members = {};
    for (const [name, interests] of [
      ['Tamar Search', [tag, 'diesel']],
      ['Tornike Search', [tag]],
      ['Zurab Search', ['petrol']],
    ] as const) {
      const member = await shop.signup();
      await shop.api.put('/api/v2/ecommerce/profile', { displayName: name, interests }, member.headers);
      members[name] = member;
    }
  });

  it('filters by name, interests, inUserIds and notInUserIds and sorts by name with a total', async () => {
    const viewer = members['Zurab Search']!;
    const byName = await searchAs(viewer, { query: 'search', sort: 'name', limit: 2 });
    expect(byName.total).toBe(3);
    expect(byName.items.map((entry: Json) => entry.displayName)).toEqual(['Tamar Search', 'Tornike Search']);
    const byInterest = await searchAs(viewer, { interestsIn: [tag] });
    expect(ids(byInterest).sort()).toEqual(
      [members['Tamar Search']!.id, members['Tornike Search']!.id].sort(),
    );
    const onlySome = await searchAs(viewer, { inUserIds: [members['Tamar Search']!.id], query: 'SEARCH' });
    expect(ids(onlySome)).toEqual([members['Tamar Search']!.id]);
    const notSome = await searchAs(viewer, {
      query: 'search',
      notInUserIds: [members['Tamar Search']!.id],
      sort: 'name',
      order: 'desc',
    });
    expect(notSome.items.map((entry: Json) => entry.displayName)).toEqual(['Zurab Search', 'Tornike Search']);
    expect(notSome.items[0]).not.toHaveProperty('email');
  });

  it('gives the admin full views with the same filters, comma-joined', async () => {
    const ids2 = [members['Tamar Search']!.id, members['Zurab Search']!.id];
    const response = await shop.api.get(
      `${shop.base}/profile/search?inUserIds=${ids2.join(',')}&interestsIn=${tag},petrol&sort=name`,
      fixture.headers.admin,
    );
    expect(response.status).toBe(200);
    expect(response.body.items.map((entry: Json) => entry.displayName)).toEqual([
      'Tamar Search',
      'Zurab Search',
    ]);
    expect(response.body.items[0].email).toBe(members['Tamar Search']!.email);
    const paged = await shop.api.get(
      `${shop.base}/profile/search?query=search&limit=1&page=3&sort=name`,
      fixture.headers.admin,
    );
    expect(paged.body).toMatchObject({
      total: 3,
      page: 3,
      limit: 1,
      items: [{ displayName: 'Zurab Search' }],
    });
  });
});
