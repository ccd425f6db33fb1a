import type { Box, BoxBody, Page } from '@fuel/server/contract';
import type { ListBoxesQuery } from '../inputs';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/**
 * The end user's boxes (QUIZ_RESULT, SURVEY_RESULT, INTRANET_RESPONSIBILITIES), on the newer base.
 * Each type's payload is checked loosely: its key fields (`score`; `answers`; `responsibilities`),
 * anything else passes through. Anyone else's box: 404 `NOT_FOUND`.
 */
export class BoxesService extends BaseService {
  /**
   * `GET /box`: the user's boxes, newest first, of one `type` or all.
   */
  list(query: ListBoxesQuery = {}, options?: RequestOptions): Promise<Page<Box>> {
    return this.transport.send('GET', path`/box`, { query }, options);
  }

  /**
   * `POST /box`.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` naming `payload.<field>`.
   */
  create(body: BoxBody, options?: RequestOptions): Promise<Box> {
    return this.transport.send('POST', path`/box`, { body }, options);
  }

  /**
   * `GET /box/{id}`.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  get(id: string, options?: RequestOptions): Promise<Box> {
    return this.transport.send('GET', path`/box/${id}`, {}, options);
  }

  /**
   * `PUT /box/{id}`: replaces title and payload.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`type`: `immutable` when the type differs), 404 `NOT_FOUND`.
   */
  update(id: string, body: BoxBody, options?: RequestOptions): Promise<Box> {
    return this.transport.send('PUT', path`/box/${id}`, { body }, options);
  }

  /**
   * `DELETE /box/{id}`.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  async delete(id: string, options?: RequestOptions): Promise<void> {
    await this.transport.send('DELETE', path`/box/${id}`, {}, options);
  }
}
