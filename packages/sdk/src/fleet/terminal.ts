import { type ClientOptions, required, transportOptions } from '../clients/options';
import { path } from '../path';
import { type RequestOptions, Transport } from '../transport';
import type { FleetAuthorizationInput, FleetCardTransaction, FleetVoidInput } from './purchase-types';

export interface FleetTerminalClientOptions extends ClientOptions {
  /** The retailer project's private key, sent as `X-Private-Key`: station back ends only. */
  privateKey: string;
}

/**
 * A station terminal's client: authorizes card purchases and cancels them, with the retailer project's
 * private key. A declined purchase is an answer (`decision: 'declined'` and its `reason`), not an error.
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
}
