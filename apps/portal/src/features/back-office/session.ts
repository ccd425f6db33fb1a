'use client';

import { AdminClient, ClientError } from '@fuel/sdk';
import { useCallback, useSyncExternalStore } from 'react';

/** A retailer staff member signed in to the back office: their admin session and the portal's project. */
export type StaffSession = { sessionId: string; projectId: string; name: string };

const KEY = 'backOfficeSession';
const listeners = new Set<() => void>();

function read(): string | null {
  return typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEY);
}

function write(session: StaffSession | null) {
  if (session) window.sessionStorage.setItem(KEY, JSON.stringify(session));
  else window.sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

/** The tab's staff session (kept for the tab only, never in a cookie), and signing out. */
export function useStaffSession() {
  const raw = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
  const session = raw ? (JSON.parse(raw) as StaffSession) : null;
  return { session, signOut: useCallback(() => write(null), []) };
}

/**
 * Signs a platform administrator in (the kit's AdminClient) and checks that they manage the portal's
 * project; a company user's account is not an admin's and is refused.
 *
 * @throws {ClientError} 401 `INVALID_CREDENTIALS`; `NOT_STAFF` when the admin does not manage the portal.
 */
export async function signInStaff(
  platform: { url: string; projectKey: string },
  email: string,
  password: string,
) {
  const admin = new AdminClient({ url: platform.url, email, password });
  const self = await admin.admin();
  const { items } = await admin.projects.list();
  const project = items.find((candidate) => candidate.api_key === platform.projectKey);
  if (!project || !admin.sessionId) {
    throw new ClientError({
      status: 403,
      code: 'NOT_STAFF',
      message: 'Not an administrator of the portal',
      url: '',
    });
  }
  write({ sessionId: admin.sessionId, projectId: project.id, name: self.name || self.email });
}
