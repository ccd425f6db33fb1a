import type { ChatMessage, Conversation, Page } from '@fuel/server/contract';
import type { ChatListQuery } from '../inputs';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';

/**
 * A project's support conversations for its admins, on the newer base. The live part (sending,
 * receiving) is the chat client, `@fuel/sdk/chat`.
 */
export class AdminChatService extends ProjectScopedService {
  /**
   * `GET /conversations?projectId=`: most recent first.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for a project the admin does not manage.
   */
  conversations(query: ChatListQuery = {}, options?: RequestOptions): Promise<Page<Conversation>> {
    return this.transport.send(
      'GET',
      path`/conversations`,
      { query: { ...query, projectId: this.projectId } },
      options,
    );
  }

  /**
   * `GET /conversations/{id}/messages?projectId=`: newest first.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for a conversation outside the admin's project.
   */
  messages(
    conversationId: string,
    query: ChatListQuery = {},
    options?: RequestOptions,
  ): Promise<Page<ChatMessage>> {
    return this.transport.send(
      'GET',
      path`/conversations/${conversationId}/messages`,
      { query: { ...query, projectId: this.projectId } },
      options,
    );
  }
}
