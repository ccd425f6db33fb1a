import type { Database } from '../../core/database/client';
import type { RequestActionType, RequestStatus } from '../requests/types';
import type { HolidayType } from './types';

/** A dated request (vacation or training) as the intranet needs it for balances and overlaps. */
export type DatedRequest = {
  id: string;
  userId: string;
  type: RequestActionType;
  status: RequestStatus;
  holidayType: HolidayType | null;
  startDate: string;
  endDate: string;
  days: number | null;
};

export type DatedRequestFilter = {
  projectId: string;
  userIds?: string[];
  statuses: readonly RequestStatus[];
  /** Only vacations of this holiday type. */
  holidayType?: HolidayType;
  /** Only requests that share a day with this range. */
  overlapping?: { startDate: string; endDate: string };
  /** Only requests starting in this range. */
  startingBetween?: { from: string; to: string };
  excludeId?: string;
};

/**
 * Reads the requests module's dated requests: wired in services.ts, since the requests module owns them
 * (and itself calls the intranet when a vacation is created or confirmed). `exec` is the caller's
 * transaction, when there is one.
 */
export type ListDatedRequests = (filter: DatedRequestFilter, exec?: Database) => Promise<DatedRequest[]>;
