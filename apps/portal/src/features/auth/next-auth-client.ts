/**
 * next-auth's client calls, loaded on use (the session runtime has usually loaded the module
 * already, and the same instance refreshes the session after a sign-in).
 */
export async function nextAuthClient() {
  return import('next-auth/react');
}
