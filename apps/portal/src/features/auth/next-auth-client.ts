/**
 * next-auth's client calls (sign-in, sign-out), loaded on use: no page loads them otherwise (the
 * session runtime reads the session itself, `session-runtime.tsx`).
 */
export async function nextAuthClient() {
  return import('next-auth/react');
}
