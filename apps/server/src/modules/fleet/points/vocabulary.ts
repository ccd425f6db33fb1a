// The points ledger's kinds, as plain data (tables, schemas and the portal through the kit).

/**
 * How a company's points moved: earned by an approved purchase (and taken back when it is voided),
 * transferred out to or in from another company, or spent as a top-up of one of the company's cards.
 */
export const POINTS_KINDS = ['earned', 'reversed', 'transfer_out', 'transfer_in', 'card_topup'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

/** The product whose price shows the balance in liters when the caller names none. */
export const DEFAULT_POINTS_PRODUCT = 'EURO_REGULAR';
