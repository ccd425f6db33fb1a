import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts loading the resolver (on the form's first focus), so the first check does not wait. */
  preload(): void;
};

/**
 * A react-hook-form resolver loaded on first use: the page's first load carries neither zod nor the
 * schema, which arrive when the user starts on the form. A failed load is tried again next time.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const resolver = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(async (...args: Parameters<Resolver<T>>) => (await resolver())(...args), {
    preload() {
      resolver().catch(() => undefined);
    },
  });
}

/**
 * A zod schema's resolver loaded on first use: zod, the resolver and the module holding the schema
 * (`@fuel/sdk/fleet-rules`, say) come with the user's first check, not with the page.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<unknown>): LazyResolver<T> {
  return lazyResolver<T>(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema as never) as Resolver<T>;
  });
}
