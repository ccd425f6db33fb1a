import { ChatClient, type ChatMessage } from '@fuel/sdk/chat';
import { refreshNotifications } from '@/features/notifications/refresh';
import type { SupportChat, SupportChatOptions, SupportMessage } from './chat-types';

/**
 * The one place the widget meets the platform's real-time chat: the kit's ChatClient
 * (`@fuel/sdk/chat`, socket.io, loaded with the panel only), as the signed-in end user talking to
 * the project's support.
 */
export async function connectSupportChat(options: SupportChatOptions): Promise<SupportChat> {
  const client = new ChatClient({ url: options.url, projectKey: options.projectKey });
  const toMessage = (message: ChatMessage): SupportMessage => ({
    id: message.id,
    body: message.body,
    mine: message.sender.kind === 'user' && message.sender.id === options.userId,
    createdAt: new Date(message.createdAt),
  });
  client.onMessage((message) => options.onMessage(toMessage(message)));
  // In-app notifications pushed on the same socket: the notifications icon reads its count again.
  client.onNotification(() => refreshNotifications());
  await client.connect(options.sessionId);
  let conversationId: string | undefined;

  return {
    async history() {
      const { items } = await client.conversations({ limit: 1 });
      conversationId = items[0]?.id;
      if (!conversationId) return [];
      const page = await client.history(conversationId, { limit: 50 });
      return page.items.map(toMessage).reverse();
    },
    async send(body) {
      const message = await client.send(conversationId ? { conversationId, body } : { to: 'support', body });
      conversationId = message.conversationId;
      return toMessage(message);
    },
    close() {
      client.close();
    },
  };
}
