import type { Database } from '../../core/database/client';
import type { CompanyScope } from '../../core/scope';
import { fleetAudit } from './tables';

/** An entry of the company's audit log: what changed, with the record before and after. */
export type AuditEntry = {
  entity: 'user' | 'vehicle' | 'group' | 'card' | 'order' | 'company' | (string & {});
  entityId: string;
  action: 'create' | 'update' | 'delete' | (string & {});
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Who acted: a company user (from the guard's scope), or the retailer's staff/system (no user); `at`
 * when the change happened, if not now (the demo seed's history).
 */
export type AuditActor = Pick<CompanyScope, 'companyId'> & { userId: string | null; at?: Date };

/**
 * Appends entries to the audit log. Call it with the transaction that makes the change, so the log
 * holds exactly the changes that happened (a rolled-back change leaves no entry).
 */
export async function recordAudit(tx: Database, actor: AuditActor, ...entries: AuditEntry[]) {
  if (!entries.length) return;
  await auditInsert(tx, actor, entries);
}

/** recordAudit's statement, not yet run (to run inside a larger statement). */
export function auditInsert(tx: Database, actor: AuditActor, entries: AuditEntry[]) {
  return tx.insert(fleetAudit).values(
    entries.map((entry) => ({
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      before: jsonSafe(entry.before),
      after: jsonSafe(entry.after),
      at: actor.at,
    })),
  );
}

/** Dates become ISO strings, as the API shows them. */
function jsonSafe(record: Record<string, unknown> | null | undefined) {
  if (!record) return null;
  return JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
}
