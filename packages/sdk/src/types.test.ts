// Type tests: `tsc` checks them (the typecheck step of `npm test`); vitest runs nothing but the last
// `it`. Each pins a type as a caller meets it in the editor.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminClient } from './clients/admin';
import type { AdminProjectScope } from './clients/admin-project';
import { PrivateClient } from './clients/private';
import type { ProjectClient } from './clients/project';
import type { UserClient } from './clients/user';
import type {
  AdminItemSearch,
  AdminOrderSearch,
  AdminProfileSearch,
  ItemSearch,
  ListNotificationsQuery,
  OrderSearch,
  ProfileSearch,
} from './inputs';
import type { Flattened } from './localized';
import type { BaseService } from './service';
import type { RequestOptions } from './transport';
import type { AdminProject, Item, Project, RequestStatus } from './types';

/** The last parameter of `F`, optional or not. */
type LastParameter<F> = F extends (...args: infer P) => unknown
  ? Required<P> extends [...unknown[], infer Last]
    ? Last
    : never
  : never;
/** The names of `S`'s methods whose last parameter is not the options argument. */
type WithoutOptionsLast<S> = {
  [K in keyof S]: S[K] extends (...args: never[]) => unknown
    ? [LastParameter<S[K]>] extends [RequestOptions | undefined]
      ? never
      : K
    : never;
}[keyof S];
/** The services of a client: its fields that are services. */
type ServicesOf<C> = { [K in keyof C]: C[K] extends BaseService ? C[K] : never }[keyof C];
/** The methods of all of `C`'s services that break the rule, as `service.method`. */
type Offenders<C> = {
  [K in keyof C]: C[K] extends BaseService ? `${K & string}.${WithoutOptionsLast<C[K]> & string}` : never;
}[keyof C];

// Never called: the clients exist only for the checker.
function pins(admin: AdminClient, app: ProjectClient, user: UserClient, project: AdminProject) {
  // 1-2. Queries typed as the caller writes them: numbers and booleans, not `unknown` or 'true'.
  // @ts-expect-error `limit` is a number
  void user.notifications.list({ limit: 'ten' });
  void user.notifications.list({ limit: 10, unseen: true });
  expectTypeOf<ListNotificationsQuery['unseen']>().toEqualTypeOf<boolean | undefined>();
  expectTypeOf<ListNotificationsQuery['limit']>().toEqualTypeOf<number | undefined>();

  // 3. `lang` narrows localized texts to strings; without it they are what the server stores.
  expectTypeOf(app.items.search({ lang: 'ka' }))
    .resolves.toHaveProperty('items')
    .items.toHaveProperty('title')
    .toEqualTypeOf<string>();
  expectTypeOf(app.items.get('id', { lang: 'en' }))
    .resolves.toHaveProperty('title')
    .toEqualTypeOf<string>();
  expectTypeOf(app.items.get('id'))
    .resolves.toHaveProperty('title')
    .toEqualTypeOf<string | Record<string, string>>();
  expectTypeOf(admin.project('p').items.search({ lang: 'ka' }))
    .resolves.toHaveProperty('items')
    .items.toHaveProperty('description')
    .toEqualTypeOf<string>();
  expectTypeOf(user.orders.get('o', { lang: 'ka' }))
    .resolves.toHaveProperty('lines')
    .items.toHaveProperty('title')
    .toEqualTypeOf<string>();
  expectTypeOf(user.notifications.list({ lang: 'ka' }))
    .resolves.toHaveProperty('items')
    .items.toHaveProperty('body')
    .toEqualTypeOf<string>();
  // …and leave everything else alone: dates stay dates, metadata stays open.
  expectTypeOf<Flattened<Item>['createdAt']>().toEqualTypeOf<Date>();
  expectTypeOf<Flattened<Item>['metadata']>().toEqualTypeOf<Item['metadata']>();

  // 4. An admin's project always has its private key: no `!` to build a PrivateClient from it.
  expectTypeOf(project.private_api_key).toEqualTypeOf<string>();
  void new PrivateClient({ url: 'http://localhost:4000', privateKey: project.private_api_key });
  expectTypeOf(admin.projects.list()).resolves.toHaveProperty('items').items.toEqualTypeOf<AdminProject>();
  expectTypeOf(admin.project('p').rotateKey('private')).resolves.toEqualTypeOf<AdminProject>();
  // …and a public key's project never has it.
  expectTypeOf<Project>().not.toHaveProperty('private_api_key');
  expectTypeOf(app.project()).resolves.toEqualTypeOf<Project>();

  // 5. One search shape per resource across clients (the wire format differs, the signature does not).
  expectTypeOf<Omit<AdminItemSearch, 'statusIn'>>().toEqualTypeOf<ItemSearch>();
  expectTypeOf<Omit<AdminOrderSearch, 'inUserIds' | 'notInUserIds'>>().toEqualTypeOf<OrderSearch>();
  expectTypeOf<AdminProfileSearch>().toEqualTypeOf<ProfileSearch>();

  // 6. Comma-joined lists are arrays of the allowed values.
  void user.requestActions.list({ status: ['pending', 'reviewed'], scope: 'team' });
  // @ts-expect-error not a status
  void user.requestActions.list({ status: ['approved'] });
  expectTypeOf<NonNullable<Parameters<UserClient['requestActions']['list']>[0]>['status']>().toEqualTypeOf<
    RequestStatus[] | undefined
  >();

  // 7. The admin's project scope does not repeat the id; its services are the project's.
  expectTypeOf(admin.project('p')).toEqualTypeOf<AdminProjectScope>();
  expectTypeOf(admin.project('p').entities.list).parameter(0).toEqualTypeOf<string>();

  // 8. Every method of every service of every client ends with the options argument.
  expectTypeOf<Offenders<AdminClient>>().toEqualTypeOf<never>();
  expectTypeOf<Offenders<AdminProjectScope>>().toEqualTypeOf<never>();
  expectTypeOf<WithoutOptionsLast<AdminProjectScope>>().toEqualTypeOf<never>();
  expectTypeOf<Offenders<ProjectClient>>().toEqualTypeOf<never>();
  expectTypeOf<Offenders<PrivateClient>>().toEqualTypeOf<never>();
  expectTypeOf<Offenders<UserClient>>().toEqualTypeOf<never>();
  expectTypeOf<ServicesOf<UserClient>>().not.toBeNever();
  // @ts-expect-error a signal goes in the options argument, not among the filters
  void app.cms.list('news', { signal: new AbortController().signal });
}

describe('types', () => {
  it('are checked by tsc (this file compiles only if every pin holds)', () => {
    expect(pins).toBeTypeOf('function');
  });
});
