import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { containsPattern } from '../../commerce/shared';
import { cardLimits, cards } from '../asset-tables';
import { shownLimits } from '../cards/limits';
import { companies } from '../tables';
import type { FleetStaffCardPage, FleetStaffCardQuery } from './schemas';

/**
 * The project's cards as the retailer's staff see them in the back office's terminal simulator: every
 * company's, by company then number, with their limits (one query for the page's limits, no N+1).
 */
export function createStaffCards(db: Database) {
  return async function list(projectId: string, query: FleetStaffCardQuery): Promise<FleetStaffCardPage> {
    const where = and(
      eq(companies.projectId, projectId),
      query.search
        ? or(
            ilike(cards.number, containsPattern(query.search)),
            ilike(companies.name, containsPattern(query.search)),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: cards.id,
          number: cards.number,
          status: cards.status,
          products: cards.allowedProducts,
          companyId: companies.id,
          companyName: companies.name,
        })
        .from(cards)
        .innerJoin(companies, eq(companies.id, cards.companyId))
        .where(where)
        .orderBy(asc(companies.name), asc(cards.number))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ value: count() })
        .from(cards)
        .innerJoin(companies, eq(companies.id, cards.companyId))
        .where(where),
    ]);
    const limits = rows.length
      ? await db
          .select()
          .from(cardLimits)
          .where(
            inArray(
              cardLimits.cardId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    return {
      items: rows.map((row) => ({
        ...row,
        limits: shownLimits(limits.filter((limit) => limit.cardId === row.id)),
      })),
      total: total?.value ?? 0,
      page: query.page,
      limit: query.limit,
    };
  };
}
