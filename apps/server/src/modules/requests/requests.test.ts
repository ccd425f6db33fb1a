import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/server';
import { intranetHelpers } from '../intranet/test-support';

let server: TestServer;
let fixture: ProjectFixture;
let helpers: ReturnType<typeof intranetHelpers>;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  helpers = intranetHelpers(server, fixture);
});
afterAll(() => server.close());

const visit = { type: 'visit', date: '2026-03-10', time: '10:30', purpose: 'Meter check' };

describe('request actions on the server', () => {
  it('keeps a request to its requester: another user gets 404 for every call, like an unknown id', async () => {
    const { api, signup } = helpers;
    const owner = await signup('Mariam', 'Abashidze');
    const stranger = await signup('Saba', 'Kvaratskhelia');
    const created = await api.post('/api/v2/request-action', { data: visit }, owner.headers);
    expect(created.status).toBe(201);
    const path = `/api/v2/request-action/${created.body.id}`;

    const calls = [
      api.get(path, stranger.headers),
      api.put(path, { data: { ...visit, purpose: 'Mine now' } }, stranger.headers),
      api.delete(path, stranger.headers),
      api.post(`${path}/add-comment`, { text: 'hello' }, stranger.headers),
      api.post(`${path}/review`, { comment: 'looks fine' }, stranger.headers),
      api.post('/api/v2/request-action/confirm', { id: created.body.id, accept: true }, stranger.headers),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    const unknown = await api.get(`/api/v2/request-action/${randomUUID()}`, stranger.headers);
    expect(unknown.body.message).toBe((await api.get(path, stranger.headers)).body.message);
    const list = await api.get('/api/v2/request-action', stranger.headers);
    expect(list.body.total).toBe(0);

    // Another project's admin does not reach it either.
    const other = await createProjectFixture(server);
    expect((await api.get(path, other.headers.admin)).status).toBe(404);
    expect((await api.put(path, { status: 'confirmed' }, other.headers.admin)).status).toBe(404);
  });

  it('lets the requester edit and delete only while pending (409 after)', async () => {
    const { api, signup } = helpers;
    const owner = await signup('Eka', 'Chkheidze');
    const created = await api.post('/api/v2/request-action', { data: visit }, owner.headers);
    const path = `/api/v2/request-action/${created.body.id}`;

    const edited = await api.put(path, { data: { ...visit, purpose: 'Meter replacement' } }, owner.headers);
    expect(edited.status).toBe(200);
    expect(edited.body.data.purpose).toBe('Meter replacement');
    expect(edited.body.history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'updated',
    ]);
    expect(edited.body.history[1].details.previousData.purpose).toBe('Meter check');

    const retyped = await api.put(
      path,
      { data: { type: 'change_file', documentName: 'x', reason: 'y' } },
      owner.headers,
    );
    expect(retyped.status).toBe(400);
    expect(retyped.body.fields[0]).toMatchObject({ path: 'data.type', rule: 'same_type' });

    // The status is the admin's to change.
    const selfConfirmed = await api.put(path, { status: 'confirmed' }, owner.headers);
    expect(selfConfirmed.status).toBe(400);
    expect(selfConfirmed.body.fields[0]).toMatchObject({ path: 'status', rule: 'not_allowed' });

    expect((await api.delete(path, owner.headers)).status).toBe(204);
    expect((await api.get(path, owner.headers)).status).toBe(404);
  });

  it('refuses edits and deletion after the request left pending', async () => {
    const { api } = helpers;
    const created = await api.post('/api/v2/request-action', { data: visit }, fixture.headers.user);
    const path = `/api/v2/request-action/${created.body.id}`;
    const rejected = await api.put(path, { status: 'rejected', comment: 'No slots' }, fixture.headers.admin);
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');

    const edit = await api.put(path, { data: { ...visit, purpose: 'Please' } }, fixture.headers.user);
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('INVALID_TRANSITION');
    const remove = await api.delete(path, fixture.headers.user);
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('INVALID_TRANSITION');
    expect((await api.get(path, fixture.headers.user)).body.data.purpose).toBe('Meter check');
  });

  it('shows a manager their direct reports’ requests and lets them review, not edit', async () => {
    const { api, employee } = helpers;
    const manager = await employee('Ketevan', 'Dolidze');
    const report = await employee('Luka', 'Nozadze', { managerId: manager.employee.id });
    const created = await api.post('/api/v2/request-action', { data: visit }, report.headers);
    const path = `/api/v2/request-action/${created.body.id}`;

    const team = await api.get('/api/v2/request-action?scope=team', manager.headers);
    expect(team.body.items.map((item: { id: string }) => item.id)).toEqual([created.body.id]);
    expect((await api.get('/api/v2/request-action', manager.headers)).body.total).toBe(0);
    expect((await api.get(path, manager.headers)).status).toBe(200);
    expect((await api.put(path, { data: visit }, manager.headers)).status).toBe(403);
    const own = await api.post(`${path}/review`, { comment: 'Reviewing myself' }, report.headers);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('NOT_MANAGER');

    const reviewed = await api.post(
      `${path}/review`,
      { comment: 'Afternoon is better', proposal: { ...visit, time: '15:00' } },
      manager.headers,
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ status: 'reviewed', proposal: { time: '15:00' } });
    expect(reviewed.body.comments[0]).toMatchObject({
      author: { kind: 'user', id: manager.id, name: 'Ketevan Dolidze' },
      text: 'Afternoon is better',
    });
  });
});
