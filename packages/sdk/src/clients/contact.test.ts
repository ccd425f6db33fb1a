import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError } from '../test/support';
import { AdminClient } from './admin';
import { ProjectClient } from './project';

let server: TestServer;
let fixture: ProjectFixture;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
});
afterAll(() => server.close());

describe('ProjectClient.contact', () => {
  it('sends a contact request that the project admin then lists', async () => {
    const client = new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey });
    const sent = await client.contact.send({ name: 'Nino', phone: '+995 555 123 456', message: 'Hello' });
    expect(sent).toMatchObject({ name: 'Nino', email: null, phone: '+995 555 123 456', message: 'Hello' });
    expect(sent.createdAt).toBeInstanceOf(Date);

    const admin = new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId });
    const page = await admin.project(fixture.project.id).contactRequests.list({ limit: 5 });
    expect(page).toMatchObject({ total: 1, page: 1, limit: 5 });
    expect(page.items[0]).toMatchObject({ id: sent.id, name: 'Nino' });
    expect(page.items[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('reports the fields a request breaks', async () => {
    const client = new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey });
    const error = await clientError(client.contact.send({ name: 'Nino', message: 'Hello' }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error.fields.map((field) => field.path)).toEqual(['email']);
  });
});
