import type {
  CreatePublicHolidayBody,
  HolidayReportQuery,
  HolidayReportRow,
  HolidaySettings,
  Page,
  PublicHoliday,
  UpdateHolidaySettingsBody,
} from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** `type` (default `holiday`), `asOf` (default today), `limit`, `page` of the holiday report. */
export type HolidayReportOptions = Omit<HolidayReportQuery, 'projectId'>;

/**
 * Holidays of a project for its admins, on the newer base: the report, the allowance settings and the
 * public holidays. A project the admin does not manage: 404 `NOT_FOUND`.
 */
export class AdminHolidaysService extends BaseService {
  /**
   * `GET /intranet/holiday/report?projectId&type`: per employee, the balance of one type (accrued,
   * taken, pending), `type` defaulting to `holiday`.
   *
   * @throws {ClientError} 404 `NOT_FOUND`, 400 `VALIDATION_FAILED` for an unknown type.
   */
  report(
    projectId: string,
    query: HolidayReportOptions = {},
    options?: RequestOptions,
  ): Promise<Page<HolidayReportRow>> {
    return this.transport.send(
      'GET',
      path`/intranet/holiday/report`,
      { query: { projectId, ...query } },
      options,
    );
  }

  /**
   * `GET /project/{id}/intranet/holiday/settings`: accrual type and yearly days of every type.
   */
  settings(projectId: string, options?: RequestOptions): Promise<HolidaySettings> {
    return this.transport.send('GET', path`/project/${projectId}/intranet/holiday/settings`, {}, options);
  }

  /**
   * `PUT /project/{id}/intranet/holiday/settings`: sets the listed types; the others keep theirs.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`items.N.type`: `unique` for a type listed twice).
   */
  updateSettings(
    projectId: string,
    body: UpdateHolidaySettingsBody,
    options?: RequestOptions,
  ): Promise<HolidaySettings> {
    return this.transport.send(
      'PUT',
      path`/project/${projectId}/intranet/holiday/settings`,
      { body },
      options,
    );
  }

  /** `GET /project/{id}/intranet/public-holiday`: the project's public holidays (of `year`), by date. */
  async publicHolidays(projectId: string, year?: number, options?: RequestOptions): Promise<PublicHoliday[]> {
    const answer = await this.transport.send<{ items: PublicHoliday[] }>(
      'GET',
      path`/project/${projectId}/intranet/public-holiday`,
      { query: { year } },
      options,
    );
    return answer.items;
  }

  /**
   * `POST /project/{id}/intranet/public-holiday`.
   *
   * @throws {ClientError} 409 `CONFLICT` (`date`: `unique`) when the day is one already.
   */
  addPublicHoliday(
    projectId: string,
    body: CreatePublicHolidayBody,
    options?: RequestOptions,
  ): Promise<PublicHoliday> {
    return this.transport.send(
      'POST',
      path`/project/${projectId}/intranet/public-holiday`,
      { body },
      options,
    );
  }

  /**
   * `POST /project/{id}/intranet/public-holiday/georgia`: adds Georgia's public holidays of `year`
   * (Orthodox Easter computed), keeping days already set.
   *
   * @returns the project's public holidays of that year.
   */
  async addGeorgianHolidays(
    projectId: string,
    year: number,
    options?: RequestOptions,
  ): Promise<PublicHoliday[]> {
    const answer = await this.transport.send<{ items: PublicHoliday[] }>(
      'POST',
      path`/project/${projectId}/intranet/public-holiday/georgia`,
      { body: { year } },
      options,
    );
    return answer.items;
  }

  /**
   * `DELETE /project/{id}/intranet/public-holiday/{holidayId}`.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  async removePublicHoliday(projectId: string, holidayId: string, options?: RequestOptions): Promise<void> {
    await this.transport.send(
      'DELETE',
      path`/project/${projectId}/intranet/public-holiday/${holidayId}`,
      {},
      options,
    );
  }
}
