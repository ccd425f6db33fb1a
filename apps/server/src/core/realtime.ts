/**
 * Live events to connected people, for modules that have something to push (an in-app notification)
 * without depending on the module that holds the connections (chat's socket.io server). Until a sender
 * is attached, or in a process without one (the seed, a script), events are dropped: live events are a
 * courtesy on top of what is stored, never the only copy.
 */
export type Realtime = {
  /** Emits `event` to every connection of the end user, on whichever server instance it is. */
  toUser(userId: string, event: string, payload: unknown): void;
  attach(sender: RealtimeSender | undefined): void;
};

export type RealtimeSender = (room: string, event: string, payload: unknown) => void;

/** The room every connection of an end user joins. */
export const userRoom = (userId: string) => `user:${userId}`;

export function createRealtime(): Realtime {
  let send: RealtimeSender | undefined;
  return {
    toUser(userId, event, payload) {
      send?.(userRoom(userId), event, payload);
    },
    attach(sender) {
      send = sender;
    },
  };
}
