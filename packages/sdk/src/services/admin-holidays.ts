import type {
  CreatePublicHolidayBody,
  HolidayReportRow,
  HolidaySettings,
  Page,
  PublicHoliday,
  UpdateHolidaySettingsBody,
} from '@fuel/server/contract';
import type { HolidayReportQuery, PublicHolidaysQuery } from '../inputs';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';

/**
 * Holidays of a project for its admins, on the newer base: the report, the allowance settings and the
 * public holidays. A project the admin does not manage: 404 `NOT_FOUND`.
 */
export class AdminHolidaysService extends ProjectScopedService {
  /**
   * `GET /intranet/holiday/report?projectId&type`: per employee, the balance of one type (accrued,
   * taken, pending), `type` defaulting to `holiday`.
   *
   * @throws {ClientError} 404 `NOT_FOUND`, 400 `VALIDATION_FAILED` for an unknown type.
   */
  report(query: HolidayReportQuery = {}, options?: RequestOptions): Promise<Page<HolidayReportRow>> {
    return this.transport.send(
      'GET',
      path`/intranet/holiday/report`,
      { query: { projectId: this.projectId, ...query } },
      options,
    );
  }

  /**
   * `GET /project/{id}/intranet/holiday/settings`: accrual type and yearly days of every type.
   */
  settings(options?: RequestOptions): Promise<HolidaySettings> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/intranet/holiday/settings`,
      {},
      options,
    );
  }

  /**
   * `PUT /project/{id}/intranet/holiday/settings`: sets the listed types; the others keep theirs.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`items.N.type`: `unique` for a type listed twice).
   */
  updateSettings(body: UpdateHolidaySettingsBody, options?: RequestOptions): Promise<HolidaySettings> {
    return this.transport.send(
      'PUT',
      path`/project/${this.projectId}/intranet/holiday/settings`,
      { body },
      options,
    );
  }

  /** `GET /project/{id}/intranet/public-holiday`: the project's public holidays (of `year`), by date. */
  async publicHolidays(query: PublicHolidaysQuery = {}, options?: RequestOptions): Promise<PublicHoliday[]> {
    const answer = await this.transport.send<{ items: PublicHoliday[] }>(
      'GET',
      path`/project/${this.projectId}/intranet/public-holiday`,
      { query },
      options,
    );
    return answer.items;
  }

  /**
   * `POST /project/{id}/intranet/public-holiday`.
   *
   * @throws {ClientError} 409 `CONFLICT` (`date`: `unique`) when the day is one already.
   */
  addPublicHoliday(body: CreatePublicHolidayBody, options?: RequestOptions): Promise<PublicHoliday> {
    return this.transport.send(
      'POST',
      path`/project/${this.projectId}/intranet/public-holiday`,
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
  async addGeorgianHolidays(year: number, options?: RequestOptions): Promise<PublicHoliday[]> {
    const answer = await this.transport.send<{ items: PublicHoliday[] }>(
      'POST',
      path`/project/${this.projectId}/intranet/public-holiday/georgia`,
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
  async removePublicHoliday(holidayId: string, options?: RequestOptions): Promise<void> {
    await this.transport.send(
      'DELETE',
      path`/project/${this.projectId}/intranet/public-holiday/${holidayId}`,
      {},
      options,
    );
  }
}
