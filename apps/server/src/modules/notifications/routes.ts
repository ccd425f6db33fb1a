import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/caller';
import type { Realtime } from '../../core/realtime';
import { route } from '../../core/route';
import { idParams, noContent, page } from '../../core/schemas';
import { scopeOf } from '../../core/scope';
import { createLiveStreams } from './live';
import {
  allSeen,
  createNotificationBody,
  listNotificationsQuery,
  notificationReceipt,
  pushSubscription,
  pushSubscriptionBody,
  sendInAppBody,
  sendPushBody,
  sendSmsBody,
  smsMessage,
  smsOutboxQuery,
  unsubscribeQuery,
  userNotification,
  userNotificationPage,
  vapidPublicKey,
} from './schemas';
import type { NotificationsService } from './service';

const eventStream = z
  .custom<Readable>()
  .meta({ type: 'string' })
  .describe(
    '`text/event-stream`: `event: notification`, `id:` and `data:` a notification as JSON, per event',
  );

type Deps = { notifications: NotificationsService; realtime: Realtime };
const tags = ['notifications'];
const accepted =
  'Accepted and queued: each recipient gets it through the outbox, retried with backoff until delivered.';

/** Notifications on the newer base (/api/v2). */
export const notificationsV2Routes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { notifications, realtime },
) => {
  const openLiveStream = createLiveStreams(app, realtime);

  // Web Push keys are made on the first start (and kept in the database for every later one).
  app.addHook('onReady', notifications.ensureVapidKeys);

  app.post(
    '/notification',
    route({
      operationId: 'adminNotifications.send',
      callers: ['admin'],
      project: 'body.projectId',
      tags,
      summary: `An admin sends a notification (EMAIL, SMS, PUSH or IN_APP) to users of a project or all of them. ${accepted}`,
      body: createNotificationBody,
      response: { 201: notificationReceipt },
    }),
    async (request, reply) =>
      reply.code(201).send(await notifications.sendAsAdmin(scopeOf(request), request.body)),
  );

  app.post(
    '/notification/sendInApp',
    route({
      operationId: 'privateNotifications.sendInApp',
      callers: ['private'],
      tags,
      summary: `The project's back end sends an in-app notification, pushed live to connected users. ${accepted}`,
      body: sendInAppBody,
      response: { 201: notificationReceipt },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await notifications.sendInApp(callerOf(request, 'private').projectId, request.body)),
  );

  app.post(
    '/notification/sms',
    route({
      operationId: 'privateNotifications.sms',
      callers: ['private'],
      tags,
      summary: `The project's back end sends an SMS {to, body}. ${accepted}`,
      body: sendSmsBody,
      response: { 201: notificationReceipt },
    }),
    async (request, reply) =>
      reply.code(201).send(await notifications.sendSms(callerOf(request, 'private').projectId, request.body)),
  );

  app.get(
    '/notification/sms/outbox',
    route({
      operationId: 'adminNotifications.smsOutbox',
      callers: ['admin'],
      project: 'query.projectId',
      tags,
      summary: 'SMS recorded by the local gateway (no real gateway configured), newest first',
      querystring: smsOutboxQuery,
      response: { 200: page(smsMessage) },
    }),
    (request) => notifications.listSms(scopeOf(request), request.query),
  );

  app.post(
    '/pushNotification/users',
    route({
      operationId: 'privateNotifications.pushToUsers',
      callers: ['private'],
      tags,
      summary: `The project's back end sends a Web Push notification to users' registered browsers. ${accepted}`,
      body: sendPushBody,
      response: { 201: notificationReceipt },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await notifications.sendPush(callerOf(request, 'private').projectId, request.body)),
  );

  app.get(
    '/pushNotification/vapidPublicKey',
    route({
      operationId: 'notifications.vapidPublicKey',
      callers: ['public', 'user'],
      tags,
      summary: 'The server key a browser subscribes with (pushManager.subscribe applicationServerKey)',
      response: { 200: vapidPublicKey },
    }),
    () => notifications.vapidPublicKey(),
  );

  app.post(
    '/pushNotification/subscriptions',
    route({
      operationId: 'notifications.subscribePush',
      callers: ['user'],
      tags,
      summary: 'Registers the browser push subscription of the signed-in user (again: updates it)',
      body: pushSubscriptionBody,
      response: { 201: pushSubscription },
    }),
    async (request, reply) =>
      reply.code(201).send(await notifications.subscribePush(callerOf(request, 'user'), request.body)),
  );

  app.delete(
    '/pushNotification/subscriptions',
    route({
      operationId: 'notifications.unsubscribePush',
      callers: ['user'],
      tags,
      summary: 'Removes one of the user’s push subscriptions, by endpoint',
      querystring: unsubscribeQuery,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await notifications.unsubscribePush(callerOf(request, 'user').userId, request.query.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/notification',
    route({
      operationId: 'notifications.list',
      callers: ['user'],
      tags,
      summary: 'The signed-in user’s notifications, newest first, with the unseen count',
      querystring: listNotificationsQuery,
      response: { 200: userNotificationPage },
    }),
    (request) => notifications.listForUser(callerOf(request, 'user').userId, request.query),
  );

  app.get(
    '/notification/live',
    route({
      operationId: 'notifications.live',
      callers: ['user'],
      tags,
      summary:
        'The signed-in user’s new in-app notifications as they arrive, as server-sent events (`notification`, its JSON the list’s item); a reconnecting client reads the list for what it missed',
      produces: ['text/event-stream'],
      response: { 200: eventStream },
    }),
    (request, reply) => openLiveStream(reply, callerOf(request, 'user').userId),
  );

  app.put(
    '/notification/seen',
    route({
      operationId: 'notifications.markAllSeen',
      callers: ['user'],
      tags,
      summary: 'Marks all the user’s notifications seen (those seen before keep their time)',
      response: { 200: allSeen },
    }),
    (request) => notifications.markAllSeen(callerOf(request, 'user').userId),
  );

  app.put(
    '/notification/:id/seen',
    route({
      operationId: 'notifications.markSeen',
      callers: ['user'],
      tags,
      summary: 'Marks the user’s notification seen (again: keeps the first time); another user’s is 404',
      params: idParams,
      response: { 200: userNotification },
    }),
    (request) => notifications.markSeen(callerOf(request, 'user').userId, request.params.id),
  );
};
