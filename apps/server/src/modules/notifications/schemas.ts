import { z } from 'zod';
import { localizedText, metadata, page, pagination, timestamp, uuid } from '../../core/schemas';
import { phone } from '../auth/schemas';

export const notificationType = z.enum(['EMAIL', 'SMS', 'PUSH', 'IN_APP']).meta({ id: 'NotificationType' });
export const notificationSourceType = z.enum(['News']).meta({ id: 'NotificationSourceType' });
export const inAppType = z.enum(['PAYMENT']).meta({ id: 'InAppType' });
export const deliveryStatus = z.enum(['pending', 'sent', 'skipped', 'failed']);

const text = (max: number) =>
  localizedText
    .refine((value) => Object.keys(value).length > 0, 'Give the text in at least one language')
    .refine((value) => Object.values(value).every((item) => item.length <= max), `At most ${max} characters`);

/** Who receives it: listed end users of the project, or all of them. */
const audience = {
  userIds: z.array(uuid).min(1).max(1000).optional().describe('End users of the project'),
  allUsers: z.literal(true).optional().describe('Every active end user of the project instead of a list'),
};

const content = {
  title: text(200),
  body: text(4000),
  data: metadata.optional().describe('Free data for the app, e.g. `{ "newsId": "…" }`'),
  sourceType: notificationSourceType.optional(),
  sourceId: z.string().min(1).max(200).optional(),
};

function oneAudience<T extends { userIds?: string[]; allUsers?: true }>(value: T, context: z.RefinementCtx) {
  if (!value.userIds === !value.allUsers) {
    context.addIssue({
      code: 'custom',
      path: ['userIds'],
      message: 'Give either userIds or allUsers: true',
    });
  }
}

export const createNotificationBody = z
  .object({
    projectId: uuid,
    type: notificationType,
    inAppType: inAppType.optional(),
    ...content,
    ...audience,
  })
  .superRefine(oneAudience)
  .meta({ id: 'CreateNotificationBody' });

export const sendInAppBody = z
  .object({ inAppType: inAppType.optional(), ...content, ...audience })
  .superRefine(oneAudience)
  .meta({ id: 'SendInAppBody' });

export const sendPushBody = z
  .object({ ...content, ...audience })
  .superRefine(oneAudience)
  .meta({ id: 'SendPushBody' });

export const sendSmsBody = z
  .object({ to: phone, body: z.string().trim().min(1).max(1600) })
  .meta({ id: 'SendSmsBody' });

/** What was accepted: delivery happens right after, through the outbox. */
export const notificationReceipt = z
  .object({
    id: uuid,
    projectId: uuid,
    type: notificationType,
    inAppType: inAppType.nullable(),
    sourceType: notificationSourceType.nullable(),
    sourceId: z.string().nullable(),
    title: localizedText,
    body: localizedText,
    data: metadata,
    recipients: z.number().int().describe('Deliveries queued'),
    skipped: z.number().int().describe('Recipients without the address the channel needs (e-mail, phone)'),
    createdAt: timestamp,
  })
  .meta({ id: 'NotificationReceipt' });

const textOut = z.union([z.string(), localizedText]).describe('Localized text; a string with `?lang=`');

/** A notification as its recipient sees it. */
export const userNotification = z
  .object({
    id: uuid,
    type: notificationType,
    inAppType: inAppType.nullable(),
    sourceType: notificationSourceType.nullable(),
    sourceId: z.string().nullable(),
    title: textOut,
    body: textOut,
    data: metadata,
    createdAt: timestamp,
    seen: z.boolean(),
    seenAt: timestamp.nullable(),
    deliveryStatus,
  })
  .meta({ id: 'UserNotification' });

export const listNotificationsQuery = pagination.extend({
  lang: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
    .optional()
    .describe('Flattens title and body to this language'),
  type: notificationType.optional(),
  unseen: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Only notifications not seen yet'),
  unseenFirst: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('The unseen ones first, each group newest first'),
});

export const userNotificationPage = page(userNotification)
  .extend({
    unseen: z
      .number()
      .int()
      .describe('Notifications of the user not seen yet (all pages; of the `type` asked for)'),
  })
  .meta({ id: 'UserNotificationPage' });

export const allSeen = z
  .object({ marked: z.number().int().describe('How many were not seen until now') })
  .meta({ id: 'AllNotificationsSeen' });
export type AllNotificationsSeen = z.infer<typeof allSeen>;

export const smsMessage = z
  .object({ id: uuid, deliveryId: uuid, to: z.string(), body: z.string(), createdAt: timestamp })
  .meta({ id: 'SmsMessage' });

export const smsOutboxQuery = pagination.extend({
  projectId: uuid,
  to: phone.optional().describe('Only messages to this number'),
});

export const pushSubscriptionBody = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(2000),
    keys: z.object({
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Expected the base64url P-256 public key'),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'Expected the base64url auth secret'),
    }),
  })
  .meta({
    id: 'WebPushSubscriptionBody',
    description: 'A browser PushSubscription, as `subscription.toJSON()` gives it',
  });

export const pushSubscription = z
  .object({ id: uuid, endpoint: z.string(), createdAt: timestamp })
  .meta({ id: 'WebPushSubscription' });

export const unsubscribeQuery = z.object({ endpoint: z.url().max(2000) });

export const vapidPublicKey = z
  .object({ publicKey: z.string().describe('The applicationServerKey for pushManager.subscribe()') })
  .meta({ id: 'VapidPublicKey' });

export type NotificationType = z.infer<typeof notificationType>;
export type NotificationSourceType = z.infer<typeof notificationSourceType>;
export type InAppType = z.infer<typeof inAppType>;
export type CreateNotificationBody = z.infer<typeof createNotificationBody>;
export type SendInAppBody = z.infer<typeof sendInAppBody>;
export type SendPushBody = z.infer<typeof sendPushBody>;
export type SendSmsBody = z.infer<typeof sendSmsBody>;
export type NotificationReceipt = z.infer<typeof notificationReceipt>;
export type UserNotification = z.infer<typeof userNotification>;
export type UserNotificationPage = z.infer<typeof userNotificationPage>;
export type ListNotificationsQuery = z.input<typeof listNotificationsQuery>;
export type SmsMessage = z.infer<typeof smsMessage>;
export type SmsOutboxQuery = z.input<typeof smsOutboxQuery>;
export type WebPushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export type WebPushSubscription = z.infer<typeof pushSubscription>;
export type VapidPublicKey = z.infer<typeof vapidPublicKey>;
