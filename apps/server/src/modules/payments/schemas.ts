import { z } from 'zod';
import { timestamp, uuid } from '../../core/schemas';

export const transactionStatus = z.enum(['pending', 'succeeded', 'failed']).meta({ id: 'TransactionStatus' });

export const payWithLinkBody = z
  .object({
    amount: z.number().int('Amounts are integers in minor units: 1250 is 12.50 GEL').min(1).max(100_000_000),
    currency: z.enum(['GEL']).default('GEL'),
    description: z.string().trim().min(1).max(500),
    orderId: uuid.optional().describe('The e-commerce order this pays; updated when the payment settles'),
    userId: uuid.optional().describe('The paying end user: gets an in-app PAYMENT notification'),
    returnUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional()
      .describe('Where the payment page sends the payer afterwards'),
  })
  .meta({ id: 'PayWithLinkBody' });

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('Same key and same body: the same transaction again; same key, other body: 409'),
});

export const transactionEvent = z
  .object({ status: transactionStatus, note: z.string(), at: timestamp })
  .meta({ id: 'TransactionEvent' });

export const transaction = z
  .object({
    id: uuid,
    projectId: uuid,
    amount: z.number().int().describe('Minor units'),
    currency: z.string(),
    description: z.string(),
    orderId: uuid.nullable(),
    userId: uuid.nullable(),
    status: transactionStatus,
    provider: z.string(),
    paymentUrl: z.string().describe('The page where the payer pays or declines'),
    returnUrl: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    completedAt: timestamp.nullable(),
    history: z.array(transactionEvent).describe('Oldest first'),
  })
  .meta({ id: 'Transaction' });

export type TransactionStatus = z.infer<typeof transactionStatus>;
export type PayWithLinkBody = z.input<typeof payWithLinkBody>;
export type TransactionEvent = z.infer<typeof transactionEvent>;
export type Transaction = z.infer<typeof transaction>;
