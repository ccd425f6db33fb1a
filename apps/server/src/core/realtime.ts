/**
 * Live events to connected people, for modules that have something to push (an in-app notification)
 * without depending on the modules that hold the connections: chat's socket.io server (sockets, which
 * reach every instance through its Redis adapter) and the notifications' event streams (held here, per
 * instance, as listeners). Until a relay is attached, or in a process without one (the seed, a script),
 * only this instance's listeners hear an event: live events are a courtesy on top of what is stored,
 * never the only copy.
 */
export type Realtime = {
  /** Emits `event` to every connection of the end user, on whichever server instance it is. */
  toUser(userId: string, event: string, payload: unknown): void;
  /** Hears what is sent to the user from now on (on any instance, once a relay is attached); returns the stop. */
  listen(userId: string, listener: RealtimeListener): () => void;
  /** What a relay brings from another instance: for this instance's listeners only. */
  deliverHere(userId: string, event: string, payload: unknown): void;
  attach(relay: RealtimeRelay | undefined): void;
};

export type RealtimeListener = (event: string, payload: unknown) => void;

export type RealtimeRelay = {
  /** To the sockets in `room`, on every instance. */
  toRoom(room: string, event: string, payload: unknown): void;
  /** To the other instances, which hand it to their listeners (`deliverHere`); absent on a lone instance. */
  toPeers?(userId: string, event: string, payload: unknown): void;
};

/** The room every connection of an end user joins. */
export const userRoom = (userId: string) => `user:${userId}`;

export function createRealtime(): Realtime {
  let relay: RealtimeRelay | undefined;
  const listeners = new Map<string, Set<RealtimeListener>>();
  const deliverHere = (userId: string, event: string, payload: unknown) => {
    for (const listener of listeners.get(userId) ?? []) listener(event, payload);
  };
  return {
    toUser(userId, event, payload) {
      deliverHere(userId, event, payload);
      relay?.toRoom(userRoom(userId), event, payload);
      relay?.toPeers?.(userId, event, payload);
    },
    listen(userId, listener) {
      const ofUser = listeners.get(userId) ?? new Set<RealtimeListener>();
      listeners.set(userId, ofUser);
      ofUser.add(listener);
      return () => {
        ofUser.delete(listener);
        if (!ofUser.size && listeners.get(userId) === ofUser) listeners.delete(userId);
      };
    },
    deliverHere,
    attach(next) {
      relay = next;
    },
  };
}
