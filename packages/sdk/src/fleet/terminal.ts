import { type ClientOptions, required, transportOptions } from '../clients/options';
import { path } from '../path';
import { type RequestOptions, Transport } from '../transport';
import type {
  FleetAuthorizationInput,
  FleetCardTransaction,
  FleetCompletionInput,
  FleetPreauthorization,
  FleetPreauthorizationInput,
  FleetReversalInput,
  FleetVoidInput,
} from './purchase-types';

export interface FleetTerminalClientOptions extends ClientOptions {
  /** The retailer project's private key, sent as `X-Private-Key`: station back ends only. */
  privateKey: string;
}

/**
 * A station terminal's client, with the retailer project's private key: post-pay authorizes a purchase
 * in one step (and voids it); pay-at-pump pre-authorizes a maximum, then completes it with what the
 * pump delivered, or reverses it. A declined purchase is an answer (`decision: 'declined'` and its
 * `reason`), not an error.
 *
 * ```ts
 * const terminal = new FleetTerminalClient({ url, privateKey });
 * const answer = await terminal.authorize({ cardNumber, stationId, terminalId, terminalTransactionId, product, liters: 40 });
 * ```
 */
export class FleetTerminalClient {
  readonly #transport: Transport;

  /** @throws {TypeError} when `url` or `privateKey` is missing. */
  constructor(options: FleetTerminalClientOptions) {
    const privateKey = required('FleetTerminalClient', 'privateKey', options.privateKey);
    this.#transport = new Transport({ ...transportOptions(options), privateKey });
  }

  /**
   * `POST /fleet/terminal/authorizations`: approved (with what was booked) or declined with a reason.
   * Retrying with the same `terminalId` and `terminalTransactionId` answers the first decision.
   *
   * @throws {ClientError} 409 `PRODUCT_NOT_PRICED` (send `unitPrice`); 400 `VALIDATION_FAILED`.
   */
  authorize(body: FleetAuthorizationInput, options?: RequestOptions): Promise<FleetCardTransaction> {
    return this.#transport.send('POST', path`/fleet/terminal/authorizations`, { body }, options);
  }

  /**
   * `POST /fleet/terminal/voids`: cancels an approved authorization and gives its limit back; again
   * answers the same.
   *
   * @throws {ClientError} 404 unknown; 409 `INVALID_TRANSITION` for a declined one.
   */
  void(body: FleetVoidInput, options?: RequestOptions): Promise<FleetCardTransaction> {
    return this.#transport.send('POST', path`/fleet/terminal/voids`, { body }, options);
  }

  /**
   * `POST /fleet/terminal/preauthorizations`: pay-at-pump's first step. Approved, the maximum is held on
   * the card's limits (`status: 'held'`) until {@link complete}, {@link reverse} or `expiresAt`.
   * Retrying with the same `terminalId` and `terminalTransactionId` answers the first decision.
   *
   * @throws {ClientError} 409 `PRODUCT_NOT_PRICED` (send `unitPrice`); 400 `VALIDATION_FAILED`.
   */
  preauthorize(body: FleetPreauthorizationInput, options?: RequestOptions): Promise<FleetPreauthorization> {
    return this.#transport.send('POST', path`/fleet/terminal/preauthorizations`, { body }, options);
  }

  /**
   * `POST /fleet/terminal/completions`: what the pump delivered; the hold becomes this purchase (the
   * rest is released). Sending it again with the same figures answers the same and books once.
   *
   * @throws {ClientError} 409 `COMPLETION_EXCEEDS_HOLD`, `COMPLETION_MISMATCH` (completed with other
   * figures), `PREAUTHORIZATION_EXPIRED`, `INVALID_TRANSITION` (declined or reversed); 404 unknown.
   */
  complete(body: FleetCompletionInput, options?: RequestOptions): Promise<FleetCardTransaction> {
    return this.#transport.send('POST', path`/fleet/terminal/completions`, { body }, options);
  }

  /**
   * `POST /fleet/terminal/reversals`: releases a pre-authorization's hold; again (or after its expiry)
   * answers it as it is.
   *
   * @throws {ClientError} 409 `INVALID_TRANSITION` for a declined or completed one; 404 unknown.
   */
  reverse(body: FleetReversalInput, options?: RequestOptions): Promise<FleetPreauthorization> {
    return this.#transport.send('POST', path`/fleet/terminal/reversals`, { body }, options);
  }
}
