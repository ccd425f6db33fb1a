import { randomInt, randomUUID } from 'node:crypto';
import { ORDER_ROUTE_SAMPLES } from './orders/test-samples';
import { uniqueEmail, uniquePhone } from './test-support';
import { uniquePersonalNumber } from './users/test-support';

// A valid request body for every fleet company route that takes one (`METHOD /path` as /openapi.json
// names it), made fresh on each call. The company guard runs after validation, so the permission
// matrix (permission-matrix.test.ts) sends valid requests: a refusal then can only be the guard's.
// A new route with a body adds its sample here; the matrix fails for a route without one.

const profile = () => ({
  firstName: 'Matrix',
  lastName: 'Tester',
  phone: uniquePhone(),
  email: uniqueEmail('matrix'),
});

/** A Georgian registration number no earlier call is likely to have used. */
const plate = () =>
  `MX-${String(randomInt(0, 1000)).padStart(3, '0')}-${String.fromCharCode(65 + randomInt(0, 26), 65 + randomInt(0, 26))}`;
const vehicle = () => ({ registrationType: 'georgia', registrationNumber: plate(), fuelType: 'GAS' });

export const ROUTE_SAMPLES: Record<string, () => unknown> = {
  'POST /api/v2/fleet/users': () => ({
    ...profile(),
    personalNumber: uniquePersonalNumber(),
    permissions: { home: 'VIEW' },
  }),
  'PATCH /api/v2/fleet/users/{id}': () => ({ ...profile(), personalNumber: uniquePersonalNumber() }),
  'PUT /api/v2/fleet/users/{id}/permissions': () => ({ permissions: { home: 'VIEW' } }),
  'PUT /api/v2/fleet/users/{id}/status': () => ({ status: 'active' }),
  'PUT /api/v2/fleet/settings/profile': profile,
  'POST /api/v2/fleet/settings/password': () => ({
    currentPassword: 'Wrong-current-1',
    newPassword: 'Matrix-pass-1',
    confirmPassword: 'Matrix-pass-1',
  }),
  'PUT /api/v2/fleet/settings/preferences': () => ({ language: 'en' }),
  'POST /api/v2/fleet/webhooks': () => ({
    url: 'https://erp.example.com/fuel-hooks',
    events: ['order.status_changed'],
  }),
  'PATCH /api/v2/fleet/webhooks/{id}': () => ({ description: 'Matrix' }),
  'POST /api/v2/fleet/webhooks/{id}/test': () => ({}),
  'POST /api/v2/fleet/api-clients': () => ({
    name: `Matrix ERP ${randomInt(0, 1e9)}`,
    scopes: ['transactions:read'],
  }),
  'POST /api/v2/fleet/vehicles': vehicle,
  'PUT /api/v2/fleet/vehicles/{id}': vehicle,
  'POST /api/v2/fleet/vehicles/import': () => ({ csv: `registrationNumber,fuelType\n${plate()},GAS\n` }),
  'POST /api/v2/fleet/groups': () => ({ name: `Matrix ${randomInt(0, 1e9)}` }),
  'PUT /api/v2/fleet/groups/{id}': () => ({ name: `Matrix ${randomInt(0, 1e9)}` }),
  'POST /api/v2/fleet/groups/{id}/vehicles': () => ({ vehicleIds: [randomUUID()] }),
  ...ORDER_ROUTE_SAMPLES,
  'POST /api/v2/fleet/points/transfers': () => ({
    idempotencyKey: randomUUID(),
    amount: { amount: 1, currency: 'GEL' },
    to: { type: 'card', cardId: randomUUID() },
  }),
};
