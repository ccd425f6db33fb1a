import type { Realtime } from '../../../core/realtime';
import type { Channel } from './types';

/** The live event carrying a new in-app notification (see docs/CHAT.md). */
export const NOTIFICATION_EVENT = 'notification:new';

/**
 * In-app notifications are stored when accepted (the user's list shows them from then on); delivering
 * one pushes it live to the user's open connections on any instance. A repeated push carries the same
 * notification id, which clients use to drop the copy.
 */
export function createInAppChannel(realtime: Realtime): Channel {
  return {
    async send(delivery) {
      if (!delivery.userId) return 'skipped';
      const { notification } = delivery;
      realtime.toUser(delivery.userId, NOTIFICATION_EVENT, {
        id: delivery.notificationId,
        type: 'IN_APP',
        inAppType: notification.inAppType,
        sourceType: notification.sourceType,
        sourceId: notification.sourceId,
        title: notification.title,
        body: notification.body,
        data: delivery.content.data,
        createdAt: notification.createdAt,
        seen: false,
        seenAt: null,
        deliveryStatus: 'sent',
      });
      return 'sent';
    },
  };
}
