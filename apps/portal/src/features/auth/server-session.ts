import 'server-only';
import { getServerSession, type Session } from 'next-auth';
import { cache } from 'react';
import { authOptions } from './auth-options';

/**
 * The signed-in session of the request being rendered, read once per request: the dashboard's layout,
 * its page and the blocks it streams all ask for it.
 */
export const currentSession: () => Promise<Session | null> = cache(() => getServerSession(authOptions()));
