import type {
  CreateRequestActionBody,
  Page,
  RequestAction,
  RequestActionDataInput,
} from '@fuel/server/contract';
import type { AdminRequestActionsQuery } from '../inputs';
import { path } from '../path';
import { BaseService, type Sender } from '../service';
import type { RequestOptions } from '../transport';

/** A request an admin files for an end user of their project. */
export type AdminNewRequestActionInput = Omit<CreateRequestActionBody, 'userId'> & { userId: string };

/** An admin's move of a request; `proposal` (same type as the request) goes with `reviewed` only. */
export interface AdminRequestActionUpdate {
  status: 'reviewed' | 'confirmed' | 'rejected';
  comment?: string;
  proposal?: RequestActionDataInput;
}

/**
 * Request actions an admin reads and moves by their id, on the newer base: `AdminClient.requestActions`
 * (a request of a project the admin does not manage answers 404 `NOT_FOUND`). A move the state
 * machine does not allow answers 409 `INVALID_TRANSITION` (see docs/REQUESTS.md).
 */
export class AdminRequestActionsService extends BaseService {
  /**
   * `GET /request-action/{id}`: one request with its comments and history.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  get(id: string, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('GET', path`/request-action/${id}`, {}, options);
  }

  /**
   * `POST /request-action/{id}/add-comment`: an admin's comment, in any status.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  addComment(id: string, text: string, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('POST', path`/request-action/${id}/add-comment`, { body: { text } }, options);
  }

  /**
   * `PUT /request-action/{id}`: moves the request: `reviewed` (with a comment and/or a proposal),
   * `confirmed` (a vacation then takes its days from the balance, once; a vacation or training enters
   * the requester's calendar) or `rejected`.
   *
   * @throws {ClientError} 409 `INVALID_TRANSITION` (also for the loser of two concurrent moves),
   *   400 `VALIDATION_FAILED`, 404 `NOT_FOUND`.
   */
  update(id: string, body: AdminRequestActionUpdate, options?: RequestOptions): Promise<RequestAction> {
    return this.transport.send('PUT', path`/request-action/${id}`, { body }, options);
  }
}

/**
 * The request actions of one project of an admin's (`AdminClient.project(id).requestActions`): the
 * list and new requests, besides the calls by id.
 */
export class AdminProjectRequestActionsService extends AdminRequestActionsService {
  constructor(
    transport: Sender,
    private readonly projectId: string,
  ) {
    super(transport);
  }

  /**
   * `GET /request-action?projectId=`: the project's requests, newest first.
   *
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project.
   */
  list(query: AdminRequestActionsQuery = {}, options?: RequestOptions): Promise<Page<RequestAction>> {
    const projectId = this.projectId;
    return this.transport.send('GET', path`/request-action`, { query: { projectId, ...query } }, options);
  }

  /**
   * `POST /request-action?projectId=`: a `pending` request for the end user `userId` of the project.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`userId`: `not_found` for a user of another
   *   project, payload rules), for a vacation 409 `INSUFFICIENT_BALANCE` or `OVERLAPPING_REQUEST`,
   *   404 `NOT_FOUND` for a project the admin does not manage or a user without employee record.
   */
  create(body: AdminNewRequestActionInput, options?: RequestOptions): Promise<RequestAction> {
    const query = { projectId: this.projectId };
    return this.transport.send('POST', path`/request-action`, { query, body }, options);
  }
}
