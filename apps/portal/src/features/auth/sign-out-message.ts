/** The local storage key next-auth's client broadcasts session changes to the other tabs through. */
export const SIGN_OUT_MESSAGE_KEY = 'nextauth.message';

/**
 * Whether a broadcast message (the key's value) tells of a sign-out at or after `since` (epoch ms).
 * next-auth stamps its messages in whole seconds, so a sign-out in the second the page started
 * counts too: the check it leads to is only a read of the session.
 */
export function signedOutSince(message: string | null, since: number): boolean {
  if (!message) return false;
  try {
    const parsed = JSON.parse(message) as {
      event?: unknown;
      data?: { trigger?: unknown };
      timestamp?: unknown;
    };
    return (
      parsed.event === 'session' &&
      parsed.data?.trigger === 'signout' &&
      typeof parsed.timestamp === 'number' &&
      parsed.timestamp >= Math.floor(since / 1000)
    );
  } catch {
    return false;
  }
}
