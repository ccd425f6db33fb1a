import type { FastifyReply } from 'fastify';
import { type RouteDeclaration, type RouteSchemas, route, routes } from '../../core/route';
import { needs } from './membership';
import type { FleetAction } from './permissions';

type Page = FleetAction extends infer A ? (A extends `${infer P}.read` ? P : never) : never;

/**
 * The declarations of a company page's routes (core/route.ts): company users, VIEW on the page for
 * `read`, EDIT for `write`.
 */
export function pageRoutes(tag: string, page: Page) {
  const tags = [tag];
  return {
    read: routes({ tags, callers: ['user'], company: needs(`${page}.read` as FleetAction) }),
    write: routes({ tags, callers: ['user'], company: needs(`${page}.write` as FleetAction) }),
  };
}

/** The declarations of company routes of one tag, each with its own action: `member('users.read', {...})`. */
export function companyRoutes(tags: string[]) {
  return <S extends RouteSchemas>(
    action: FleetAction,
    declaration: Omit<RouteDeclaration, 'callers' | 'company' | 'tags'> & S,
  ) => route<S>({ ...declaration, tags, callers: ['user'], company: needs(action) });
}

/** A placed order's answer: 201, or 200 with `Idempotent-Replayed` when the key placed it before. */
export function sendPlaced<T>(reply: FastifyReply, { order, replayed }: { order: T; replayed: boolean }) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(replayed ? 200 : 201).send(order);
}
