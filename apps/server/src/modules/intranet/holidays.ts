import { and, asc, between, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { parallel } from '../../core/database/parallel';
import { ValidationFailed } from '../../core/errors';
import { openStatuses } from '../requests/types';
import { accruedDays, periodContaining, roundToHundredths } from './accrual';
import { daysBetween, maxDate, todayUtc } from './calendar';
import type { DatedRequest, ListDatedRequests } from './dated-requests';
import type { EmployeesService } from './employees';
import type { PublicHolidaysService } from './public-holidays';
import type {
  Employee,
  HolidayBalance,
  HolidayBalances,
  HolidayCheck,
  HolidayReportRow,
  HolidaySetting,
  HolidaySettings,
  UpdateHolidaySettingsBody,
} from './schemas';
import { employees as employeesTable, holidayLedger, holidaySettings } from './tables';
import { type HolidayType, holidayTypes } from './types';

/**
 * What a type allows when the project has not set it: the Georgian Labour Code's 24 working days of
 * paid leave a year for `holiday`; every other type is not limited until the project sets it.
 */
export function defaultSetting(type: HolidayType): HolidaySetting {
  return { type, accrualType: 'calendar', daysPerYear: type === 'holiday' ? 24 : null, isDefault: true };
}

/** The longest range a check or a vacation may span. */
const MAX_SPAN_DAYS = 366;

type Deps = {
  db: Database;
  employees: EmployeesService;
  publicHolidays: PublicHolidaysService;
  listDatedRequests: ListDatedRequests;
  /** The clock (`YYYY-MM-DD`), injectable so that tests fix "today". */
  today?: () => string;
};

type LedgerEntry = { userId: string; type: HolidayType; startDate: string; days: number };
type BalanceInput = { employee: Employee; setting: HolidaySetting; anchor: string; accrualAsOf: string };

/** Holiday settings, balances, checks, the admin report and the ledger of taken days. */
export function createHolidaysService(deps: Deps) {
  const { db, employees, publicHolidays, listDatedRequests } = deps;
  const today = deps.today ?? todayUtc;

  async function settingsOf(
    projectId: string,
    exec: Database = db,
  ): Promise<Map<HolidayType, HolidaySetting>> {
    const rows = await exec.select().from(holidaySettings).where(eq(holidaySettings.projectId, projectId));
    const set = new Map(rows.map((row) => [row.type, row]));
    return new Map(
      holidayTypes.map((type) => {
        const row = set.get(type);
        return [
          type,
          row
            ? { type, accrualType: row.accrualType, daysPerYear: row.daysPerYear, isDefault: false }
            : defaultSetting(type),
        ];
      }),
    );
  }

  /**
   * Balances of several employees and types at once: one ledger query and one query of undecided
   * requests, whatever the number of employees (no N+1).
   */
  async function balancesOf(
    projectId: string,
    inputs: BalanceInput[],
    exec: Database = db,
    excludeRequestId?: string,
  ): Promise<HolidayBalance[]> {
    if (inputs.length === 0) return [];
    const periods = inputs.map((input) =>
      periodContaining(input.anchor, input.setting.accrualType, input.employee.startDate),
    );
    const from = periods.map((period) => period.start).sort()[0]!;
    const to = periods
      .map((period) => period.end)
      .sort()
      .at(-1)!;
    const userIds = [...new Set(inputs.map((input) => input.employee.userId))];
    const types = [...new Set(inputs.map((input) => input.setting.type))];
    const [taken, pending] = await parallel(exec, [
      () =>
        exec
          .select({
            userId: holidayLedger.userId,
            type: holidayLedger.type,
            startDate: holidayLedger.startDate,
            days: holidayLedger.days,
          })
          .from(holidayLedger)
          .where(
            and(
              eq(holidayLedger.projectId, projectId),
              inArray(holidayLedger.userId, userIds),
              inArray(holidayLedger.type, types),
              between(holidayLedger.startDate, from, to),
            ),
          ) as Promise<LedgerEntry[]>,
      () =>
        listDatedRequests(
          {
            projectId,
            userIds,
            statuses: openStatuses,
            holidayType: types.length === 1 ? types[0] : undefined,
            startingBetween: { from, to },
            excludeId: excludeRequestId,
          },
          exec,
        ),
    ]);
    return inputs.map((input, index) => {
      const period = periods[index]!;
      const { employee, setting } = input;
      const inPeriod = (entry: LedgerEntry | DatedRequest) =>
        entry.userId === employee.userId && entry.startDate >= period.start && entry.startDate <= period.end;
      const takenDays = sum(taken.filter((entry) => entry.type === setting.type && inPeriod(entry)));
      const pendingDays = sum(
        pending
          .filter((request) => request.holidayType === setting.type && inPeriod(request))
          .map((request) => ({ days: request.days ?? 0 })),
      );
      const accruedAsOf = input.accrualAsOf;
      const accrued =
        setting.daysPerYear === null
          ? null
          : accruedDays({
              daysPerYear: setting.daysPerYear,
              period,
              employeeStart: employee.startDate,
              asOf: accruedAsOf,
            });
      return {
        type: setting.type,
        accrualType: setting.accrualType,
        daysPerYear: setting.daysPerYear,
        periodStart: period.start,
        periodEnd: period.end,
        accruedAsOf,
        accrued,
        taken: takenDays,
        pending: pendingDays,
        balance: accrued === null ? null : roundToHundredths(accrued - takenDays - pendingDays),
      };
    });
  }

  const service = {
    today,

    async getSettings(projectId: string): Promise<HolidaySettings> {
      return { items: [...(await settingsOf(projectId)).values()] };
    },

    /** Sets the listed types in one statement; the other types keep their settings. */
    async updateSettings(projectId: string, body: UpdateHolidaySettingsBody): Promise<HolidaySettings> {
      const seen = new Set<string>();
      body.items.forEach((item, index) => {
        if (seen.has(item.type)) {
          throw new ValidationFailed('Each type may be listed once', [
            { path: `items.${index}.type`, rule: 'unique', message: 'This type is listed twice' },
          ]);
        }
        seen.add(item.type);
      });
      if (body.items.length > 0) {
        await db
          .insert(holidaySettings)
          .values(body.items.map((item) => ({ projectId, ...item })))
          .onConflictDoUpdate({
            target: [holidaySettings.projectId, holidaySettings.type],
            set: {
              accrualType: sql`excluded.accrual_type`,
              daysPerYear: sql`excluded.days_per_year`,
              updatedAt: new Date(),
            },
          });
      }
      return service.getSettings(projectId);
    },

    /** The caller's balances as of `asOf` (today by default), of one type or of every type. */
    async balances(
      projectId: string,
      userId: string,
      query: { type?: HolidayType; asOf?: string },
    ): Promise<HolidayBalances> {
      const asOf = query.asOf ?? today();
      const [employee, settings] = await Promise.all([
        employees.requireByUser(projectId, userId),
        settingsOf(projectId),
      ]);
      const types = query.type ? [query.type] : holidayTypes;
      const items = await balancesOf(
        projectId,
        types.map((type) => ({ employee, setting: settings.get(type)!, anchor: asOf, accrualAsOf: asOf })),
      );
      return { asOf, items };
    },

    /**
     * What a request from `startDate` to `endDate` would take: its working days, the balance of the
     * allowance year holding `startDate` (accrued up to the later of `asOf` and `startDate`), whether
     * that suffices, and the caller's undecided or confirmed dated requests that share a day with it.
     *
     * @throws ValidationFailed (`endDate`: `date_order` or `too_long`).
     * @throws NotFound when the caller has no employee record.
     */
    async check(
      projectId: string,
      userId: string,
      query: { startDate: string; endDate: string; type: HolidayType; asOf?: string },
      options: { exec?: Database; excludeRequestId?: string; pathPrefix?: string } = {},
    ): Promise<HolidayCheck> {
      const { startDate, endDate, type } = query;
      const exec = options.exec ?? db;
      assertRange(startDate, endDate, options.pathPrefix ?? '');
      const [employee, settings, days, overlaps] = await parallel(exec, [
        () => employees.requireByUser(projectId, userId, exec),
        () => settingsOf(projectId, exec),
        () => publicHolidays.workingDays(projectId, startDate, endDate, exec),
        () =>
          listDatedRequests(
            {
              projectId,
              userIds: [userId],
              statuses: [...openStatuses, 'confirmed'],
              overlapping: { startDate, endDate },
              excludeId: options.excludeRequestId,
            },
            exec,
          ),
      ]);
      const accrualAsOf = maxDate(query.asOf ?? today(), startDate);
      const [balance] = await balancesOf(
        projectId,
        [{ employee, setting: settings.get(type)!, anchor: startDate, accrualAsOf }],
        exec,
        options.excludeRequestId,
      );
      return {
        type,
        startDate,
        endDate,
        ...days,
        balance: balance!,
        sufficient: balance!.balance === null || days.workingDays <= balance!.balance,
        overlaps: overlaps.map(({ id, type, status, holidayType, startDate, endDate }) => ({
          id,
          type,
          status,
          holidayType,
          startDate,
          endDate,
        })),
      };
    },

    /** Per employee of the project (a page of them), the balance of one type: a few queries in all. */
    async report(
      projectId: string,
      query: { type: HolidayType; asOf?: string; limit: number; page: number },
    ): Promise<{ items: HolidayReportRow[]; total: number; page: number; limit: number }> {
      const asOf = query.asOf ?? today();
      const where = eq(employeesTable.projectId, projectId);
      const [rows, [total], settings] = await Promise.all([
        db
          .select()
          .from(employeesTable)
          .where(where)
          .orderBy(asc(employeesTable.lastName), asc(employeesTable.firstName), asc(employeesTable.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(employeesTable).where(where),
        settingsOf(projectId),
      ]);
      const setting = settings.get(query.type)!;
      const balances = await balancesOf(
        projectId,
        rows.map((employee) => ({ employee, setting, anchor: asOf, accrualAsOf: asOf })),
      );
      return {
        items: rows.map((employee, index) => ({ employee, balance: balances[index]! })),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * Books the working days of a confirmed vacation, once per request: a second call for the same
     * request (a concurrent double confirmation) inserts nothing. Returns whether it booked.
     */
    async recordTaken(
      exec: Database,
      entry: {
        projectId: string;
        userId: string;
        requestActionId: string;
        type: HolidayType;
        startDate: string;
        endDate: string;
        days: number;
      },
    ): Promise<boolean> {
      const rows = await exec
        .insert(holidayLedger)
        .values(entry)
        .onConflictDoNothing({ target: holidayLedger.requestActionId })
        .returning({ id: holidayLedger.id });
      return rows.length > 0;
    },
  };
  return service;
}

export type HolidaysService = ReturnType<typeof createHolidaysService>;

function sum(entries: { days: number }[]): number {
  return roundToHundredths(entries.reduce((total, entry) => total + entry.days, 0));
}

/** @throws ValidationFailed when `endDate` is before `startDate` or the range spans more than a year. */
export function assertRange(startDate: string, endDate: string, pathPrefix = ''): void {
  if (endDate < startDate) {
    throw new ValidationFailed('The end date is before the start date', [
      { path: `${pathPrefix}endDate`, rule: 'date_order', message: 'The end date is before the start date' },
    ]);
  }
  if (daysBetween(startDate, endDate) >= MAX_SPAN_DAYS) {
    throw new ValidationFailed(`A range may span at most ${MAX_SPAN_DAYS} days`, [
      { path: `${pathPrefix}endDate`, rule: 'too_long', message: `At most ${MAX_SPAN_DAYS} days` },
    ]);
  }
}
