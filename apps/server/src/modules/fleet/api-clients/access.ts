import type { ClientCaller } from '../../../core/caller';
import { Forbidden } from '../../../core/errors';
import type { ScopeResolvers } from '../../../core/scope';
import { scopeOfOperation } from './scopes';

/**
 * The company guard's rule for API clients (core/scope.ts calls it where it checks a user's membership):
 * a client reads its own company only, and only through a `.read` route that one of its token's scopes
 * opens (scopes.ts). Writes and routes no scope opens are refused whatever the token holds.
 *
 * @throws Forbidden 403 `API_CLIENT_NOT_ALLOWED` (a write or an unscoped route), `SCOPE_NOT_GRANTED`.
 */
export const clientCompanyOf: ScopeResolvers['clientCompanyOf'] = async (
  actor: ClientCaller,
  rule,
  operationId,
) => {
  const scope = scopeOfOperation(operationId);
  if (!rule.action.endsWith('.read') || !scope) {
    throw new Forbidden('API clients may not call this route', 'API_CLIENT_NOT_ALLOWED');
  }
  if (!actor.scopes.includes(scope)) {
    throw new Forbidden(`The access token lacks the scope ${scope}`, 'SCOPE_NOT_GRANTED');
  }
  // A client acts for nobody: no membership, no page permissions (a service that asks gets nothing).
  return {
    companyId: actor.companyId,
    membershipId: actor.clientId,
    userId: actor.clientId,
    role: 'ADMIN',
    permissions: {},
  };
};
