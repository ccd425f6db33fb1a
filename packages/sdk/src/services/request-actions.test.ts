import type { RequestAction, RequestActionDataInput, RequestStatus } from '@fuel/server/contract';
import { startTestServer, type TestServer } from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientError } from '../errors';
import { intranetFixture, type Member } from '../test/intranet-fixture';
import { clientError, recordingFetch } from '../test/support';

let server: TestServer;
let world: Awaited<ReturnType<typeof intranetFixture>>;
let manager: Member;
let requester: Member;
let stranger: Member;
beforeAll(async () => {
  server = await startTestServer();
  world = await intranetFixture(server);
  manager = await world.member('Ketevan', 'Dolidze', { position: 'Head of operations' });
  requester = await world.member('Giorgi', 'Beridze', {
    managerId: manager.employee!.id,
    startDate: '2021-09-01',
  });
  stranger = await world.member('Saba', 'Kvaratskhelia', false);
});
afterAll(() => server.close());

const visit = { type: 'visit', date: '2026-03-10', time: '10:30', purpose: 'Meter check' } as const;

/** One valid payload of every request-action type. */
const payloads: RequestActionDataInput[] = [
  visit,
  { type: 'change_file', documentName: 'Bank account', reason: 'New bank' },
  {
    type: 'training',
    topic: 'Fire safety',
    startDate: '2026-02-02',
    endDate: '2026-02-03',
    cost: { amount: 15000, currency: 'GEL' },
  },
  { type: 'buy', itemName: 'Washing machine', quantity: 1, deliveryAddress: 'Rustaveli Ave 12, Tbilisi' },
  {
    type: 'rent',
    itemName: 'Heater',
    quantity: 2,
    deliveryAddress: 'Chavchavadze Ave 5',
    startDate: '2026-12-01',
    endDate: '2027-02-28',
  },
  {
    type: 'sell',
    itemName: 'Fridge',
    quantity: 1,
    condition: 'used',
    pickupAddress: 'Vake, Tbilisi',
    askingPrice: { amount: 30000, currency: 'GEL' },
  },
  {
    type: 'rent_out',
    itemName: 'Generator',
    quantity: 1,
    pickupAddress: 'Saburtalo',
    startDate: '2026-06-01',
  },
  {
    type: 'exchange',
    itemName: 'Kettle',
    quantity: 1,
    desiredItemName: 'Toaster',
    address: 'Batumi, Gorgiladze 3',
  },
  { type: 'waiting_list', itemName: 'Air conditioner', quantity: 1, contactPhone: '+995555000111' },
  { type: 'request_invoice', billingName: 'Fuel LLC', billingAddress: 'Tbilisi', taxId: '405123456' },
  { type: 'redirect_friend', friendName: 'Nika', friendEmail: 'nika@example.com' },
  {
    type: 'replace_apartment',
    itemName: 'Boiler',
    quantity: 1,
    fromAddress: 'Old flat',
    toAddress: 'New flat',
    moveDate: '2026-05-15',
  },
  { type: 'vacation', holidayType: 'day_off', startDate: '2026-02-16', endDate: '2026-02-16' },
];

describe('request actions: creating and reading', () => {
  it('creates a pending request of every type, each payload validated, dates kept as strings', async () => {
    for (const data of payloads) {
      const created = await requester.client.requestActions.create({ data, comment: `About ${data.type}` });
      expect(created).toMatchObject({ type: data.type, status: 'pending', userId: requester.id, data });
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(created.history).toEqual([
        expect.objectContaining({ action: 'created', fromStatus: null, toStatus: 'pending' }),
      ]);
      expect(created.history[0]!.actor).toEqual({ kind: 'user', id: requester.id, name: 'Giorgi Beridze' });
      expect(created.comments[0]).toMatchObject({ text: `About ${data.type}` });
    }
    const vacation = (await requester.client.requestActions.list({ type: ['vacation'] })).items[0]!;
    expect(vacation.data).toMatchObject({ startDate: '2026-02-16', endDate: '2026-02-16' });
    expect(vacation.days).toBe(1);
  });

  it('refuses invalid payloads with 400 VALIDATION_FAILED naming the field', async () => {
    const cases: [unknown, string, string?][] = [
      [{ type: 'buy', itemName: 'x', quantity: 0, deliveryAddress: 'y' }, 'data.quantity'],
      [{ type: 'visit', date: '10/03/2026', purpose: 'x' }, 'data.date'],
      [{ type: 'vacation', startDate: '2026-03-05', endDate: '2026-03-02' }, 'data.endDate', 'date_order'],
      [{ type: 'redirect_friend', friendName: 'Nika' }, 'data.friendPhone', 'required'],
      [{ type: 'teleport' }, 'data.type'],
      [
        { type: 'vacation', startDate: '2026-03-07', endDate: '2026-03-08' },
        'data.endDate',
        'no_working_days',
      ],
    ];
    for (const [data, path, rule] of cases) {
      const error = await clientError(
        requester.client.requestActions.create({ data: data as RequestActionDataInput }),
      );
      expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(error.fields).toContainEqual(expect.objectContaining({ path, ...(rule ? { rule } : {}) }));
    }
  });

  it('lists with comma-joined filters and pages, gets one, and keeps each user to their own', async () => {
    const recorder = recordingFetch();
    const watched = world.userClient(requester.sessionId, recorder.fetch);
    const page = await watched.requestActions.list({
      status: ['pending', 'reviewed'],
      type: ['visit', 'buy'],
      limit: 1,
    });
    expect(recorder.requests.at(-1)).toBe(
      'GET /api/v2/request-action?status=pending%2Creviewed&type=visit%2Cbuy&limit=1',
    );
    expect(page).toMatchObject({ total: 2, limit: 1, page: 1 });
    const one = await requester.client.requestActions.get(page.items[0]!.id);
    expect(one.id).toBe(page.items[0]!.id);

    const error = await clientError(stranger.client.requestActions.get(one.id));
    expect([error.status, error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await stranger.client.requestActions.list()).total).toBe(0);
    const team = await manager.client.requestActions.list({ scope: 'team', limit: 200 });
    expect(team.items.every((request) => request.userId === requester.id)).toBe(true);
    expect(team.total).toBe(payloads.length);
  });

  it('edits and deletes while pending only (409 INVALID_TRANSITION after), keeping the type', async () => {
    const created = await requester.client.requestActions.create({ data: visit });
    const edited = await requester.client.requestActions.update(created.id, { ...visit, time: '16:00' });
    expect(edited.data).toMatchObject({ time: '16:00' });
    expect(edited.history.map((entry) => entry.action)).toEqual(['created', 'updated']);
    const retyped = await clientError(
      requester.client.requestActions.update(created.id, {
        type: 'change_file',
        documentName: 'x',
        reason: 'y',
      }),
    );
    expect(retyped.fields[0]).toMatchObject({ path: 'data.type', rule: 'same_type' });
    const byManager = await clientError(manager.client.requestActions.update(created.id, visit));
    expect(byManager.status).toBe(403);

    await world.admin.requestActions.update(created.id, { status: 'confirmed' });
    for (const call of [
      () => requester.client.requestActions.update(created.id, visit),
      () => requester.client.requestActions.delete(created.id),
    ]) {
      const error = await clientError(call());
      expect([error.status, error.code]).toEqual([409, 'INVALID_TRANSITION']);
    }

    const doomed = await requester.client.requestActions.create({ data: visit });
    await requester.client.requestActions.delete(doomed.id);
    expect((await clientError(requester.client.requestActions.get(doomed.id))).status).toBe(404);
  });
});

describe('request actions: the admin client', () => {
  it('creates for a user of the project (projectId query), lists, gets and comments', async () => {
    const recorder = recordingFetch();
    const admin = world.adminClient(recorder.fetch);
    const created = await admin.project(world.projectId).requestActions.create({
      userId: requester.id,
      data: { type: 'change_file', documentName: 'Address', reason: 'Moved' },
      comment: 'Filed at the front desk',
    });
    expect(recorder.requests.at(-1)).toBe(`POST /api/v2/request-action?projectId=${world.projectId}`);
    expect(created).toMatchObject({ userId: requester.id, status: 'pending' });
    expect(created.history[0]!.actor).toMatchObject({ kind: 'admin', id: world.fixture.admin.id });

    const commented = await admin.requestActions.addComment(created.id, 'Please attach a document');
    const answered = await requester.client.requestActions.addComment(created.id, 'Attached');
    expect(answered.comments.map((comment) => [comment.author.kind, comment.text])).toEqual([
      ['admin', 'Filed at the front desk'],
      ['admin', 'Please attach a document'],
      ['user', 'Attached'],
    ]);
    expect(commented.history.at(-1)).toMatchObject({
      action: 'commented',
      fromStatus: 'pending',
      toStatus: 'pending',
    });
    expect(answered.comments[2]!.createdAt).toBeInstanceOf(Date);

    const list = await admin.project(world.projectId).requestActions.list({
      userId: requester.id,
      type: ['change_file'],
    });
    expect(list.items.map((request) => request.id)).toContain(created.id);
    expect((await admin.requestActions.get(created.id)).comments).toHaveLength(3);
  });

  it('refuses a missing or foreign user and another project', async () => {
    const missing = await clientError(
      world.admin.project(world.projectId).requestActions.create({ data: visit } as never),
    );
    expect(missing.fields[0]).toMatchObject({ path: 'userId', rule: 'required' });
    const other = await intranetFixture(server);
    const foreign = await clientError(
      world.admin
        .project(world.projectId)
        .requestActions.create({ userId: other.fixture.user.id, data: visit }),
    );
    expect(foreign.fields[0]).toMatchObject({ path: 'userId', rule: 'not_found' });
    const created = await requester.client.requestActions.create({ data: visit });
    for (const call of [
      () => other.admin.requestActions.get(created.id),
      () => other.admin.requestActions.update(created.id, { status: 'confirmed' }),
      () => other.admin.requestActions.addComment(created.id, 'hi'),
      () => other.admin.project(world.projectId).requestActions.list(),
      () => other.admin.project(world.projectId).requestActions.create({ userId: requester.id, data: visit }),
    ]) {
      expect((await clientError(call())).status).toBe(404);
    }
  });
});

// The state machine of docs/REQUESTS.md, written out again so that the test checks the server against it.
type Move =
  | 'admin:reviewed'
  | 'admin:confirmed'
  | 'admin:rejected'
  | 'requester:accept'
  | 'requester:decline'
  | 'manager:review';
const allowed: Record<RequestStatus, Partial<Record<Move, RequestStatus>>> = {
  pending: {
    'admin:reviewed': 'reviewed',
    'manager:review': 'reviewed',
    'admin:confirmed': 'confirmed',
    'admin:rejected': 'rejected',
  },
  reviewed: {
    'requester:accept': 'user_accepted',
    'requester:decline': 'user_rejected',
    'admin:rejected': 'rejected',
  },
  user_accepted: { 'admin:confirmed': 'confirmed', 'admin:rejected': 'rejected' },
  user_rejected: {
    'admin:reviewed': 'reviewed',
    'manager:review': 'reviewed',
    'admin:confirmed': 'confirmed',
    'admin:rejected': 'rejected',
  },
  confirmed: {},
  rejected: {},
};
const moves: Move[] = [
  'admin:reviewed',
  'admin:confirmed',
  'admin:rejected',
  'requester:accept',
  'requester:decline',
  'manager:review',
];

function run(move: Move, id: string): Promise<RequestAction> {
  switch (move) {
    case 'admin:reviewed':
      return world.admin.requestActions.update(id, { status: 'reviewed', comment: 'Another day?' });
    case 'admin:confirmed':
      return world.admin.requestActions.update(id, { status: 'confirmed' });
    case 'admin:rejected':
      return world.admin.requestActions.update(id, { status: 'rejected', comment: 'No' });
    case 'requester:accept':
      return requester.client.requestActions.confirm({ id, accept: true });
    case 'requester:decline':
      return requester.client.requestActions.confirm({ id, accept: false, comment: 'Keep mine' });
    case 'manager:review':
      return manager.client.requestActions.review(id, { comment: 'Looks fine to me' });
  }
}

/** A fresh request in `status`, reached through allowed moves. */
async function reach(status: RequestStatus): Promise<RequestAction> {
  const created = await requester.client.requestActions.create({ data: visit });
  const path: Record<RequestStatus, Move[]> = {
    pending: [],
    reviewed: ['admin:reviewed'],
    user_accepted: ['admin:reviewed', 'requester:accept'],
    user_rejected: ['admin:reviewed', 'requester:decline'],
    confirmed: ['admin:confirmed'],
    rejected: ['admin:rejected'],
  };
  let current = created;
  for (const move of path[status]) current = await run(move, created.id);
  expect(current.status).toBe(status);
  return current;
}

describe('request actions: the state machine', () => {
  for (const from of Object.keys(allowed) as RequestStatus[]) {
    it(`from ${from}: allows ${Object.keys(allowed[from]).join(', ') || 'nothing'}, refuses the rest with 409`, async () => {
      for (const move of moves) {
        const request = await reach(from);
        const to = allowed[from][move];
        if (to) {
          const moved = await run(move, request.id);
          expect(moved.status, `${from} ${move}`).toBe(to);
          expect(moved.history.at(-1)).toMatchObject({ fromStatus: from, toStatus: to });
        } else {
          const error = await clientError(run(move, request.id));
          expect([error.status, error.code], `${from} ${move}`).toEqual([409, 'INVALID_TRANSITION']);
          expect((await requester.client.requestActions.get(request.id)).status).toBe(from);
        }
      }
    });
  }

  it('keeps the whole story in the history, with actors and comments', async () => {
    const created = await requester.client.requestActions.create({ data: visit });
    await manager.client.requestActions.review(created.id, {
      comment: 'Morning?',
      proposal: { ...visit, time: '09:00' },
    });
    await requester.client.requestActions.confirm({ id: created.id, accept: false });
    await world.admin.requestActions.update(created.id, {
      status: 'reviewed',
      proposal: { ...visit, time: '12:00' },
    });
    const accepted = await requester.client.requestActions.confirm({
      id: created.id,
      accept: true,
      comment: 'Noon is fine',
    });
    expect(accepted.data).toMatchObject({ time: '12:00' });
    expect(accepted.proposal).toBeNull();
    const done = await world.admin.requestActions.update(created.id, {
      status: 'confirmed',
      comment: 'Booked',
    });
    expect(done.history.map((entry) => [entry.action, entry.actor.kind, entry.toStatus])).toEqual([
      ['created', 'user', 'pending'],
      ['reviewed', 'user', 'reviewed'],
      ['declined', 'user', 'user_rejected'],
      ['reviewed', 'admin', 'reviewed'],
      ['accepted', 'user', 'user_accepted'],
      ['confirmed', 'admin', 'confirmed'],
    ]);
    expect(done.history[1]!.actor.name).toBe('Ketevan Dolidze');
    expect(done.history[1]!.details).toMatchObject({ proposal: { time: '09:00' } });
    expect(done.comments.map((comment) => comment.text)).toEqual(['Morning?', 'Noon is fine', 'Booked']);
  });

  it('refuses a review without comment or proposal, or with a proposal of another type', async () => {
    const created = await requester.client.requestActions.create({ data: visit });
    const empty = await clientError(manager.client.requestActions.review(created.id, {}));
    expect(empty.fields[0]).toMatchObject({ path: 'comment', rule: 'required' });
    const other = await clientError(
      world.admin.requestActions.update(created.id, {
        status: 'reviewed',
        proposal: { type: 'change_file', documentName: 'x', reason: 'y' },
      }),
    );
    expect(other.fields[0]).toMatchObject({ path: 'proposal.type', rule: 'same_type' });
    const ownReview = await clientError(
      requester.client.requestActions.review(created.id, { comment: 'Me' }),
    );
    expect([ownReview.status, ownReview.code]).toEqual([403, 'NOT_MANAGER']);
    const proposalWithConfirm = await clientError(
      world.admin.requestActions.update(created.id, { status: 'confirmed', proposal: visit }),
    );
    expect(proposalWithConfirm.fields[0]).toMatchObject({ path: 'proposal', rule: 'not_allowed' });
  });

  it('lets only one of two concurrent moves win', async () => {
    const created = await requester.client.requestActions.create({ data: visit });
    const results = await Promise.allSettled([
      world.admin.requestActions.update(created.id, { status: 'confirmed' }),
      world.admin.requestActions.update(created.id, { status: 'rejected' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [failure] = results.filter((result) => result.status === 'rejected');
    expect(ClientError.is(failure!.reason) && failure!.reason.code).toBe('INVALID_TRANSITION');
    expect((await requester.client.requestActions.get(created.id)).history).toHaveLength(2);
  });
});
