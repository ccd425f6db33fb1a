/** The local storage key next-auth's client broadcasts session changes to the other tabs through. */
export const SIGN_OUT_MESSAGE_KEY = 'nextauth.message';

type BroadcastMessage = { event?: unknown; data?: { trigger?: unknown }; timestamp?: unknown };

/** next-auth's broadcast (the key's value), or null when there is none or it is not JSON. */
function parseMessage(message: string | null): BroadcastMessage | null {
  if (!message) return null;
  try {
    return JSON.parse(message) as BroadcastMessage | null;
  } catch {
    return null;
  }
}

/** Whether a broadcast message is about the session (a sign-in, a sign-out, a read elsewhere). */
export function isSessionMessage(message: string | null): boolean {
  return parseMessage(message)?.event === 'session';
}

/**
 * Whether a broadcast message (the key's value) tells of a sign-out at or after `since` (epoch ms).
 * next-auth stamps its messages in whole seconds, so a sign-out in the second the page started
 * counts too: the check it leads to is only a read of the session.
 */
export function signedOutSince(message: string | null, since: number): boolean {
  const parsed = parseMessage(message);
  return (
    parsed?.event === 'session' &&
    parsed.data?.trigger === 'signout' &&
    typeof parsed.timestamp === 'number' &&
    parsed.timestamp >= Math.floor(since / 1000)
  );
}
