// The order and card calls' shapes, from the server's zod schemas (types only, as in ./types.ts).
import type {
  FleetBackOfficeOrderQuery,
  FleetCardListQuery,
  FleetMoveOrderBody,
  FleetOrderListQuery,
  FleetOrderSummaryQuery,
} from '@fuel/server/contract';

export type {
  FleetCard,
  FleetCardLimit,
  FleetCardLimitUse,
  FleetCardPage,
  FleetCardRequest,
  FleetCardSchedule,
  FleetCardSettingsInput,
  FleetDelivery,
  FleetFuelPrices,
  FleetOrder,
  FleetOrderDetail,
  FleetOrderDocument,
  FleetOrderHistoryEntry,
  FleetOrderKind,
  FleetOrderLine,
  FleetOrderPage,
  FleetOrderPayment,
  FleetOrderStatus,
  FleetOrderSummary,
  FleetPayOnlineAnswer,
  FleetPayOnlineBody,
  FleetPlaceCardOrderInput,
  FleetPlaceOrderInput,
  FleetReplaceCardBody,
  FleetReplacedCard,
} from '@fuel/server/contract';

/** The order history's filters; lists go comma-joined and are left out when empty. */
export type FleetOrderFilters = Partial<FleetOrderListQuery>;
/** The filters a summary adds up (the history's, without pages and sort). */
export type FleetOrderSummaryFilters = Partial<FleetOrderSummaryQuery>;
/** The back office queue's filters (every kind, a company, payments to check). */
export type FleetBackOfficeOrderFilters = Partial<FleetBackOfficeOrderQuery>;
export type FleetCardFilters = Partial<FleetCardListQuery>;
/** The retailer's move: `{ status: 'CONFIRMED' | 'READY' | 'finished', note? }`, `{ status: 'ISSUED', cardNumbers? }`, `{ status: 'REJECTED', reason }`. */
export type FleetMoveOrderInput = FleetMoveOrderBody;

/** What a place call takes besides the body: the key that makes a retried or double-clicked submit one order. */
export type PlaceOptions = { idempotencyKey?: string };
