import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../../core/database/columns';
import { users } from '../../auth/tables';
import { companies } from '../tables';
import { API_SCOPES } from './scopes';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * A company's API client (OAuth2 client credentials, RFC 6749 §4.4): its id is the client id; the
 * secret, shown once, is kept only as its SHA-256 (a 256-bit random secret needs no slow hash).
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes', { enum: API_SCOPES }).array().notNull(),
    secretHash: text('secret_hash').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Null: until revoked. */
    expiresAt: time('expires_at'),
    revokedAt: time('revoked_at'),
    lastUsedAt: time('last_used_at'),
  },
  (table) => [index('api_clients_company_idx').on(table.companyId, table.createdAt)],
);

/** The short-lived access tokens issued to clients, kept as their SHA-256. */
export const apiClientTokens = pgTable(
  'api_client_tokens',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** What the token request asked for (a subset of the client's scopes). */
    scopes: text('scopes', { enum: API_SCOPES }).array().notNull(),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('api_client_tokens_hash_unique').on(table.tokenHash),
    index('api_client_tokens_client_idx').on(table.clientId, table.expiresAt),
  ],
);
