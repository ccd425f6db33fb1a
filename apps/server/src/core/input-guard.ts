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
  // Every request passes here: a scan without paths first (no strings built), the paths only for a hit.
  if (!holdsNul(root)) return undefined;
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

function holdsNul(root: unknown): boolean {
  if (typeof root === 'string') return root.includes('\0');
  if (!root || typeof root !== 'object' || Buffer.isBuffer(root)) return false;
  const pending: object[] = [root];
  while (pending.length) {
    const value = pending.pop()!;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (key.includes('\0')) return true;
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (child.includes('\0')) return true;
      } else if (child && typeof child === 'object' && !Buffer.isBuffer(child)) pending.push(child);
    }
  }
  return false;
}
