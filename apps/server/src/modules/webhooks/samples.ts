import type { WebhookEventType } from './catalogue';

const company = '6f1c2a94-1b0e-4c59-9d0a-3e5c8b7a2f10';
const card = '0b6f7d2e-8a43-4f1c-b1a5-7c9e2d4f6a81';

/**
 * One `data` per event type, as the changes emit it: what a test event sends, and the guide's catalogue
 * (docs/INTEGRATIONS.md shows these; a test checks the guide's examples against them).
 */
export const WEBHOOK_EVENT_SAMPLES: Record<WebhookEventType, Record<string, unknown>> = {
  'transaction.approved': {
    transactionId: '3d5e8f10-2b4a-4c6d-8e9f-a1b2c3d4e5f6',
    companyId: company,
    cardId: card,
    cardNumber: 'AB12CD',
    stationId: 'ST-014',
    product: 'EURO_DIESEL',
    volumeMl: 42500,
    amount: { amount: 14025, currency: 'GEL' },
    at: '2026-11-26T08:27:17.123Z',
  },
  'transaction.declined': {
    transactionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    companyId: company,
    cardId: card,
    cardNumber: 'AB12CD',
    stationId: 'ST-014',
    product: 'EURO_DIESEL',
    volumeMl: 80000,
    amount: { amount: 26400, currency: 'GEL' },
    reason: 'LIMIT_EXCEEDED',
    at: '2026-11-26T08:31:02.456Z',
  },
  'order.status_changed': {
    orderId: '5c4b3a29-1807-4f6e-9d5c-4b3a29180f6e',
    companyId: company,
    number: 1042,
    kind: 'fuel',
    from: 'PENDING',
    to: 'CONFIRMED',
    reason: null,
  },
  'card.blocked': { cardId: card, companyId: company, number: 'AB12CD' },
  'card.limits_changed': {
    cardId: card,
    companyId: company,
    number: 'AB12CD',
    limits: [{ period: 'daily', unit: 'liters', amount: 100 }],
    products: ['EURO_DIESEL'],
  },
  'points.transferred': {
    transferId: '7e6d5c4b-3a29-4180-8f6e-5d4c3b2a1908',
    companyId: company,
    amount: { amount: 5000, currency: 'GEL' },
    to: { type: 'card', cardId: card },
  },
};
