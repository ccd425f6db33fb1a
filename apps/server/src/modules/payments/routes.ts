import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { AppError } from '../../core/errors';
import { route } from '../../core/route';
import { idParams } from '../../core/schemas';
import { type PageLanguage, pageLanguage, renderNotFoundPage, renderPaymentPage } from './page';
import { idempotencyHeaders, payWithLinkBody, transaction } from './schemas';
import type { PaymentsService } from './service';

type Deps = { payments: PaymentsService };
const tags = ['payments'];

/** Payments for the project's back end (private key), on the newer base (/api/v2). */
export const paymentsV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { payments }) => {
  app.post(
    '/payment/payWithLink',
    route({
      operationId: 'payments.payWithLink',
      errors: ['IDEMPOTENCY_KEY_REUSED'],
      callers: ['private'],
      tags,
      summary:
        'Creates a pending transaction (amount in minor units) and returns its payment link. With an Idempotency-Key, a repeat returns the same transaction (200); the key with another body is refused',
      headers: idempotencyHeaders,
      body: payWithLinkBody,
      response: { 200: transaction, 201: transaction },
    }),
    async (request, reply) => {
      const { transaction, replayed } = await payments.payWithLink(
        callerOf(request, 'private').projectId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(transaction);
    },
  );

  app.get(
    '/transaction/:id',
    route({
      operationId: 'payments.transaction',
      callers: ['private'],
      tags,
      summary: 'A transaction of the project: its status and history',
      params: idParams,
      response: { 200: transaction },
    }),
    (request) => payments.get(callerOf(request, 'private').projectId, request.params.id),
  );
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sandbox provider's payment page, /pay/{transactionId}: server-rendered HTML in English and
 * Georgian (?lang=ka, or the browser's language), a plain form that works without JavaScript.
 * Paying or declining settles the transaction once; the answer redirects back to the page (303).
 */
export const paymentPageRoutes: FastifyPluginAsync<Deps> = async (app, { payments }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      })
      .send(page);

  async function load(id: string) {
    if (!UUID.test(id)) return undefined;
    return payments.getForPayer(id).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    });
  }

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/pay/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const language = pageLanguage(request.query, request.headers['accept-language']);
      const found = await load(request.params.id);
      if (!found) return html(reply, 404, renderNotFoundPage(language, `/pay/${request.params.id}`));
      return html(reply, 200, renderPaymentPage(found, language));
    },
  );

  app.post<{ Params: { id: string }; Body: { decision?: string; lang?: string } | undefined }>(
    '/pay/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const language: PageLanguage = pageLanguage(request.body, request.headers['accept-language']);
      const found = await load(request.params.id);
      if (!found) return html(reply, 404, renderNotFoundPage(language, `/pay/${request.params.id}`));
      const decision = request.body?.decision;
      if (decision !== 'pay' && decision !== 'decline')
        return html(reply, 400, renderPaymentPage(found, language));
      if (found.status !== 'pending') {
        return html(reply, 409, renderPaymentPage(found, language, { alreadyCompleted: true }));
      }
      try {
        await payments.settle(
          found.id,
          decision === 'pay' ? 'succeeded' : 'failed',
          decision === 'pay' ? 'paid on the sandbox page' : 'declined on the sandbox page',
        );
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'INVALID_TRANSITION')) throw error;
        const now = (await load(found.id)) ?? found;
        return html(reply, 409, renderPaymentPage(now, language, { alreadyCompleted: true }));
      }
      return reply.redirect(`/pay/${found.id}?lang=${language}`, 303);
    },
  );
};
