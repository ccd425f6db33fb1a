import { and, asc, count, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/database/client';
import { NotFound, ValidationFailed } from '../../core/errors';
import { userRoom } from '../../core/realtime';
import type { Pagination } from '../../core/schemas';
import type { ProjectCheck, Scope } from '../../core/scope';
import type { UserContact } from '../auth/service';
import type { ChatHistory, ChatMessage, Conversation, chatHistoryPayload, chatSendPayload } from './schemas';
import { chatConversations, chatMessages } from './tables';

/** Who is chatting: an end user of one project, or an admin (of the projects they manage). */
export type ChatActor =
  | { kind: 'user'; userId: string; projectId: string }
  | { kind: 'admin'; adminId: string };

export type ChatDeps = {
  db: Database;
  contacts: (projectId: string, userIds: string[]) => Promise<UserContact[]>;
  /** The scope guard's rule, for the socket's events (routes are checked before the handler). */
  checkProject: ProjectCheck;
  /** The projects an admin manages, a page at a time (the projects service's listForAdmin). */
  listProjectsOfAdmin: (
    adminId: string,
    page: Pagination,
  ) => Promise<{ items: { id: string }[]; total: number }>;
};

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** The room of a project's support staff: every admin connection of the project joins it. */
export const supportRoom = (projectId: string) => `support:${projectId}`;

/** How many missed messages a reconnecting client gets at most (it pages the rest with history). */
const MISSED_LIMIT = 500;

export function createChatService({ db, contacts, checkProject, listProjectsOfAdmin }: ChatDeps) {
  async function projectsOfAdmin(adminId: string): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const { items, total } = await listProjectsOfAdmin(adminId, { limit: 200, page });
      ids.push(...items.map((project) => project.id));
      if (items.length === 0 || ids.length >= total) return ids;
    }
  }

  async function findConversation(id: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
    return row;
  }

  /** The conversation if the actor takes part in it (admins: support conversations of their projects). */
  async function accessible(actor: ChatActor, id: string): Promise<ConversationRow> {
    const row = await findConversation(id);
    if (row && actor.kind === 'user' && row.projectId === actor.projectId) {
      if (row.userId === actor.userId || row.peerUserId === actor.userId) return row;
    }
    if (row && actor.kind === 'admin' && row.kind === 'support') {
      await checkProject(actor, row.projectId, 'Conversation');
      return row;
    }
    throw new NotFound('Conversation');
  }

  async function assertUserOf(projectId: string, userId: string, path: string) {
    if ((await contacts(projectId, [userId])).length === 0) {
      throw new ValidationFailed('No such end user in the project', [
        { path, rule: 'exists', message: 'No end user of the project has this id' },
      ]);
    }
  }

  /** Finds or creates the conversation of a pair (one per pair, by the unique pair key). */
  async function openPair(
    projectId: string,
    kind: 'support' | 'direct',
    userId: string,
    peerUserId?: string,
  ) {
    const [first, second] = peerUserId ? [userId, peerUserId].sort() : [userId, undefined];
    const pairKey = kind === 'support' ? `support:${userId}` : `direct:${first}:${second}`;
    await db
      .insert(chatConversations)
      .values({ projectId, kind, userId: first!, peerUserId: second ?? null, pairKey })
      .onConflictDoNothing({ target: [chatConversations.projectId, chatConversations.pairKey] });
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.projectId, projectId), eq(chatConversations.pairKey, pairKey)));
    return row!;
  }

  async function conversationFor(actor: ChatActor, payload: z.output<typeof chatSendPayload>) {
    if (payload.conversationId) return accessible(actor, payload.conversationId);
    const to = payload.to!;
    if (actor.kind === 'user') {
      if (to === 'support') return openPair(actor.projectId, 'support', actor.userId);
      if (to.userId === actor.userId) {
        throw new ValidationFailed('A conversation needs someone else', [
          { path: 'to.userId', rule: 'not_self', message: 'Choose another user' },
        ]);
      }
      await assertUserOf(actor.projectId, to.userId, 'to.userId');
      return openPair(actor.projectId, 'direct', actor.userId, to.userId);
    }
    if (to === 'support' || !payload.projectId) {
      throw new ValidationFailed('Admins write to an end user of a project: to.userId and projectId', [
        { path: 'projectId', rule: 'required', message: 'Admins give the project and to.userId' },
      ]);
    }
    await checkProject(actor, payload.projectId);
    await assertUserOf(payload.projectId, to.userId, 'to.userId');
    return openPair(payload.projectId, 'support', to.userId);
  }

  function messageView(row: MessageRow): ChatMessage {
    return {
      id: row.id,
      conversationId: row.conversationId,
      sender: { kind: row.senderKind, id: row.senderId },
      body: row.body,
      clientMessageId: row.clientMessageId,
      createdAt: row.createdAt,
    };
  }

  function conversationView(row: ConversationRow): Conversation {
    return {
      id: row.id,
      projectId: row.projectId,
      kind: row.kind,
      userId: row.userId,
      peerUserId: row.peerUserId,
      lastMessageAt: row.lastMessageAt,
      createdAt: row.createdAt,
    };
  }

  /** Rooms that receive a conversation's messages: its users' connections, and support staff. */
  function roomsOf(row: ConversationRow): string[] {
    return row.kind === 'support'
      ? [userRoom(row.userId), supportRoom(row.projectId)]
      : [userRoom(row.userId), userRoom(row.peerUserId!)];
  }

  async function newestFirst(conversationId: string, limit: number, offset: number, beforeSeq?: number) {
    return db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          beforeSeq === undefined ? undefined : lt(chatMessages.seq, beforeSeq),
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .limit(limit)
      .offset(offset);
  }

  function supportConversations(projectId: string, query: Pagination) {
    return listConversations(
      and(eq(chatConversations.projectId, projectId), eq(chatConversations.kind, 'support')),
      query,
    );
  }

  async function listConversations(where: SQL | undefined, query: Pagination) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(chatConversations)
        .where(where)
        .orderBy(
          sql`${chatConversations.lastMessageAt} desc nulls last`,
          desc(chatConversations.createdAt),
          desc(chatConversations.id),
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(chatConversations).where(where),
    ]);
    return {
      items: rows.map(conversationView),
      total: total?.value ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }

  return {
    roomsOf,

    /** The rooms a new connection joins, so that it receives what is meant for it. */
    async roomsOfActor(actor: ChatActor): Promise<string[]> {
      if (actor.kind === 'user') return [userRoom(actor.userId)];
      return (await projectsOfAdmin(actor.adminId)).map(supportRoom);
    },

    /**
     * Stores a message (before anyone is told of it) and returns it with the rooms to tell. A resend
     * with the same clientMessageId returns the stored message, with `duplicate` set.
     */
    async send(actor: ChatActor, payload: z.output<typeof chatSendPayload>) {
      const conversation = await conversationFor(actor, payload);
      const sender =
        actor.kind === 'user'
          ? { senderKind: 'user' as const, senderId: actor.userId }
          : { senderKind: 'admin' as const, senderId: actor.adminId };
      const { row, duplicate } = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(chatMessages)
          .values({
            conversationId: conversation.id,
            ...sender,
            body: payload.body,
            clientMessageId: payload.clientMessageId ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          await tx
            .update(chatConversations)
            .set({ lastMessageAt: inserted.createdAt })
            .where(eq(chatConversations.id, conversation.id));
          return { row: inserted, duplicate: false };
        }
        const [existing] = await tx
          .select()
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.conversationId, conversation.id),
              eq(chatMessages.senderId, sender.senderId),
              eq(chatMessages.clientMessageId, payload.clientMessageId!),
            ),
          );
        return { row: existing!, duplicate: true };
      });
      return {
        message: messageView(row),
        conversation: conversationView(conversation),
        rooms: roomsOf(conversation),
        duplicate,
      };
    },

    /** A page of a conversation, newest first, before the `before` message (cursor). */
    async history(actor: ChatActor, payload: z.output<typeof chatHistoryPayload>): Promise<ChatHistory> {
      const conversation = await accessible(actor, payload.conversationId);
      let beforeSeq: number | undefined;
      if (payload.before) {
        const [cursor] = await db
          .select({ seq: chatMessages.seq })
          .from(chatMessages)
          .where(and(eq(chatMessages.id, payload.before), eq(chatMessages.conversationId, conversation.id)));
        if (!cursor) {
          throw new ValidationFailed('The cursor is not a message of this conversation', [
            { path: 'before', rule: 'exists', message: 'Not a message of this conversation' },
          ]);
        }
        beforeSeq = cursor.seq;
      }
      const rows = await newestFirst(conversation.id, payload.limit + 1, 0, beforeSeq);
      const items = rows.slice(0, payload.limit).map(messageView);
      return { items, nextCursor: rows.length > payload.limit ? items[items.length - 1]!.id : null };
    },

    /**
     * Messages the actor's conversations received after `lastMessageId`, oldest first (at most 500):
     * what a reconnecting client missed. An unknown id yields nothing.
     */
    async missedSince(actor: ChatActor, lastMessageId: string): Promise<ChatMessage[]> {
      const [cursor] = await db
        .select({ seq: chatMessages.seq })
        .from(chatMessages)
        .where(eq(chatMessages.id, lastMessageId));
      if (!cursor) return [];
      let mine: SQL | undefined;
      if (actor.kind === 'user') {
        mine = and(
          eq(chatConversations.projectId, actor.projectId),
          or(eq(chatConversations.userId, actor.userId), eq(chatConversations.peerUserId, actor.userId)),
        );
      } else {
        const projectIds = await projectsOfAdmin(actor.adminId);
        if (projectIds.length === 0) return [];
        mine = and(inArray(chatConversations.projectId, projectIds), eq(chatConversations.kind, 'support'));
      }
      const rows = await db
        .select({ message: chatMessages })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(mine, gt(chatMessages.seq, cursor.seq)))
        .orderBy(asc(chatMessages.seq))
        .limit(MISSED_LIMIT);
      return rows.map((row) => messageView(row.message));
    },

    /** The actor's conversations, most recent first (admins: a project's support conversations). */
    async conversations(actor: ChatActor, query: Pagination & { projectId?: string }) {
      if (actor.kind === 'user') {
        return listConversations(
          and(
            eq(chatConversations.projectId, actor.projectId),
            or(eq(chatConversations.userId, actor.userId), eq(chatConversations.peerUserId, actor.userId)),
          ),
          query,
        );
      }
      if (!query.projectId) {
        throw new ValidationFailed('Admins list the conversations of one project', [
          { path: 'projectId', rule: 'required', message: 'Give the project' },
        ]);
      }
      await checkProject(actor, query.projectId);
      return supportConversations(query.projectId, query);
    },

    /** The support conversations of the scope's project (REST; the guard checked the admin). */
    supportConversationsOf: ({ projectId }: Scope, query: Pagination) =>
      supportConversations(projectId, query),

    /** A support conversation's messages (REST; the guard checked the admin), newest first. */
    async messagesOf({ projectId }: Scope, conversationId: string, query: Pagination) {
      const conversation = await findConversation(conversationId);
      if (conversation?.projectId !== projectId || conversation.kind !== 'support') {
        throw new NotFound('Conversation');
      }
      const [rows, [total]] = await Promise.all([
        newestFirst(conversationId, query.limit, (query.page - 1) * query.limit),
        db
          .select({ value: count() })
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, conversationId)),
      ]);
      return { items: rows.map(messageView), total: total?.value ?? 0, page: query.page, limit: query.limit };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
