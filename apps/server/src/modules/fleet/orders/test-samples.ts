// A valid body for each order and card route that takes one, for the permission matrix
// (../route-samples.ts).

const cardSettings = () => ({ limits: [{ period: 'daily', unit: 'liters', amount: 50 }], products: ['GAS'] });

export const ORDER_ROUTE_SAMPLES: Record<string, () => unknown> = {
  'POST /api/v2/fleet/orders': () => ({
    kind: 'fuel',
    lines: [{ product: 'GAS', unit: 'liters', quantity: 10 }],
  }),
  'POST /api/v2/fleet/orders/{id}/documents': () => ({ fileId: crypto.randomUUID() }),
  'POST /api/v2/fleet/orders/{id}/payment/online': () => ({}),
  'POST /api/v2/fleet/card-orders': () => ({ cardType: 'UNIVERSAL', quantity: 1, ...cardSettings() }),
  'PUT /api/v2/fleet/cards/{id}/settings': cardSettings,
  'POST /api/v2/fleet/cards/{id}/replace': () => ({ reason: 'lost' }),
};
