import type { Sender } from '../service';

/** Stands in for the company user's transport of a client made without `sessionId`: every call rejects. */
export const withoutSession = (client: string): Sender => ({
  send: () => Promise.reject(new TypeError(`${client} needs options.sessionId for company calls`)),
});
