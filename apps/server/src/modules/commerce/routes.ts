import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommerceDeps } from './deps';
import { itemAdminRoutes, itemProjectRoutes } from './item-routes';
import { orderAdminRoutes, orderAdminV1Routes, orderUserRoutes } from './order-routes';
import { profileAdminRoutes, profileAdminV1Routes, profileUserRoutes } from './profile-routes';

/** E-commerce on the legacy base (/api/v1): the admin's order and profile updates. */
export const commerceV1Routes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  await app.register(orderAdminV1Routes, deps);
  await app.register(profileAdminV1Routes, deps);
};

/** E-commerce on the newer base (/api/v2): admin search and reads, the project's items, the user's own. */
export const commerceV2Routes: FastifyPluginAsyncZod<CommerceDeps> = async (app, deps) => {
  await app.register(itemAdminRoutes, deps);
  await app.register(itemProjectRoutes, deps);
  await app.register(orderAdminRoutes, deps);
  await app.register(orderUserRoutes, deps);
  await app.register(profileAdminRoutes, deps);
  await app.register(profileUserRoutes, deps);
};
