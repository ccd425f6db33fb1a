// What a company's API client (an ERP's OAuth2 client credentials) may read: each scope opens these
// operations (the routes' operationIds) and nothing else. Only reads: the company guard refuses an API
// client any route whose company action is not a `.read` one, whatever this table says.
// Plain data: the kit bundles this file for the portal's form.

export const API_SCOPES = ['transactions:read', 'reports:read', 'cards:read', 'vehicles:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_OPERATIONS: Record<ApiScope, readonly string[]> = {
  'transactions:read': ['fleetTransactions.list', 'fleetTransactions.get', 'fleetTransactions.feed'],
  'reports:read': [
    'fleetReports.consumption',
    'fleetReports.efficiency',
    'fleetReports.statement',
    'fleetReports.statementPdf',
  ],
  'cards:read': ['fleetCards.list', 'fleetCards.get'],
  'vehicles:read': ['fleetVehicles.list', 'fleetVehicles.get', 'fleetGroups.list'],
};

/** The scope that opens an operation to API clients, or `undefined` when none does. */
export function scopeOfOperation(operationId: string | undefined): ApiScope | undefined {
  if (!operationId) return undefined;
  return API_SCOPES.find((scope) => API_SCOPE_OPERATIONS[scope].includes(operationId));
}
