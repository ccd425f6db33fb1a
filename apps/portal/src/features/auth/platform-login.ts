import 'server-only';
import { z } from 'zod';
import { serverConfig } from '@/config';

const loginAnswer = z.object({
  sessionId: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
  user: z.looseObject({
    id: z.string(),
    email: z.string(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
  }),
});

export type PlatformLogin = z.output<typeof loginAnswer>;

/** A refused login other than wrong credentials; `code` is the platform's stable error code. */
export class PlatformLoginError extends Error {
  constructor(
    readonly code: string,
    options?: ErrorOptions,
  ) {
    // next-auth puts the message into the sign-in page's `error` query, so it is the code alone.
    super(code, options);
    this.name = 'PlatformLoginError';
  }
}

/**
 * Signs an end user in on the platform. Resolves to null when the credentials are wrong (401) and
 * throws PlatformLoginError for any other refusal or an unreadable answer.
 */
export async function loginWithPlatform(email: string, password: string): Promise<PlatformLogin | null> {
  const { platformUrl, projectKey } = serverConfig();
  // Direct fetch until the kit's end-user client replaces it.
  const response = await fetch(`${platformUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-key': projectKey },
    body: JSON.stringify({ email, password }),
    cache: 'no-store',
  }).catch((cause: unknown) => {
    throw new PlatformLoginError('PLATFORM_UNAVAILABLE', { cause });
  });
  if (response.status === 401) return null;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new PlatformLoginError(errorCode(body));
  const parsed = loginAnswer.safeParse(body);
  if (!parsed.success) throw new PlatformLoginError('UNEXPECTED_RESPONSE');
  return parsed.data;
}

function errorCode(body: unknown): string {
  const parsed = z.object({ code: z.string().regex(/^[A-Z][A-Z0-9_]*$/) }).safeParse(body);
  return parsed.success ? parsed.data.code : 'UNKNOWN';
}
