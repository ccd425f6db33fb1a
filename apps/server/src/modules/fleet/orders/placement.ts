import { hash, randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { uniqueViolation } from '../../../core/database/errors';
import { columnDecoder } from '../../../core/database/rows';
import { executeRows, prepareStatement, statementsByShape } from '../../../core/database/statements';
import { Conflict } from '../../../core/errors';
import type { Outbox } from '../../../core/outbox/outbox';
import { companies } from '../tables';
import { type Mover, type OrderMoves, type RecordValues, recordCtes, recordValues } from './moves';
import { orderLabel } from './notify';
import { ORDER_RULES, type OrderKind } from './rules';
import { fleetOrders } from './tables';
import type { OrderRow } from './view';
import { businessDateOf, endOfBusinessDay, type WorkingDays } from './working-days';

const companyNameOf = sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${fleetOrders.companyId})`;

/** Who places an order: the company of the guard's scope and its user. */
export type Placer = { projectId: string; companyId: string; userId: string };

/** An order to insert, its status `draft` or `PENDING`. */
export type NewOrder = Omit<
  typeof fleetOrders.$inferInsert,
  'id' | 'number' | 'projectId' | 'companyId' | 'createdByUserId' | 'idempotencyKey' | 'requestHash'
> & { status: 'draft' | 'PENDING' };

/** A client's `Idempotency-Key` with a hash of what it sent. */
export type Idempotency = { key: string; request: unknown };

export function createPlacement({
  db,
  moves,
  workingDays,
  outbox,
}: {
  db: Database;
  moves: OrderMoves;
  workingDays: WorkingDays;
  outbox: Outbox;
}) {
  /**
   * An order's insert with its history row, audit entry and notices (moves.recordCtes) as one statement,
   * prepared once per shape (the order's columns present, a notice or not): a placement binds its values
   * instead of building the SQL again (Drizzle's query building was a third of a placement's CPU).
   */
  const placementOf = statementsByShape(
    'fleet_order_place',
    (shape: { columns: (keyof typeof fleetOrders.$inferInsert)[]; notice: boolean }, name) => {
      // The order's number comes from the sequence in the statement itself (no round trip before it),
      // once (a materialized CTE), for the row, its search text (`#000123 …`) and its notices' payload.
      const insert = db
        .insert(fleetOrders)
        .values({
          ...Object.fromEntries(shape.columns.map((column) => [column, sql.placeholder(column)])),
          number: sql`(select value from numbered)`,
          searchText: sql`${labelSql} || ' ' || ${sql.placeholder('searchTail')}`,
        } as never)
        .returning();
      // A creation has no status before it: those stay SQL nulls (a placeholder's null would be JSON's).
      const placeholder = <K extends keyof RecordValues>(key: K) =>
        (key === 'fromStatus' || key === 'auditBefore' || key === 'historyNote'
          ? null
          : key === 'noticePayload'
            ? sql`jsonb_set(${sql.placeholder(key)}::jsonb, '{order,number}', to_jsonb((select value from numbered)))`
            : sql.placeholder(key)) as unknown as RecordValues[K];
      return prepareStatement(
        db,
        sql`with numbered as materialized (select nextval(pg_get_serial_sequence('fleet_orders', 'number')) as value),
          inserted as (${insert.getSQL()}), ${recordCtes(db, placeholder, shape.notice)}
          select inserted.*, (select ${companies.name} from ${companies} where ${companies.id} = inserted.company_id) as company_name
          from inserted`,
        name,
      );
    },
  );

  /** The dates a PENDING order runs by: the retailer's due day; for priced orders, the quote's end. */
  async function deadlines(projectId: string, kind: OrderKind, now = new Date()) {
    const today = businessDateOf(now);
    const [dueDate, quoteEnds] = await workingDays.addWorkingDays(
      projectId,
      today,
      ORDER_RULES.invoiceWorkingDays,
      ORDER_RULES.quoteWorkingDays,
    );
    return { dueDate: dueDate!, deadlineAt: kind === 'card' ? null : endOfBusinessDay(quoteEnds!) };
  }

  async function byKey(companyId: string, key: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(fleetOrders)
      .where(and(eq(fleetOrders.companyId, companyId), eq(fleetOrders.idempotencyKey, key)));
    return row;
  }

  /** The first order of an idempotency key, when the same request comes again; 409 for another request. */
  function replay(first: OrderRow, requestHash: string | null): OrderRow {
    if (first.requestHash !== requestHash) {
      throw new Conflict(
        'This Idempotency-Key was used with a different order',
        [{ path: 'idempotency-key', rule: 'same_request', message: 'Used before with a different order' }],
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return first;
  }

  return {
    deadlines,

    /**
     * Inserts the order with its creation in the history and the audit log, and (for a PENDING one) the
     * outbox message of the company users' notices, in one prepared statement; with `alongside`, which
     * adds more, in one transaction. With an idempotency key, the
     * same request again answers the first order (`replayed`), even when both arrive at once: the unique
     * index on (company, key) lets one insert win and the other reads the winner (no lookup before the
     * insert: a new key, the usual case, costs no extra query).
     *
     * @throws Conflict 409 `IDEMPOTENCY_KEY_REUSED` for the same key with another request.
     */
    async place(
      placer: Placer,
      order: NewOrder,
      idempotency: Idempotency | undefined,
      alongside?: (tx: Database, row: OrderRow) => Promise<void>,
    ): Promise<{ row: OrderRow; replayed: boolean; companyName?: string }> {
      const requestHash = idempotency ? hashOf(idempotency.request) : null;
      const dates = order.status === 'PENDING' ? await deadlines(placer.projectId, order.kind) : {};
      const { searchText: searchTail = '', ...rest } = order;
      // Spreads last: V8 gives an object literal that starts with a spread a map of its own, each
      // property after it one more (microseconds per literal, and every later read of it is megamorphic).
      const values = {
        id: randomUUID(),
        projectId: placer.projectId,
        companyId: placer.companyId,
        createdByUserId: placer.userId,
        idempotencyKey: idempotency?.key ?? null,
        requestHash,
        ...rest,
        ...dates,
      };
      const mover: Mover = { kind: 'company', id: placer.userId, userId: placer.userId };
      const notice = values.status === 'PENDING' ? { status: 'PENDING' as const } : undefined;
      try {
        if (!alongside) {
          // The usual case in one prepared statement, without a transaction around it (atomic alone).
          const columns = (Object.keys(values) as (keyof typeof values)[])
            // Unset and null columns are left to the table (null, or a NOT NULL column's default):
            // Drizzle encodes a placeholder's value without a null check (a null timestamp throws).
            .filter((column) => values[column] !== undefined && values[column] !== null)
            .sort();
          const statement = placementOf({ columns, notice: Boolean(notice) });
          // The number is the statement's own (placementOf): the payload's is replaced there.
          const record = recordValues({ number: 0, ...values }, null, mover, null, notice);
          const [placed] = await executeRows<Record<string, unknown>>(statement, {
            searchTail: searchTail ?? '',
            ...values,
            ...record,
            noticePayload: record.noticePayload && JSON.stringify(record.noticePayload),
          });
          const { row, companyName } = placedRowOf(placed!);
          outbox.wake();
          return { row, companyName, replayed: false };
        }
        const number = await nextNumber(db);
        const { companyName, ...row } = await db.transaction(async (tx) => {
          // The company's name with the row: the answer needs no read after the commit.
          const [inserted] = await tx
            .insert(fleetOrders)
            .values({ ...values, number, searchText: [orderLabel(number), searchTail ?? ''].join(' ') })
            .returning({ ...getTableColumns(fleetOrders), companyName: companyNameOf });
          await moves.record(tx, inserted!, null, mover, null, notice);
          await alongside(tx, inserted!);
          return inserted!;
        });
        outbox.wake();
        return { row, companyName, replayed: false };
      } catch (error) {
        if (!idempotency || uniqueViolation(error) !== 'fleet_orders_company_idempotency_unique') throw error;
        const first = await byKey(placer.companyId, idempotency.key);
        if (!first) throw error;
        return { row: replay(first, requestHash), replayed: true };
      }
    },
  };
}

export type Placement = ReturnType<typeof createPlacement>;

const orderColumns = Object.entries(getTableColumns(fleetOrders)).map(
  ([key, column]) => [key, column.name, columnDecoder(column)] as const,
);

/** The placed order as the database answered it to a raw statement (column names, driver values), as Drizzle maps it. */
function placedRowOf(raw: Record<string, unknown>): { row: OrderRow; companyName: string } {
  const row: Record<string, unknown> = {};
  for (const [key, name, decoder] of orderColumns) {
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : decoder.mapFromDriverValue(value);
  }
  return { row: row as OrderRow, companyName: raw.company_name as string };
}

/** An order's label in SQL, as orderLabel writes it (`#000123`, longer numbers whole). */
const labelSql = sql`'#' || lpad((select value from numbered)::text, greatest(6, length((select value from numbered)::text)), '0')`;

/** The order's number, taken before the insert so that its search text can name it (with `alongside`). */
async function nextNumber(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('fleet_orders', 'number')) as number`,
  )) as unknown as { rows: { number: string | number }[] };
  return Number(result.rows[0]!.number);
}

function hashOf(request: unknown): string {
  return hash('sha256', JSON.stringify(request));
}
