import { randomUUID } from 'node:crypto';
import { createServices } from '../services';
import { http } from './http';
import type { TestTarget } from './server';

export type ProjectFixture = Awaited<ReturnType<typeof createProjectFixture>>;

/**
 * A fresh admin (signed in), a project of theirs and an end user (signed up), all through the real
 * routes but the admin account itself (admins have no public signup). Header sets for each caller kind.
 */
export async function createProjectFixture(server: TestTarget, options: { languages?: string[] } = {}) {
  const api = http(server.url);
  const tag = randomUUID().slice(0, 8);
  const admin = { email: `admin-${tag}@example.com`, password: 'Admin-password-1' };
  const adminAccount = await createServices(server.database, server.config).auth.createAdmin({
    ...admin,
    name: `Admin ${tag}`,
  });
  const adminLogin = await api.post('/api/v1/auth/login', admin);
  if (adminLogin.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(adminLogin.body)}`);
  const adminHeaders = { 'x-session-id': adminLogin.body.sessionId as string };

  const created = await api.post(
    '/api/v1/project',
    { name: `Project ${tag}`, languages: options.languages ?? ['en', 'ka'] },
    adminHeaders,
  );
  if (created.status !== 201) throw new Error(`project creation failed: ${JSON.stringify(created.body)}`);
  const project = {
    id: created.body.id as string,
    apiKey: created.body.api_key as string,
    privateApiKey: created.body.private_api_key as string,
  };

  const user = { email: `user-${tag}@example.com`, password: 'User-password-1' };
  const signup = await api.post('/api/v2/auth/signup', user, { 'x-project-key': project.apiKey });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);

  return {
    admin: { ...admin, id: adminAccount.id, sessionId: adminLogin.body.sessionId as string },
    project,
    user: { ...user, id: signup.body.user.id as string, sessionId: signup.body.sessionId as string },
    headers: {
      admin: adminHeaders,
      user: { 'x-session-id': signup.body.sessionId as string, 'x-project-key': project.apiKey },
      public: { 'x-project-key': project.apiKey },
      private: { 'x-private-key': project.privateApiKey },
    },
  };
}
