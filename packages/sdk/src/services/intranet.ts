import type {
  HolidayBalances,
  HolidayCheck,
  ManagementChart,
  OrgChart,
  PublicHoliday,
} from '@fuel/server/contract';
import type { HolidayBalanceQuery, HolidayCheckQuery, PublicHolidaysQuery } from '../inputs';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/**
 * The end user's intranet, on the newer base: org chart, management chart and holidays. Dates are
 * `YYYY-MM-DD` strings. The holiday rules are in docs/REQUESTS.md.
 */
export class IntranetService extends BaseService {
  /**
   * `GET /intranet/orgChart`: the project's employees as a tree (`roots`, each with `reports`).
   */
  orgChart(options?: RequestOptions): Promise<OrgChart> {
    return this.transport.send('GET', path`/intranet/orgChart`, {}, options);
  }

  /**
   * `GET /intranet/managementChart`: the user's managers up to the top (nearest first) and direct reports.
   *
   * @throws {ClientError} 404 `NOT_FOUND` when the user has no employee record.
   */
  managementChart(options?: RequestOptions): Promise<ManagementChart> {
    return this.transport.send('GET', path`/intranet/managementChart`, {}, options);
  }

  /**
   * `GET /intranet/holiday/balance`: accrued, taken, pending and balance per holiday type (or of
   * `type`), as of today or `asOf`.
   *
   * @throws {ClientError} 404 `NOT_FOUND` when the user has no employee record.
   */
  holidayBalance(query: HolidayBalanceQuery = {}, options?: RequestOptions): Promise<HolidayBalances> {
    return this.transport.send('GET', path`/intranet/holiday/balance`, { query }, options);
  }

  /**
   * `GET /intranet/holiday/check?startDate&endDate`: the working days a request would take (weekends
   * and public holidays left out), the balance, whether it suffices, and overlapping requests.
   * `type` defaults to `holiday`.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`endDate`: `date_order` or `too_long`), 404
   *   `NOT_FOUND` when the user has no employee record.
   */
  holidayCheck(query: HolidayCheckQuery, options?: RequestOptions): Promise<HolidayCheck> {
    return this.transport.send('GET', path`/intranet/holiday/check`, { query }, options);
  }

  /**
   * `GET /intranet/holiday/public`: the project's public holidays (of `year`), by date.
   */
  async publicHolidays(query: PublicHolidaysQuery = {}, options?: RequestOptions): Promise<PublicHoliday[]> {
    const answer = await this.transport.send<{ items: PublicHoliday[] }>(
      'GET',
      path`/intranet/holiday/public`,
      { query },
      options,
    );
    return answer.items;
  }
}
