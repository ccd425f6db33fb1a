import type { Logger as QueryLogger } from 'drizzle-orm/logger';

export type Logger = {
  debug(object: object, message?: string): void;
  error(object: object, message?: string): void;
  isLevelEnabled?(level: string): boolean;
};

/** Sends Drizzle's queries to the app's logger at debug level (LOG_LEVEL=debug shows them). */
export class DrizzleLogger implements QueryLogger {
  constructor(private readonly logger: Logger) {}

  logQuery(query: string, params: unknown[]): void {
    if (this.logger.isLevelEnabled && !this.logger.isLevelEnabled('debug')) return;
    this.logger.debug({ query, params }, 'sql');
  }
}
