import demo from '../../src/seed/demo-accounts.json';
import { http } from '../../src/test/http';

// The demo accounts the first instance seeds: the portal's manager (a company user of the portal
// project) and the platform administrator (the retailer's back office), signed in on a chosen instance.

/** Headers of the demo manager, signed in through `serverUrl`. */
export async function managerHeaders(serverUrl: string) {
  const projectKey = demo.portalProject.apiKey;
  const login = await http(serverUrl).post(
    '/api/v2/auth/login',
    { email: demo.portalUser.email, password: demo.portalUser.password },
    { 'x-project-key': projectKey },
  );
  if (login.status !== 200) throw new Error(`manager login: ${JSON.stringify(login.body)}`);
  return { 'x-session-id': login.body.sessionId as string, 'x-project-key': projectKey };
}

/** The demo administrator signed in through `serverUrl`, and the portal project's id. */
export async function backOffice(serverUrl: string) {
  const api = http(serverUrl);
  const login = await api.post('/api/v1/auth/login', {
    email: demo.admin.email,
    password: demo.admin.password,
  });
  if (login.status !== 200) throw new Error(`admin login: ${JSON.stringify(login.body)}`);
  const headers = { 'x-session-id': login.body.sessionId as string };
  const projects = await api.get('/api/v1/project?limit=200', headers);
  const project = projects.body.items.find(
    (candidate: { api_key: string }) => candidate.api_key === demo.portalProject.apiKey,
  );
  if (!project) throw new Error('the portal project is missing');
  return { headers, projectId: project.id as string };
}

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);

/**
 * Signs the demo manager in on a portal as its sign-in form does (next-auth's CSRF token, then the
 * credentials callback) and returns the session cookie as a Cookie header.
 */
export async function portalSignIn(portalUrl: string): Promise<string> {
  const csrf = await fetch(`${portalUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signedIn = await fetch(`${portalUrl}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(csrf).join('; ') },
    body: new URLSearchParams({
      csrfToken,
      email: demo.portalUser.email,
      password: demo.portalUser.password,
      callbackUrl: `${portalUrl}/dashboard`,
      json: 'true',
    }),
  });
  const session = cookiesOf(signedIn).find((cookie) => cookie.startsWith('next-auth.session-token='));
  if (!session) throw new Error(`the portal's sign-in set no session (${signedIn.status})`);
  return session;
}
