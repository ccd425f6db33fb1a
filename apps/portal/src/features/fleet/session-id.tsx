'use client';

import { createContext, type ReactNode, useContext } from 'react';

const SessionIdContext = createContext<string | null>(null);

/** The platform session id the dashboard layout read on the server, for islands before the session store loads. */
export function SessionIdProvider({ value, children }: { value: string; children: ReactNode }) {
  return <SessionIdContext.Provider value={value}>{children}</SessionIdContext.Provider>;
}

export function useSessionId(): string {
  const value = useContext(SessionIdContext);
  if (!value) throw new Error('useSessionId needs a SessionIdProvider (the dashboard layout)');
  return value;
}
