import { z } from 'zod';
import { calendarDate, localizedText, pagination, timestamp, uuid } from '../../core/schemas';
import { requestActionTypes, requestStatuses } from '../requests/types';
import { accrualTypes } from './accrual';
import { boxTypes, holidayTypes } from './types';

const line = (max = 200) => z.string().trim().min(1).max(max);

// Employees and the org chart

export const employee = z
  .object({
    id: uuid,
    projectId: uuid,
    userId: uuid.describe('The end user this HR record belongs to'),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    department: z.string(),
    managerId: uuid.nullable().describe('The manager’s employee id'),
    startDate: calendarDate,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Employee' });

export const createEmployeeBody = z
  .object({
    userId: uuid,
    firstName: line(100).optional().describe('Defaults to the user’s first name'),
    lastName: line(100).optional().describe('Defaults to the user’s last name'),
    position: line(),
    department: line(),
    managerId: uuid.nullable().optional(),
    startDate: calendarDate,
  })
  .meta({ id: 'CreateEmployeeBody' });

export const updateEmployeeBody = z
  .object({
    firstName: line(100).optional(),
    lastName: line(100).optional(),
    position: line().optional(),
    department: line().optional(),
    managerId: uuid
      .nullable()
      .optional()
      .describe('Refused (400, rule `no_cycle`) when it would close a loop'),
    startDate: calendarDate.optional(),
  })
  .meta({ id: 'UpdateEmployeeBody' });

export const listEmployeesQuery = pagination.extend({ department: z.string().optional() });
export const employeeParams = z.object({ id: uuid, employeeId: uuid });

export type OrgChartNode = z.infer<typeof employee> & { reports: OrgChartNode[] };
export const orgChartNode: z.ZodType<OrgChartNode> = z
  .object({
    ...employee.shape,
    get reports() {
      return z.array(orgChartNode);
    },
  })
  .meta({ id: 'OrgChartNode' });

export const orgChart = z
  .object({
    roots: z.array(orgChartNode).describe('Employees without a manager, each with their reports below'),
    total: z.number().int().describe('Number of employees in the chart'),
  })
  .meta({ id: 'OrgChart' });

export const managementChart = z
  .object({
    employee,
    managers: z.array(employee).describe('The chain of managers above the caller, nearest first'),
    reports: z.array(employee).describe('The caller’s direct reports'),
  })
  .meta({ id: 'ManagementChart' });

// Holidays

export const holidayType = z.enum(holidayTypes);

export const holidaySetting = z
  .object({
    type: holidayType,
    accrualType: z.enum(accrualTypes),
    daysPerYear: z.number().int().nullable().describe('null: the type is not limited'),
    isDefault: z.boolean().describe('true when the project has not set this type'),
  })
  .meta({ id: 'HolidaySetting' });

export const holidaySettings = z.object({ items: z.array(holidaySetting) }).meta({ id: 'HolidaySettings' });

export const updateHolidaySettingsBody = z
  .object({
    items: z
      .array(
        z.object({
          type: holidayType,
          accrualType: z.enum(accrualTypes),
          daysPerYear: z.number().int().min(0).max(366).nullable(),
        }),
      )
      .max(holidayTypes.length),
  })
  .meta({ id: 'UpdateHolidaySettingsBody', description: 'Sets the listed types; the others keep theirs' });

export const holidayBalance = z
  .object({
    type: holidayType,
    accrualType: z.enum(accrualTypes),
    daysPerYear: z.number().int().nullable(),
    periodStart: calendarDate.describe('First day of the allowance year'),
    periodEnd: calendarDate.describe('Last day of the allowance year'),
    accruedAsOf: calendarDate,
    accrued: z.number().nullable().describe('Days earned by `accruedAsOf`; null when not limited'),
    taken: z.number().describe('Working days of confirmed requests starting in the period'),
    pending: z.number().describe('Working days of undecided requests starting in the period'),
    balance: z.number().nullable().describe('accrued − taken − pending; null when not limited'),
  })
  .meta({ id: 'HolidayBalance' });

export const balanceQuery = z.object({
  type: holidayType.optional().describe('Only this type; every type when left out'),
  asOf: calendarDate.optional().describe('The day to compute the balance for; today by default'),
});
export const holidayBalances = z
  .object({ asOf: calendarDate, items: z.array(holidayBalance) })
  .meta({ id: 'HolidayBalances' });

export const checkQuery = z.object({
  startDate: calendarDate,
  endDate: calendarDate,
  type: holidayType.default('holiday'),
  asOf: calendarDate
    .optional()
    .describe('Today by default: accrual counts up to the later of it and startDate'),
});

export const publicHoliday = z
  .object({ id: uuid, date: calendarDate, name: localizedText })
  .meta({ id: 'PublicHoliday' });

export const datedRequest = z
  .object({
    id: uuid,
    type: z.enum(requestActionTypes),
    status: z.enum(requestStatuses),
    holidayType: holidayType.nullable(),
    startDate: calendarDate,
    endDate: calendarDate,
  })
  .meta({ id: 'OverlappingRequest' });

export const holidayCheck = z
  .object({
    type: holidayType,
    startDate: calendarDate,
    endDate: calendarDate,
    calendarDays: z.number().int(),
    weekendDays: z.number().int(),
    publicHolidays: z.array(publicHoliday.pick({ date: true, name: true })).describe('Those on weekdays'),
    workingDays: z.number().int().describe('Days the request would take'),
    balance: holidayBalance.describe('Of the allowance year holding startDate'),
    sufficient: z
      .boolean()
      .describe('Whether the balance covers the working days (always for unlimited types)'),
    overlaps: z
      .array(datedRequest)
      .describe('The caller’s undecided or confirmed vacations and trainings that share a day'),
  })
  .meta({ id: 'HolidayCheck' });

export const reportQuery = pagination.extend({
  projectId: uuid,
  type: holidayType.default('holiday'),
  asOf: calendarDate.optional(),
});
export const holidayReportRow = z
  .object({ employee, balance: holidayBalance })
  .meta({ id: 'HolidayReportRow' });

export const listPublicHolidaysQuery = z.object({
  year: z.coerce.number().int().min(1900).max(2099).optional(),
});
export const createPublicHolidayBody = z
  .object({ date: calendarDate, name: localizedText })
  .meta({ id: 'CreatePublicHolidayBody' });
export const georgianHolidaysBody = z
  .object({ year: z.number().int().min(1900).max(2099) })
  .meta({ id: 'GeorgianHolidaysBody' });
export const publicHolidayParams = z.object({ id: uuid, holidayId: uuid });

// Events

export const event = z
  .object({
    id: uuid,
    userId: uuid,
    kind: z.enum(['vacation', 'training', 'personal']),
    title: z.string(),
    startDate: calendarDate,
    endDate: calendarDate,
    notes: z.string().nullable(),
    requestActionId: uuid.nullable().describe('The confirmed request it was made from'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'IntranetEvent' });

export const listEventsQuery = pagination.extend({
  from: calendarDate.optional().describe('Events that end on or after this day'),
  to: calendarDate.optional().describe('Events that start on or before this day'),
});
export const createEventBody = z
  .object({
    title: line(),
    startDate: calendarDate,
    endDate: calendarDate,
    notes: z.string().max(4000).optional(),
  })
  .meta({ id: 'CreateIntranetEventBody' });
export const updateEventBody = z
  .object({
    title: line().optional(),
    startDate: calendarDate.optional().describe('Not for an event made from a request (409)'),
    endDate: calendarDate.optional().describe('Not for an event made from a request (409)'),
    notes: z.string().max(4000).nullable().optional(),
  })
  .meta({ id: 'UpdateIntranetEventBody' });

// Boxes: each type's payload is checked loosely (its key fields; anything else passes through).

const quizResult = z.looseObject({
  score: z.number().min(0),
  maxScore: z.number().positive().optional(),
  quizId: z.string().optional(),
  passed: z.boolean().optional(),
});
const surveyResult = z.looseObject({
  surveyId: z.string().optional(),
  answers: z.record(z.string(), z.unknown()),
});
const responsibilities = z.looseObject({
  responsibilities: z.array(line(500)).min(1).max(100),
});

export const boxBody = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('QUIZ_RESULT'), title: line(), payload: quizResult }),
    z.object({ type: z.literal('SURVEY_RESULT'), title: line(), payload: surveyResult }),
    z.object({ type: z.literal('INTRANET_RESPONSIBILITIES'), title: line(), payload: responsibilities }),
  ])
  .meta({ id: 'BoxBody', description: 'The type cannot change on update (400, rule `immutable`)' });

export const box = z
  .object({
    id: uuid,
    userId: uuid,
    type: z.enum(boxTypes),
    title: z.string(),
    payload: z.record(z.string(), z.unknown()),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Box' });

export const listBoxesQuery = pagination.extend({ type: z.enum(boxTypes).optional() });

export type Employee = z.infer<typeof employee>;
export type CreateEmployeeBody = z.input<typeof createEmployeeBody>;
export type UpdateEmployeeBody = z.input<typeof updateEmployeeBody>;
export type ListEmployeesQuery = z.input<typeof listEmployeesQuery>;
export type OrgChart = z.infer<typeof orgChart>;
export type ManagementChart = z.infer<typeof managementChart>;
export type HolidayType = z.infer<typeof holidayType>;
export type AccrualType = HolidaySetting['accrualType'];
export type HolidaySetting = z.infer<typeof holidaySetting>;
export type HolidaySettings = z.infer<typeof holidaySettings>;
export type UpdateHolidaySettingsBody = z.input<typeof updateHolidaySettingsBody>;
export type HolidayBalance = z.infer<typeof holidayBalance>;
export type HolidayBalances = z.infer<typeof holidayBalances>;
export type HolidayBalanceQuery = z.input<typeof balanceQuery>;
export type HolidayCheckQuery = z.input<typeof checkQuery>;
export type HolidayCheck = z.infer<typeof holidayCheck>;
export type HolidayReportQuery = z.input<typeof reportQuery>;
export type HolidayReportRow = z.infer<typeof holidayReportRow>;
export type PublicHoliday = z.infer<typeof publicHoliday>;
export type CreatePublicHolidayBody = z.input<typeof createPublicHolidayBody>;
export type OverlappingRequest = z.infer<typeof datedRequest>;
export type IntranetEvent = z.infer<typeof event>;
export type ListEventsQuery = z.input<typeof listEventsQuery>;
export type CreateIntranetEventBody = z.input<typeof createEventBody>;
export type UpdateIntranetEventBody = z.input<typeof updateEventBody>;
export type BoxBody = z.input<typeof boxBody>;
export type Box = z.infer<typeof box>;
export type BoxType = Box['type'];
export type ListBoxesQuery = z.input<typeof listBoxesQuery>;
