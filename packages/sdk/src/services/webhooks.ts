import type * as api from '@fuel/server/contract';
import type {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointPage,
  WebhookEndpointWithSecret,
} from '@fuel/server/contract';
import { path } from '../path';
import { BaseService, type Sender } from '../service';
import type { RequestOptions } from '../transport';

type InputOf<
  S extends { readonly '~standard': { readonly types?: { readonly input: unknown } | undefined } },
> = NonNullable<S['~standard']['types']>['input'];

export type {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointPage,
  WebhookEndpointWithSecret,
} from '@fuel/server/contract';
/** `{ url, events, description? }`. */
export type WebhookEndpointInput = InputOf<typeof api.webhookEndpointBody>;
/** Any of `{ url, description, events, enabled }`. */
export type WebhookEndpointUpdateInput = InputOf<typeof api.webhookEndpointUpdate>;
export type WebhookEventType = WebhookEndpoint['events'][number];
export type WebhookDeliveryFilters = { status?: WebhookDelivery['status']; page?: number; limit?: number };

/**
 * Webhook endpoints and their deliveries: a company's (`FleetClient.webhooks`, the integrations page:
 * VIEW reads, EDIT changes) or the retailer's project-wide ones (`AdminClient.project(id).webhooks`).
 * Deliveries are signed per Standard Webhooks; docs/INTEGRATIONS.md shows how to verify them.
 */
export class WebhooksService extends BaseService {
  constructor(
    transport: Sender,
    private readonly base: string,
  ) {
    super(transport);
  }

  /** `GET …/webhooks`: the endpoints, newest first (`{ items, total, page, limit }`). */
  list(
    query: { page?: number; limit?: number } = {},
    options?: RequestOptions,
  ): Promise<WebhookEndpointPage> {
    return this.transport.send('GET', this.base, { query }, options);
  }

  /**
   * `POST …/webhooks`: registers an https endpoint. The answer's `secret` (`whsec_…`) is shown this once.
   * @throws {ClientError} 400 `WEBHOOK_URL_REFUSED` (`fields[0].rule`: `scheme` or `address`), 400
   *   `VALIDATION_FAILED` (an unknown event, none).
   */
  create(body: WebhookEndpointInput, options?: RequestOptions): Promise<WebhookEndpointWithSecret> {
    return this.transport.send('POST', this.base, { body }, options);
  }

  /** `PATCH …/webhooks/{id}`: URL, description, events, or `enabled`. @throws {ClientError} 400, 404. */
  update(id: string, body: WebhookEndpointUpdateInput, options?: RequestOptions): Promise<WebhookEndpoint> {
    return this.transport.send('PATCH', `${this.base}${path`/${id}`}`, { body }, options);
  }

  /** `DELETE …/webhooks/{id}`: the endpoint and its deliveries. @throws {ClientError} 404. */
  delete(id: string, options?: RequestOptions): Promise<void> {
    return this.transport.send('DELETE', `${this.base}${path`/${id}`}`, {}, options);
  }

  /** `POST …/webhooks/{id}/rotate-secret`: a new secret, shown once; the old one signs for 24 h more. */
  rotateSecret(id: string, options?: RequestOptions): Promise<WebhookEndpointWithSecret> {
    return this.transport.send('POST', `${this.base}${path`/${id}/rotate-secret`}`, {}, options);
  }

  /** `GET …/webhooks/{id}/deliveries`: recent deliveries, newest first, with status and response code. */
  deliveries(
    id: string,
    filters: WebhookDeliveryFilters = {},
    options?: RequestOptions,
  ): Promise<WebhookDeliveryPage> {
    return this.transport.send(
      'GET',
      `${this.base}${path`/${id}/deliveries`}`,
      { query: { ...filters } },
      options,
    );
  }

  /**
   * `POST …/webhooks/{id}/deliveries/{deliveryId}/redeliver`: sends it again now (same `webhook-id`).
   * @throws {ClientError} 409 `WEBHOOK_ENDPOINT_DISABLED`; 404.
   */
  redeliver(id: string, deliveryId: string, options?: RequestOptions): Promise<WebhookDelivery> {
    return this.transport.send(
      'POST',
      `${this.base}${path`/${id}/deliveries/${deliveryId}/redeliver`}`,
      {},
      options,
    );
  }

  /** `POST …/webhooks/{id}/test`: a sample event (data marked `test: true`). @throws {ClientError} 409, 404. */
  sendTest(id: string, type?: WebhookEventType, options?: RequestOptions): Promise<WebhookDelivery> {
    return this.transport.send(
      'POST',
      `${this.base}${path`/${id}/test`}`,
      { body: type ? { type } : {} },
      options,
    );
  }
}
