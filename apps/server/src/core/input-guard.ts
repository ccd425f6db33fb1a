import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationFailed } from './errors';

/**
 * Refuses a NUL character anywhere in the parsed input (body, query, path), in values and in keys,
 * before validation: PostgreSQL stores no NUL in text or jsonb, so it would otherwise surface as a
 * driver error deep in a service. The answer names the field (400 `VALIDATION_FAILED`, rule `no_nul`).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value);
      if (path === undefined) continue;
      const field = path || part;
      return done(
        new ValidationFailed(`Invalid ${part}: ${field} holds a NUL character`, [
          { path: field, rule: 'no_nul', message: 'Text may not contain the NUL character' },
        ]),
      );
    }
    done();
  });
}

/** The dotted path of the first string or key holding a NUL; iterative, so deep input cannot overflow. */
export function findNul(root: unknown): string | undefined {
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return path;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}
