// Type helpers that read the server's zod schemas the Standard Schema way (zod implements it), so the
// kit's types follow the schemas without naming zod. Types only: nothing here runs.

/** A schema that tells its input and output types. */
export interface StandardSchema {
  readonly '~standard': {
    readonly types?: { readonly input: unknown; readonly output: unknown } | undefined;
  };
}

/** What a caller sends for a request schema: its input, before the server's defaults and transforms. */
export type InputOf<S extends StandardSchema> = NonNullable<S['~standard']['types']>['input'];

/** What the server makes of a request schema: its output, after defaults and transforms. */
export type OutputOf<S extends StandardSchema> = NonNullable<S['~standard']['types']>['output'];

/**
 * A query string as the caller writes it: the keys of the schema's input (optional where the server
 * has a default), each typed as the server reads it, so `limit` is a number, `unseen` a boolean and a
 * comma-joined list an array (the kit writes them back as text: `toQueryString`).
 */
export type QueryOf<S extends StandardSchema> = Simplify<{
  [K in keyof InputOf<S>]: K extends keyof OutputOf<S> ? OutputOf<S>[K] : InputOf<S>[K];
}>;

/** `T` as one object type, so that editors and the declarations show its fields, not `Omit<...> & ...`. */
export type Simplify<T> = { [K in keyof T]: T[K] } & {};
