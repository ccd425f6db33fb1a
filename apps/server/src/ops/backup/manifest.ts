import { z } from 'zod';
import serverPackage from '../../../package.json';

export const MANIFEST_NAME = 'manifest.json';
const FORMAT = 'fuel-platform-backup';

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  /** How the database was read: from the running server (`server`) or opened by the command (`folder`). */
  taken: z.enum(['server', 'folder']),
  database: z.object({
    engine: z.literal('pglite'),
    /** PostgreSQL's version inside PGlite: its data folder opens only with the same major version. */
    version: z.string(),
    lastMigration: z.object({ tag: z.string(), when: z.number().int() }).nullable(),
    rows: z.record(z.string(), z.number().int().min(0)),
  }),
  /** Null: the files live in object storage, backed up on their own. */
  files: z
    .array(
      z.object({
        key: z.string(),
        size: z.number().int().min(0),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .nullable(),
});

/**
 * What an archive holds, written as its last entry (the files' checksums are known only once they are
 * packed): the version, the last migration, row counts per table and a sha256 per file.
 */
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = NonNullable<Manifest['files']>[number];

export function newManifest(fields: Pick<Manifest, 'taken' | 'database' | 'files'>): Manifest {
  return {
    format: FORMAT,
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    app: { name: serverPackage.name, version: serverPackage.version },
    ...fields,
  };
}

/** @throws Error saying why the text is not a manifest of this format. */
export function parseManifest(text: string): Manifest {
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(
      `Not a backup manifest: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
