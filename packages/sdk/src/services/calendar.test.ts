import { startTestServer, type TestServer } from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intranetFixture, type Member } from '../test/intranet-fixture';
import { clientError, recordingFetch } from '../test/support';

let server: TestServer;
let world: Awaited<ReturnType<typeof intranetFixture>>;
let owner: Member;
let other: Member;
beforeAll(async () => {
  server = await startTestServer();
  world = await intranetFixture(server);
  owner = await world.member('Mariam', 'Abashidze');
  other = await world.member('Luka', 'Nozadze');
});
afterAll(() => server.close());

describe('events', () => {
  it('adds, lists by range, updates and deletes the user’s own entries', async () => {
    const recorder = recordingFetch();
    const client = world.userClient(owner.sessionId, recorder.fetch);
    const created = await client.events.create({
      title: 'Dentist',
      startDate: '2026-03-04',
      endDate: '2026-03-04',
    });
    expect(created).toMatchObject({ kind: 'personal', title: 'Dentist', notes: null, requestActionId: null });
    expect(created.createdAt).toBeInstanceOf(Date);
    await client.events.create({ title: 'Conference', startDate: '2026-04-20', endDate: '2026-04-22' });

    const march = await client.events.list({ from: '2026-03-01', to: '2026-03-31' });
    expect(recorder.requests.at(-1)).toBe('GET /api/v2/event?from=2026-03-01&to=2026-03-31');
    expect(march.items.map((event) => event.title)).toEqual(['Dentist']);
    expect((await client.events.list()).total).toBe(2);

    const moved = await client.events.update(created.id, {
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      notes: '9:00',
    });
    expect(moved).toMatchObject({ startDate: '2026-03-05', notes: '9:00' });
    const reversed = await clientError(client.events.update(created.id, { endDate: '2026-03-01' }));
    expect(reversed.fields[0]).toMatchObject({ path: 'endDate', rule: 'date_order' });

    for (const call of [
      () => other.client.events.update(created.id, { title: 'Mine' }),
      () => other.client.events.delete(created.id),
    ]) {
      expect((await clientError(call())).status).toBe(404);
    }
    await client.events.delete(created.id);
    expect((await client.events.list()).total).toBe(1);
    expect((await clientError(client.events.delete(created.id))).status).toBe(404);
  });

  it('puts a confirmed training in the calendar, whose dates then follow the request', async () => {
    const training = await owner.client.requestActions.create({
      data: { type: 'training', topic: 'First aid', startDate: '2026-09-14', endDate: '2026-09-15' },
    });
    await world.admin.requestActions.update(training.id, { status: 'confirmed' });
    const [event] = (await owner.client.events.list({ from: '2026-09-01', to: '2026-09-30' })).items;
    expect(event).toMatchObject({
      kind: 'training',
      title: 'Training: First aid',
      requestActionId: training.id,
    });

    const renamed = await owner.client.events.update(event!.id, {
      title: 'First aid course',
      notes: 'Room 4',
    });
    expect(renamed.title).toBe('First aid course');
    const moved = await clientError(owner.client.events.update(event!.id, { startDate: '2026-09-13' }));
    expect([moved.status, moved.code, moved.fields[0]?.rule]).toEqual([409, 'CONFLICT', 'from_request']);
  });
});

describe('boxes', () => {
  it('creates each type with its payload checked loosely, lists by type, reads, replaces and deletes', async () => {
    const quiz = await owner.client.boxes.create({
      type: 'QUIZ_RESULT',
      title: 'Safety quiz',
      payload: { score: 8, maxScore: 10, passed: true, answers: [1, 3, 2] },
    });
    expect(quiz).toMatchObject({ type: 'QUIZ_RESULT', payload: { score: 8, answers: [1, 3, 2] } });
    expect(quiz.updatedAt).toBeInstanceOf(Date);
    await owner.client.boxes.create({
      type: 'SURVEY_RESULT',
      title: 'Canteen',
      payload: { answers: { food: 4 } },
    });
    const duties = await owner.client.boxes.create({
      type: 'INTRANET_RESPONSIBILITIES',
      title: 'Duties',
      payload: { responsibilities: ['Fire warden', 'First aid'] },
    });

    const invalid = await clientError(
      owner.client.boxes.create({ type: 'QUIZ_RESULT', title: 'x', payload: {} as never }),
    );
    expect([invalid.status, invalid.fields[0]?.path]).toEqual([400, 'payload.score']);
    const empty = await clientError(
      owner.client.boxes.create({
        type: 'INTRANET_RESPONSIBILITIES',
        title: 'x',
        payload: { responsibilities: [] },
      }),
    );
    expect(empty.fields[0]?.path).toBe('payload.responsibilities');

    expect((await owner.client.boxes.list()).total).toBe(3);
    const quizzes = await owner.client.boxes.list({ type: 'QUIZ_RESULT' });
    expect(quizzes.items.map((box) => box.id)).toEqual([quiz.id]);
    expect(await owner.client.boxes.get(duties.id)).toEqual(duties);

    const replaced = await owner.client.boxes.update(quiz.id, {
      type: 'QUIZ_RESULT',
      title: 'Safety quiz (retake)',
      payload: { score: 10 },
    });
    expect(replaced).toMatchObject({ title: 'Safety quiz (retake)', payload: { score: 10 } });
    const retyped = await clientError(
      owner.client.boxes.update(quiz.id, { type: 'SURVEY_RESULT', title: 'x', payload: { answers: {} } }),
    );
    expect(retyped.fields[0]).toMatchObject({ path: 'type', rule: 'immutable' });

    for (const call of [
      () => other.client.boxes.get(quiz.id),
      () => other.client.boxes.update(quiz.id, { type: 'QUIZ_RESULT', title: 'x', payload: { score: 1 } }),
      () => other.client.boxes.delete(quiz.id),
    ]) {
      expect((await clientError(call())).status).toBe(404);
    }
    expect((await other.client.boxes.list()).total).toBe(0);
    await owner.client.boxes.delete(quiz.id);
    expect((await clientError(owner.client.boxes.get(quiz.id))).status).toBe(404);
  });
});
