import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/database/client';
import { uniqueViolation } from '../../core/database/errors';
import { Conflict, InvalidTransition, NotFound, ValidationFailed } from '../../core/errors';
import type { Outbox } from '../../core/outbox/outbox';
import type { UserContact } from '../auth/service';
import type { NotificationsService, PreparedNotification } from '../notifications/service';
import type { PaymentProvider } from './provider';
import type { payWithLinkBody, Transaction } from './schemas';
import { paymentTransactionEvents, paymentTransactions } from './tables';

/** The outbox topic telling the order (if any) that its payment settled. */
export const SETTLED_TOPIC = 'payment.settled';

export type PaymentSettled = {
  transactionId: string;
  projectId: string;
  orderId: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: string;
};

/**
 * The hook through which a settled payment updates its order. The commerce module fills it in
 * (services.ts); it runs from the outbox, so it must be idempotent by `transactionId`.
 */
export type OrderPaymentHook = (event: PaymentSettled) => Promise<void>;

export type PaymentsDeps = {
  db: Database;
  outbox: Outbox;
  provider: PaymentProvider;
  notifications: Pick<NotificationsService, 'prepare' | 'write'>;
  contacts: (projectId: string, userIds: string[]) => Promise<UserContact[]>;
};

type PayWithLink = z.output<typeof payWithLinkBody>;
type Row = typeof paymentTransactions.$inferSelect;

export function createPaymentsService({ db, outbox, provider, notifications, contacts }: PaymentsDeps) {
  async function view(row: Row): Promise<Transaction> {
    const events = await db
      .select()
      .from(paymentTransactionEvents)
      .where(eq(paymentTransactionEvents.transactionId, row.id))
      .orderBy(asc(paymentTransactionEvents.createdAt), asc(paymentTransactionEvents.id));
    return {
      id: row.id,
      projectId: row.projectId,
      amount: row.amount,
      currency: row.currency,
      description: row.description,
      orderId: row.orderId,
      userId: row.userId,
      status: row.status,
      provider: row.provider,
      paymentUrl: row.paymentUrl,
      returnUrl: row.returnUrl,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      completedAt: row.completedAt,
      history: events.map((event) => ({ status: event.status, note: event.note, at: event.createdAt })),
    };
  }

  async function find(id: string): Promise<Row | undefined> {
    const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
    return row;
  }

  /** The in-app PAYMENT notification for the payer, prepared before the settling transaction. */
  async function payerNotice(
    row: Row,
    status: 'succeeded' | 'failed',
  ): Promise<PreparedNotification | undefined> {
    if (!row.userId) return undefined;
    const amount = `${(row.amount / 100).toFixed(2)} ${row.currency}`;
    const succeeded = status === 'succeeded';
    return notifications
      .prepare({
        projectId: row.projectId,
        type: 'IN_APP',
        inAppType: 'PAYMENT',
        title: succeeded
          ? { en: 'Payment received', ka: 'გადახდა მიღებულია' }
          : { en: 'Payment failed', ka: 'გადახდა ვერ შესრულდა' },
        body: {
          en: `${row.description}: ${amount}${succeeded ? '' : ' was not paid'}`,
          ka: `${row.description}: ${amount}${succeeded ? '' : ' არ გადახდილა'}`,
        },
        data: {
          transactionId: row.id,
          status,
          amount: row.amount,
          currency: row.currency,
          orderId: row.orderId,
        },
        to: { userIds: [row.userId] },
        sentBy: 'system',
      })
      .catch((error: unknown) => {
        // The payer's account is gone: the payment settles all the same.
        if (error instanceof ValidationFailed) return undefined;
        throw error;
      });
  }

  return {
    /**
     * Creates a pending transaction and its payment link. With an idempotency key, a repeat of the same
     * request returns the first transaction (`replayed`); the same key with another request is a 409.
     */
    async payWithLink(
      projectId: string,
      body: PayWithLink,
      idempotencyKey?: string,
    ): Promise<{ transaction: Transaction; replayed: boolean }> {
      if (body.userId && (await contacts(projectId, [body.userId])).length === 0) {
        throw new ValidationFailed('The payer is not an end user of the project', [
          { path: 'userId', rule: 'exists', message: 'No end user of the project has this id' },
        ]);
      }
      const requestHash = idempotencyKey ? hashRequest(body) : null;
      const id = randomUUID();
      const started = await provider.createPayment({
        transactionId: id,
        amount: body.amount,
        currency: body.currency,
        description: body.description,
      });
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(paymentTransactions)
            .values({
              id,
              projectId,
              amount: body.amount,
              currency: body.currency,
              description: body.description,
              orderId: body.orderId ?? null,
              userId: body.userId ?? null,
              returnUrl: body.returnUrl ?? null,
              provider: provider.name,
              providerRef: started.providerRef ?? null,
              paymentUrl: started.paymentUrl,
              idempotencyKey: idempotencyKey ?? null,
              requestHash,
            })
            .returning();
          await tx
            .insert(paymentTransactionEvents)
            .values({ transactionId: id, status: 'pending', note: 'created' });
          return created!;
        });
        return { transaction: await view(row), replayed: false };
      } catch (error) {
        if (uniqueViolation(error) !== 'payment_transactions_idempotency_unique') throw error;
      }
      const [first] = await db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.projectId, projectId),
            eq(paymentTransactions.idempotencyKey, idempotencyKey!),
          ),
        );
      if (!first || first.requestHash !== requestHash) {
        throw new Conflict(
          'This Idempotency-Key was used with a different request',
          [
            {
              path: 'idempotency-key',
              rule: 'same_request',
              message: 'Used before with a different request',
            },
          ],
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      return { transaction: await view(first), replayed: true };
    },

    /** A transaction of the project, with its history; another project's is NotFound. */
    async get(projectId: string, id: string): Promise<Transaction> {
      const row = await find(id);
      if (!row || row.projectId !== projectId) throw new NotFound('Transaction');
      return view(row);
    },

    /** For the payment page, which the link itself authorizes. */
    async getForPayer(id: string): Promise<Transaction> {
      const row = await find(id);
      if (!row) throw new NotFound('Transaction');
      return view(row);
    },

    /**
     * Moves a pending transaction to `succeeded` or `failed`, once: a second attempt is an
     * InvalidTransition. In the same database transaction: the history event, the payer's in-app
     * PAYMENT notification and the order's update go to the outbox, so none is lost or doubled.
     */
    async settle(id: string, status: 'succeeded' | 'failed', note: string): Promise<Transaction> {
      const before = await find(id);
      if (!before) throw new NotFound('Transaction');
      if (before.status !== 'pending') throw new InvalidTransition(before.status, status);
      const notice = await payerNotice(before, status);
      const row = await db.transaction(async (tx) => {
        const [settled] = await tx
          .update(paymentTransactions)
          .set({ status, completedAt: new Date() })
          .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'pending')))
          .returning();
        // Someone settled it between our read and this update: the state machine allows one move only.
        if (!settled) {
          const [current] = await tx
            .select({ status: paymentTransactions.status })
            .from(paymentTransactions)
            .where(eq(paymentTransactions.id, id));
          throw new InvalidTransition(current?.status ?? 'unknown', status);
        }
        await tx.insert(paymentTransactionEvents).values({ transactionId: id, status, note });
        if (notice) await notifications.write(tx, notice);
        if (settled.orderId) {
          const event: PaymentSettled = {
            transactionId: id,
            projectId: settled.projectId,
            orderId: settled.orderId,
            status,
            amount: settled.amount,
            currency: settled.currency,
          };
          await outbox.enqueue(tx, [{ topic: SETTLED_TOPIC, payload: event }]);
        }
        return settled;
      });
      outbox.wake();
      return view(row);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The outbox handler of `payment.settled`: hands the event to the order hook, if one is wired. */
export function createSettledHandler(hook: OrderPaymentHook | undefined) {
  return async (payload: Record<string, unknown>) => {
    // Without a commerce module there is no order to update: the message is settled as done.
    await hook?.(payload as unknown as PaymentSettled);
  };
}

/** The request as the idempotency key compares it: fields in a fixed order, defaults applied. */
function hashRequest(body: PayWithLink): string {
  const canonical = JSON.stringify([
    body.amount,
    body.currency,
    body.description,
    body.orderId ?? null,
    body.userId ?? null,
    body.returnUrl ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
