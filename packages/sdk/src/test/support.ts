import { fleetTools, type ProjectFixture, type TestServer } from '@fuel/server/testing';
import { expect } from 'vitest';
import { ClientError } from '../errors';
import type { FetchFunction } from '../transport';

/** A `fetch` option that records `METHOD /path?query` of every request, then sends it with the global fetch. */
export function recordingFetch() {
  const requests: string[] = [];
  const fetch: FetchFunction = (input, init) => {
    const { pathname, search } = new URL(input);
    requests.push(`${init.method ?? 'GET'} ${pathname}${search}`);
    return globalThis.fetch(input, init);
  };
  return { fetch, requests, count: (request: string) => requests.filter((r) => r === request).length };
}

/** The ClientError `promise` rejects with (fails the test when it resolves or throws something else). */
export async function clientError(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(ClientError.is(error), `expected a ClientError, got ${String(error)}`).toBe(true);
  return error as ClientError;
}

/** The ClientError `build` throws (fails the test when it returns or throws something else). */
export function thrownError(build: () => unknown): ClientError {
  let error: unknown;
  try {
    build();
  } catch (caught) {
    error = caught;
  }
  expect(ClientError.is(error), `expected a ClientError, got ${String(error)}`).toBe(true);
  return error as ClientError;
}

/** Signs a company up (identification code 412345678) and answers its first user's session id. */
export async function signedUpCompany(server: TestServer, fixture: ProjectFixture): Promise<string> {
  const tools = fleetTools(server, fixture);
  const signup = await tools.signUp(tools.signupForm('412345678'));
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
  return signup.body.sessionId;
}
