import type {
  CreateIntranetEventBody,
  IntranetEvent,
  Page,
  UpdateIntranetEventBody,
} from '@fuel/server/contract';
import type { ListEventsQuery } from '../inputs';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/**
 * The end user's calendar, on the newer base: entries made from their confirmed vacations and
 * trainings, and their own. Dates are `YYYY-MM-DD` strings. Anyone else's entry: 404 `NOT_FOUND`.
 */
export class EventsService extends BaseService {
  /**
   * `GET /event`: entries by start date; `from`/`to` keep those that touch the range.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` for a bad date.
   */
  list(query: ListEventsQuery = {}, options?: RequestOptions): Promise<Page<IntranetEvent>> {
    return this.transport.send('GET', path`/event`, { query }, options);
  }

  /**
   * `POST /event`: a personal entry.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`endDate`: `date_order`, ...).
   */
  create(body: CreateIntranetEventBody, options?: RequestOptions): Promise<IntranetEvent> {
    return this.transport.send('POST', path`/event`, { body }, options);
  }

  /**
   * `PUT /event/{id}`: changes title, notes or dates.
   *
   * @throws {ClientError} 409 `CONFLICT` (`startDate`/`endDate`: `from_request`) when moving an entry
   *   made from a request, 400 `VALIDATION_FAILED`, 404 `NOT_FOUND`.
   */
  update(id: string, body: UpdateIntranetEventBody, options?: RequestOptions): Promise<IntranetEvent> {
    return this.transport.send('PUT', path`/event/${id}`, { body }, options);
  }

  /**
   * `DELETE /event/{id}`.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  async delete(id: string, options?: RequestOptions): Promise<void> {
    await this.transport.send('DELETE', path`/event/${id}`, {}, options);
  }
}
