import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { type ContragentType, revenueRegistry } from './tables';

export type RegistryEntry = { contragentType: ContragentType; identificationCode: string; name: string };

/**
 * The revenue service's taxpayer registry, as the fleet module asks it: is this identification code
 * registered, and under which name? A real adapter calls the service; the local default reads the
 * `revenue_registry` table.
 */
export interface RevenueRegistry {
  /** The registered taxpayer, or undefined when the code is not registered as that type. */
  lookup(type: ContragentType, identificationCode: string): Promise<RegistryEntry | undefined>;
}

export function createLocalRegistry(db: Database): RevenueRegistry {
  return {
    async lookup(type, identificationCode) {
      const [row] = await db
        .select({
          contragentType: revenueRegistry.contragentType,
          identificationCode: revenueRegistry.identificationCode,
          name: revenueRegistry.name,
        })
        .from(revenueRegistry)
        .where(
          and(
            eq(revenueRegistry.contragentType, type),
            eq(revenueRegistry.identificationCode, identificationCode),
          ),
        );
      return row;
    },
  };
}
