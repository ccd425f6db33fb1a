// What other workspaces' tests use to run against the real server (the kit's tests do).

export { erpTools } from '../modules/fleet/api-clients/test-support';
export { type PurchaseTools, purchaseTools } from '../modules/fleet/purchases-test-support';
export { fleetTools } from '../modules/fleet/test-support';
export { companyTools, uniquePersonalNumber } from '../modules/fleet/users/test-support';
export { createProjectFixture, type ProjectFixture } from './fixtures';
export { http, type Json, type TestResponse } from './http';
export { startTestServer, type TestServer } from './server';
