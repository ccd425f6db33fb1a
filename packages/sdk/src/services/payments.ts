import type { PayWithLinkBody, Transaction } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** `payWithLink`'s input: the body, and an optional idempotency key sent as `Idempotency-Key`. */
export type PayWithLinkInput = PayWithLinkBody & {
  /** Same key and same body: the first transaction again; same key, another body: 409. */
  idempotencyKey?: string;
};

/** Payments of a project's back end (private key), on the newer base. Amounts are integer minor units. */
export class PaymentsService extends BaseService {
  /**
   * `POST /payment/payWithLink`: a pending transaction and its `paymentUrl`, where the payer pays or
   * declines. Give an `idempotencyKey` to make retrying safe.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`amount`: not a positive integer; `currency`;
   *   `description`; `userId`: `exists`), 409 `IDEMPOTENCY_KEY_REUSED` for a key used with another body.
   */
  payWithLink(input: PayWithLinkInput, options?: RequestOptions): Promise<Transaction> {
    const { idempotencyKey, ...body } = input;
    const headers = idempotencyKey
      ? { 'Idempotency-Key': idempotencyKey, ...options?.headers }
      : options?.headers;
    return this.transport.send('POST', path`/payment/payWithLink`, { body }, { ...options, headers });
  }

  /**
   * `GET /transaction/{id}`: its status (`pending`, `succeeded`, `failed`) and history, oldest first.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for another project's transaction.
   */
  transaction(id: string, options?: RequestOptions): Promise<Transaction> {
    return this.transport.send('GET', path`/transaction/${id}`, {}, options);
  }
}
