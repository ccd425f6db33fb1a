import { and, asc, between, eq } from 'drizzle-orm';
import { createCache } from '../../core/cache';
import type { Database } from '../../core/database/client';
import { uniqueViolation } from '../../core/database/errors';
import { Conflict, NotFound } from '../../core/errors';
import type { Invalidation } from '../../core/invalidation';
import { eachDate, isWeekend } from './calendar';
import { georgianPublicHolidays } from './georgia';
import type { CreatePublicHolidayBody, PublicHoliday } from './schemas';
import { publicHolidays } from './tables';

export type WorkingDays = {
  calendarDays: number;
  weekendDays: number;
  /** Public holidays that fall on weekdays (those on a weekend are weekend days already). */
  publicHolidays: Pick<PublicHoliday, 'date' | 'name'>[];
  workingDays: number;
};

/** Keys: a project's id, published after a change to its public holidays. */
export const PUBLIC_HOLIDAYS_TOPIC = 'public-holidays';
/**
 * How long a server trusts the days off it read for an order's due dates: a change through this
 * service reaches every server at once (invalidation topic); this bounds a lost notification.
 */
const DATES_CACHE_MS = 60_000;

/**
 * A project's public holidays and the working-day count that leaves them out. With `invalidation`,
 * `datesBetween` (read by every order placed) is cached per server and dropped on every change.
 */
export function createPublicHolidaysService({
  db,
  invalidation,
}: {
  db: Database;
  invalidation?: Invalidation;
}) {
  const dates = createCache<string[]>({ max: 10_000, ttlMs: DATES_CACHE_MS });
  invalidation?.subscribe(PUBLIC_HOLIDAYS_TOPIC, {
    changed: (projectId) => dates.deleteWhere((key) => key.startsWith(`${projectId}|`)),
    reset: () => dates.clear(),
  });
  const changed = (projectId: string) => invalidation?.publish(PUBLIC_HOLIDAYS_TOPIC, projectId);
  const readDates = async (projectId: string, startDate: string, endDate: string) => {
    const rows = await db
      .select({ date: publicHolidays.date })
      .from(publicHolidays)
      .where(and(eq(publicHolidays.projectId, projectId), between(publicHolidays.date, startDate, endDate)));
    return rows.map((row) => row.date);
  };

  const service = {
    async list(projectId: string, year?: number): Promise<{ items: PublicHoliday[] }> {
      const items = await db
        .select({ id: publicHolidays.id, date: publicHolidays.date, name: publicHolidays.name })
        .from(publicHolidays)
        .where(
          and(
            eq(publicHolidays.projectId, projectId),
            year ? between(publicHolidays.date, `${year}-01-01`, `${year}-12-31`) : undefined,
          ),
        )
        .orderBy(asc(publicHolidays.date));
      return { items };
    },

    /** @throws Conflict (`date`: `unique`) when the day is a public holiday already. */
    async add(projectId: string, body: CreatePublicHolidayBody): Promise<PublicHoliday> {
      try {
        const [row] = await db
          .insert(publicHolidays)
          .values({ projectId, date: body.date, name: body.name })
          .returning({ id: publicHolidays.id, date: publicHolidays.date, name: publicHolidays.name });
        await changed(projectId);
        return row!;
      } catch (error) {
        if (uniqueViolation(error) !== 'intranet_public_holidays_project_date_unique') throw error;
        throw new Conflict('This day is a public holiday already', [
          { path: 'date', rule: 'unique', message: 'This day is a public holiday already' },
        ]);
      }
    },

    /** Adds Georgia's public holidays of `year` (Orthodox Easter computed); days already there are kept. */
    async addGeorgian(projectId: string, year: number): Promise<{ items: PublicHoliday[] }> {
      await db
        .insert(publicHolidays)
        .values(georgianPublicHolidays(year).map((holiday) => ({ projectId, ...holiday })))
        .onConflictDoNothing();
      await changed(projectId);
      return service.list(projectId, year);
    },

    async remove(projectId: string, holidayId: string): Promise<void> {
      const [row] = await db
        .delete(publicHolidays)
        .where(and(eq(publicHolidays.id, holidayId), eq(publicHolidays.projectId, projectId)))
        .returning({ id: publicHolidays.id });
      if (!row) throw new NotFound('Public holiday');
      await changed(projectId);
    },

    /** The dates of the project's public holidays from `startDate` to `endDate` (both included). */
    datesBetween(projectId: string, startDate: string, endDate: string): Promise<string[]> {
      if (!invalidation) return readDates(projectId, startDate, endDate);
      return dates.load(`${projectId}|${startDate}|${endDate}`, () =>
        readDates(projectId, startDate, endDate),
      );
    },

    /** Working days from `startDate` to `endDate` (both included): weekdays that are not public holidays. */
    async workingDays(
      projectId: string,
      startDate: string,
      endDate: string,
      exec: Database = db,
    ): Promise<WorkingDays> {
      const holidays = await exec
        .select({ date: publicHolidays.date, name: publicHolidays.name })
        .from(publicHolidays)
        .where(
          and(eq(publicHolidays.projectId, projectId), between(publicHolidays.date, startDate, endDate)),
        );
      const byDate = new Map(holidays.map((holiday) => [holiday.date, holiday]));
      const dates = eachDate(startDate, endDate);
      const weekendDays = dates.filter(isWeekend).length;
      const onWeekdays = dates.flatMap((date) => {
        const holiday = byDate.get(date);
        return holiday && !isWeekend(date) ? [holiday] : [];
      });
      return {
        calendarDays: dates.length,
        weekendDays,
        publicHolidays: onWeekdays,
        workingDays: dates.length - weekendDays - onWeekdays.length,
      };
    },
  };
  return service;
}

export type PublicHolidaysService = ReturnType<typeof createPublicHolidaysService>;
