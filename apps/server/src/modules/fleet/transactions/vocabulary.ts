// The purchase authorization's stable codes, as plain data: tables, zod schemas and the portal (through
// the kit) read these same lists.

/** Why a terminal's authorization was declined, in the order the checks run. */
export const DECLINE_REASONS = [
  'CARD_UNKNOWN',
  'COMPANY_BLOCKED',
  'CARD_CLOSED',
  'CARD_BLOCKED',
  'PRODUCT_NOT_ALLOWED',
  'OUTSIDE_ALLOWED_HOURS',
  'LIMIT_EXCEEDED',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Flags on approved purchases worth a second look. */
export const ANOMALY_FLAGS = [
  /** More liters than the card's vehicle's tank holds. */
  'OVER_TANK_CAPACITY',
  /** A second fill of the same card within 30 minutes. */
  'RAPID_REFILL',
  /** A product other than the card's vehicle's fuel type. */
  'FUEL_TYPE_MISMATCH',
] as const;
export type AnomalyFlag = (typeof ANOMALY_FLAGS)[number];

/** Two approved fills of one card closer than this are flagged RAPID_REFILL. */
export const RAPID_REFILL_MINUTES = 30;

export const TRANSACTION_DECISIONS = ['approved', 'declined'] as const;
export type TransactionDecision = (typeof TRANSACTION_DECISIONS)[number];

/** The limit that refused a LIMIT_EXCEEDED authorization: its window and what was left of it. */
export type LimitRefusal = {
  period: 'unlimited' | 'daily' | 'weekly' | 'monthly' | 'onetime';
  /** `ml` (a limit in liters) or `tetri` (in GEL). */
  unit: 'ml' | 'tetri';
  limit: number;
  remaining: number;
};

/** One usage window an approved authorization booked: `amount` in the limit's unit (`unit`). */
export type Booking = {
  period: LimitRefusal['period'];
  windowStart: string;
  amount: number;
  unit?: LimitRefusal['unit'];
};

/**
 * A pre-authorization's hold: held (its maximum books the limits), completed (the card transaction
 * with the delivered amount replaced it), reversed by the terminal, or expired (never completed).
 */
export const HOLD_STATUSES = ['held', 'completed', 'reversed', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/**
 * The decline alert's `data.kind` (a platform notification): the portal's open tabs show it at once as
 * a toast rendered from `data` (reason, card, limit) in the tab's own language.
 */
export const DECLINE_ALERT_KIND = 'fleet.card-declined';
