import type { ChatMessage, Conversation, Page } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** `?limit=&page=` of a list (limit 20 by default, at most 200; pages from 1). */
export type ChatListQuery = { limit?: number; page?: number };

/**
 * A project's support conversations for its admins, on the newer base. The live part (sending,
 * receiving) is the chat client, `@fuel/sdk/chat`.
 */
export class AdminChatService extends BaseService {
  /**
   * `GET /conversations?projectId=`: most recent first.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for a project the admin does not manage.
   */
  conversations(
    projectId: string,
    query: ChatListQuery = {},
    options?: RequestOptions,
  ): Promise<Page<Conversation>> {
    return this.transport.send('GET', path`/conversations`, { query: { ...query, projectId } }, options);
  }

  /**
   * `GET /conversations/{id}/messages?projectId=`: newest first.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for a conversation outside the admin's project.
   */
  messages(
    projectId: string,
    conversationId: string,
    query: ChatListQuery = {},
    options?: RequestOptions,
  ): Promise<Page<ChatMessage>> {
    return this.transport.send(
      'GET',
      path`/conversations/${conversationId}/messages`,
      { query: { ...query, projectId } },
      options,
    );
  }
}
