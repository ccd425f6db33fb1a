import type {
  ConfirmRequestActionBody,
  CreateRequestActionBody,
  Page,
  RequestAction,
  RequestActionDataInput,
  ReviewRequestActionBody,
} from '@fuel/server/contract';
import type { ListRequestActionsQuery } from '../inputs';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** What an end user sends to create a request: its payload (`data`, told apart by `data.type`) and a first comment. */
export type NewRequestActionInput = Omit<CreateRequestActionBody, 'userId'>;

/**
 * An end user's request actions, on the newer base: their own, and as a manager (org chart) those of
 * their direct reports. A request of anyone else answers 404 `NOT_FOUND`. A move the state machine does
 * not allow answers 409 `INVALID_TRANSITION` (see docs/REQUESTS.md).
 */
export class RequestActionsService extends BaseService {
  /**
   * `GET /request-action`: the user's requests (or, with `scope: 'team'`, their direct reports'), newest first.
   *
   * @param query `status` and `type` (arrays, sent comma-joined), `scope`, `limit` (default 20, at most 200), `page`.
   * @throws {ClientError} 400 `VALIDATION_FAILED` for a bad filter.
   */
  list(query: ListRequestActionsQuery = {}, options?: RequestOptions): Promise<Page<RequestAction>> {
    return this.transport.send('GET', path`/request-action`, { query }, options);
  }

  /**
   * `GET /request-action/{id}`: one request with its comments and history.
   *
   * @throws {ClientError} 404 `NOT_FOUND` unless it is the user's or a direct report's.
   */
  get(id: string, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('GET', path`/request-action/${id}`, {}, options);
  }

  /**
   * `POST /request-action`: a new `pending` request of the user's.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` naming `data.<field>` (rules of the type's payload,
   *   `date_order`, `no_working_days`); for a vacation 409 `INSUFFICIENT_BALANCE` or
   *   `OVERLAPPING_REQUEST`, and 404 `NOT_FOUND` when the user has no employee record.
   */
  create(body: NewRequestActionInput, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('POST', path`/request-action`, { body }, options);
  }

  /**
   * `PUT /request-action/{id}`: replaces the payload of the user's own pending request (same type).
   *
   * @throws {ClientError} 409 `INVALID_TRANSITION` once it is no longer pending, 403 `FORBIDDEN` for a
   *   report's request, 400 `VALIDATION_FAILED` (`data.type`: `same_type`, ...), the vacation errors of
   *   {@link create}, 404 `NOT_FOUND`.
   */
  update(id: string, data: RequestActionDataInput, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('PUT', path`/request-action/${id}`, { body: { data } }, options);
  }

  /**
   * `DELETE /request-action/{id}`: deletes the user's own pending request.
   *
   * @throws {ClientError} 409 `INVALID_TRANSITION` once it is no longer pending, 404 `NOT_FOUND`.
   */
  async delete(id: string, options?: RequestOptions): Promise<void> {
    await this.transport.send('DELETE', path`/request-action/${id}`, {}, options);
  }

  /**
   * `POST /request-action/{id}/add-comment`: a comment, in any status.
   *
   * @returns the request with the comment.
   * @throws {ClientError} 404 `NOT_FOUND`, 400 `VALIDATION_FAILED` for an empty text.
   */
  addComment(id: string, text: string, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('POST', path`/request-action/${id}/add-comment`, { body: { text } }, options);
  }

  /**
   * `POST /request-action/{id}/review`: the requester's direct manager reviews it with a comment and/or
   * a proposed payload (pending or user_rejected → reviewed); the requester then answers with {@link confirm}.
   *
   * @throws {ClientError} 403 `NOT_MANAGER` for the requester themself, 409 `INVALID_TRANSITION`,
   *   400 `VALIDATION_FAILED` (`comment`: `required` without comment and proposal; `proposal.type`:
   *   `same_type`), 404 `NOT_FOUND`.
   */
  review(id: string, body: ReviewRequestActionBody, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('POST', path`/request-action/${id}/review`, { body }, options);
  }

  /**
   * `POST /request-action/confirm`: the requester answers a review: `accept: true` (reviewed →
   * user_accepted; the proposal, if any, becomes the payload) or `false` (→ user_rejected).
   *
   * @throws {ClientError} 409 `INVALID_TRANSITION` unless reviewed, 403 `FORBIDDEN` for a manager, the
   *   vacation errors of {@link create} when an accepted proposal does not fit, 404 `NOT_FOUND`.
   */
  confirm(body: ConfirmRequestActionBody, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('POST', path`/request-action/confirm`, { body }, options);
  }
}
