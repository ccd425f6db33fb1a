// The shapes of card purchases, points and reports, from the server's zod schemas (types only).
import type * as api from '@fuel/server/contract';
import type { QueryOf } from '../schema-types';
import type { FleetFuelProduct } from './types';

type InputOf<
  S extends { readonly '~standard': { readonly types?: { readonly input: unknown } | undefined } },
> = NonNullable<S['~standard']['types']>['input'];

export type {
  FleetAnomalyFlag,
  FleetCardTransaction,
  FleetConsumptionReport,
  FleetConsumptionRow,
  FleetDeclineReason,
  FleetEfficiencyReport,
  FleetLimitRefusal,
  FleetMoney,
  FleetPointsBalance,
  FleetPointsKind,
  FleetPointsMovement,
  FleetPointsRates,
  FleetPointsTransferResult,
  FleetPreauthorization,
  FleetStaffCard,
  FleetStaffCardPage,
  FleetStatement,
  FleetStatementLine,
  FleetStatementSection,
} from '@fuel/server/contract';

type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type FleetCardTransactionPage = Page<api.FleetCardTransaction>;
export type FleetPointsMovementPage = Page<api.FleetPointsMovement>;

/** A station terminal's authorization: `liters` or `amount`, with the terminal's transaction id. */
export type FleetAuthorizationInput = InputOf<typeof api.fleetAuthorizationBody>;
/** `{ terminalId, terminalTransactionId }` of the authorization to cancel. */
export type FleetVoidInput = InputOf<typeof api.fleetVoidBody>;
/** Pay-at-pump's pre-authorization: the most the pump may deliver (`liters` or `amount`). */
export type FleetPreauthorizationInput = InputOf<typeof api.fleetPreauthorizationBody>;
/** What the pump delivered for a pre-authorization (`liters` or `amount`), at most the hold. */
export type FleetCompletionInput = InputOf<typeof api.fleetCompletionBody>;
/** `{ terminalId, terminalTransactionId }` of the pre-authorization to reverse. */
export type FleetReversalInput = InputOf<typeof api.fleetReversalBody>;
export type FleetPointsTransferInput = InputOf<typeof api.fleetPointsTransferBody>;
export type FleetPointsRatesInput = InputOf<typeof api.fleetPointsRatesBody>;

/** Tbilisi calendar days `YYYY-MM-DD`, both included. */
export type FleetPeriod = { from?: string; to?: string };
type Paging = { page?: number; limit?: number };

export type FleetTransactionsFilter = FleetPeriod &
  Paging & {
    cardId?: string;
    vehicleId?: string;
    groupId?: string;
    product?: FleetFuelProduct[];
    decision?: 'approved' | 'declined';
    reason?: api.FleetDeclineReason[];
    /** Any of these flags. */
    anomaly?: api.FleetAnomalyFlag[];
    /** Only flagged purchases. */
    anomalous?: boolean;
    /** Card numbers starting with this. */
    cardNumber?: string;
  };

export type FleetPointsLedgerFilter = FleetPeriod & Paging & { kind?: api.FleetPointsKind[] };

export type FleetReportDimension = 'product' | 'card' | 'vehicle' | 'group' | 'day' | 'month';
export type FleetConsumptionFilter = FleetPeriod & {
  /** One to three dimensions; `['product']` when left out. */
  by?: FleetReportDimension[];
  cardId?: string;
  vehicleId?: string;
  groupId?: string;
  product?: FleetFuelProduct;
};
export type FleetEfficiencyFilter = FleetPeriod & { vehicleId?: string; groupId?: string };

/** A file export: `csv` (the default) or `xlsx`, headed in English (default) or Georgian. */
export type FleetExportOptions = { format?: 'csv' | 'xlsx'; lang?: 'en' | 'ka' };

/** The back office's card lookup: part of the card number or the company name, paged. */
export type FleetStaffCardFilters = Paging & { search?: string };

/** The reconciliation statement's Tbilisi days, both included (this month up to today when left out). */
export type FleetStatementFilter = QueryOf<typeof api.fleetStatementQuery>;
/** The statement's period and the language of the PDF's labels (`en` by default). */
export type FleetStatementPdfFilter = QueryOf<typeof api.fleetStatementPdfQuery>;
