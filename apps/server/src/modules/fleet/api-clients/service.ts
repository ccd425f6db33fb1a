import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { ClientCaller } from '../../../core/caller';
import type { Database } from '../../../core/database/client';
import { Forbidden, NotFound, Unauthenticated } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { recordAudit } from '../audit';
import { companies } from '../tables';
import type { ApiClientBody } from './inputs';
import { OAuthError } from './oauth-errors';
import type { FleetApiClient, FleetApiClientCreated, OAuthToken } from './schemas';
import { API_SCOPES, type ApiScope } from './scopes';
import { hashOf, matches, newSecret } from './secrets';
import { apiClients, apiClientTokens } from './tables';

type Row = typeof apiClients.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Compared against when the client id is unknown, so that an unknown id takes as long as a wrong secret. */
const NO_CLIENT_HASH = hashOf('no such client');

function statusOf(row: Row, now = Date.now()): FleetApiClient['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'expired';
  return 'active';
}

function view(row: Row): FleetApiClient {
  const { id, name, scopes, createdAt, expiresAt, revokedAt, lastUsedAt } = row;
  return { id, name, scopes, createdAt, expiresAt, revokedAt, lastUsedAt, status: statusOf(row) };
}

const audited = (row: Row) => ({
  name: row.name,
  scopes: row.scopes,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
});

/** What a token request carries, from the body or HTTP Basic. */
export type TokenRequest = { grantType?: string; clientId?: string; clientSecret?: string; scope?: string };

/**
 * A company's API clients (OAuth2 client credentials): created and revoked by its admins, trading their
 * credentials for short-lived access tokens, which the caller resolver turns into a `client` caller.
 */
export function createApiClients({ db, tokenTtlSeconds }: { db: Database; tokenTtlSeconds: number }) {
  return {
    async list(scope: CompanyScope): Promise<FleetApiClient[]> {
      const rows = await db
        .select()
        .from(apiClients)
        .where(eq(apiClients.companyId, scope.companyId))
        .orderBy(desc(apiClients.createdAt), desc(apiClients.id));
      return rows.map(view);
    },

    /** A new client; its secret is in this answer only. */
    async create(scope: CompanyScope, body: ApiClientBody): Promise<FleetApiClientCreated> {
      const secret = newSecret('fcs');
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(apiClients)
          .values({
            companyId: scope.companyId,
            name: body.name,
            scopes: body.scopes as ApiScope[],
            secretHash: hashOf(secret),
            createdByUserId: scope.userId,
            expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
          })
          .returning();
        await recordAudit(tx, scope, {
          entity: 'apiClient',
          entityId: created!.id,
          action: 'create',
          after: audited(created!),
        });
        return created!;
      });
      return { ...view(row), secret };
    },

    /**
     * Revokes the client and its tokens at once; revoking it again answers it as it is.
     * @throws NotFound 404 for another company's client.
     */
    async revoke(scope: CompanyScope, id: string): Promise<FleetApiClient> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(apiClients)
          .where(and(eq(apiClients.id, id), eq(apiClients.companyId, scope.companyId)))
          .for('update');
        if (!before) throw new NotFound('API client');
        if (before.revokedAt) return view(before);
        const [after] = await tx
          .update(apiClients)
          .set({ revokedAt: new Date() })
          .where(eq(apiClients.id, id))
          .returning();
        await tx.delete(apiClientTokens).where(eq(apiClientTokens.clientId, id));
        await recordAudit(tx, scope, {
          entity: 'apiClient',
          entityId: id,
          action: 'revoke',
          before: audited(before),
          after: audited(after!),
        });
        return view(after!);
      });
    },

    /**
     * RFC 6749 §4.4: the client's credentials for an access token of the requested scopes (all of the
     * client's when none are named).
     * @throws OAuthError `unsupported_grant_type`, `invalid_request`, `invalid_client`, `invalid_scope`.
     */
    async issueToken(request: TokenRequest): Promise<OAuthToken> {
      if (!request.grantType) throw new OAuthError('invalid_request', 'grant_type is required');
      if (request.grantType !== 'client_credentials') {
        throw new OAuthError('unsupported_grant_type', 'Only the client_credentials grant is supported');
      }
      if (!request.clientId || !request.clientSecret) {
        throw new OAuthError('invalid_client', 'Send client_id and client_secret (HTTP Basic or the body)');
      }
      const [client] = UUID.test(request.clientId)
        ? await db
            .select({ row: apiClients, companyStatus: companies.status })
            .from(apiClients)
            .innerJoin(companies, eq(companies.id, apiClients.companyId))
            .where(eq(apiClients.id, request.clientId))
        : [];
      const secretMatches = matches(request.clientSecret, client?.row.secretHash ?? NO_CLIENT_HASH);
      if (
        !client ||
        !secretMatches ||
        statusOf(client.row) !== 'active' ||
        client.companyStatus !== 'active'
      ) {
        throw new OAuthError(
          'invalid_client',
          'Unknown client, wrong secret, or the client was revoked or expired',
        );
      }
      const requested = request.scope?.trim() ? request.scope.trim().split(/\s+/) : client.row.scopes;
      const unknown = requested.filter((name) => !(API_SCOPES as readonly string[]).includes(name));
      if (unknown.length) throw new OAuthError('invalid_scope', `No such scope: ${unknown.join(', ')}`);
      const refused = requested.filter((name) => !client.row.scopes.includes(name as ApiScope));
      if (refused.length)
        throw new OAuthError('invalid_scope', `Not granted to this client: ${refused.join(', ')}`);
      const scopes = [...new Set(requested)] as ApiScope[];

      const token = newSecret('fat');
      const now = new Date();
      const ttlMs = Math.min(
        tokenTtlSeconds * 1000,
        client.row.expiresAt ? client.row.expiresAt.getTime() - now.getTime() : Number.POSITIVE_INFINITY,
      );
      await db.transaction(async (tx) => {
        // The client's spent tokens go as it gets a new one: the table holds live tokens only.
        await tx
          .delete(apiClientTokens)
          .where(and(eq(apiClientTokens.clientId, client.row.id), lte(apiClientTokens.expiresAt, now)));
        await tx.insert(apiClientTokens).values({
          clientId: client.row.id,
          tokenHash: hashOf(token),
          scopes,
          expiresAt: new Date(now.getTime() + ttlMs),
        });
        await tx.update(apiClients).set({ lastUsedAt: now }).where(eq(apiClients.id, client.row.id));
        await recordAudit(
          tx,
          { companyId: client.row.companyId, userId: null },
          { entity: 'apiClient', entityId: client.row.id, action: 'token', after: { scopes } },
        );
      });
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: Math.floor(ttlMs / 1000),
        scope: scopes.join(' '),
      };
    },

    /**
     * The caller an access token stands for.
     * @throws Unauthenticated 401 `INVALID_TOKEN` (unknown or expired token, revoked or expired client);
     *   Forbidden 403 `USER_BLOCKED` when the company is blocked.
     */
    async resolveToken(token: string): Promise<ClientCaller> {
      const now = new Date();
      const [found] = await db
        .select({
          clientId: apiClients.id,
          companyId: apiClients.companyId,
          projectId: companies.projectId,
          companyStatus: companies.status,
          scopes: apiClientTokens.scopes,
        })
        .from(apiClientTokens)
        .innerJoin(apiClients, eq(apiClients.id, apiClientTokens.clientId))
        .innerJoin(companies, eq(companies.id, apiClients.companyId))
        .where(
          and(
            eq(apiClientTokens.tokenHash, hashOf(token)),
            gt(apiClientTokens.expiresAt, now),
            isNull(apiClients.revokedAt),
            or(isNull(apiClients.expiresAt), gt(apiClients.expiresAt, now)),
          ),
        );
      if (!found) throw new Unauthenticated('The access token is unknown or expired', 'INVALID_TOKEN');
      if (found.companyStatus !== 'active') throw new Forbidden('The company is blocked', 'USER_BLOCKED');
      const { clientId, companyId, projectId, scopes } = found;
      return { kind: 'client', clientId, companyId, projectId, scopes };
    },

    /** Audits one API call of a client and marks it used (after the answer: the call's status is known). */
    async recordCall(
      caller: ClientCaller,
      call: { method: string; route: string; status: number; requestId: string },
    ) {
      await db.transaction(async (tx) => {
        await tx.update(apiClients).set({ lastUsedAt: sql`now()` }).where(eq(apiClients.id, caller.clientId));
        await recordAudit(
          tx,
          { companyId: caller.companyId, userId: null },
          { entity: 'apiClient', entityId: caller.clientId, action: 'call', after: call },
        );
      });
    },
  };
}

export type ApiClients = ReturnType<typeof createApiClients>;
