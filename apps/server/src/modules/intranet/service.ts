import type { Database } from '../../core/database/client';
import type { Invalidation } from '../../core/invalidation';
import type { AuthService } from '../auth/service';
import { createBoxesService } from './boxes';
import type { ListDatedRequests } from './dated-requests';
import { createEmployeesService } from './employees';
import { createEventsService } from './events';
import { createHolidaysService } from './holidays';
import { createPublicHolidaysService } from './public-holidays';

export type IntranetDeps = {
  db: Database;
  auth: Pick<AuthService, 'getUser'>;
  /** The requests module's vacations and trainings (see dated-requests.ts). */
  listDatedRequests: ListDatedRequests;
  /** The clock, as `YYYY-MM-DD`; the real UTC date by default. */
  today?: () => string;
  /** Tells every server that a project's public holidays changed (their dates are cached). */
  invalidation?: Invalidation;
};

/** The intranet: employees and org charts, holidays, calendar events and boxes. */
export function createIntranetService({ db, auth, listDatedRequests, today, invalidation }: IntranetDeps) {
  const employees = createEmployeesService({ db, auth });
  const publicHolidays = createPublicHolidaysService({ db, invalidation });
  const holidays = createHolidaysService({ db, employees, publicHolidays, listDatedRequests, today });
  return {
    employees,
    publicHolidays,
    holidays,
    events: createEventsService({ db }),
    boxes: createBoxesService({ db }),
  };
}

export type IntranetService = ReturnType<typeof createIntranetService>;
