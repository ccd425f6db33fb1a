import { formatBytes, formatTable } from '../cli';
import type { MoveResult } from './move';

/** The per-table and per-file comparison the command prints, and whether the move committed. */
export function describeMove({ tables, files, ok }: MoveResult): string {
  const tableRows = tables.map((table) => [
    table.table,
    String(table.sourceRows),
    table.targetRows === undefined ? 'missing' : String(table.targetRows),
    table.digestEqual ? 'OK' : 'DIFFERS',
  ]);
  const totalRows = tables.reduce((sum, table) => sum + table.sourceRows, 0);
  const fileRows = [
    [
      'files',
      String(files.count),
      formatBytes(files.bytes),
      files.different.length === 0 ? 'OK' : `${files.different.length} DIFFER`,
    ],
  ];
  return [
    formatTable(['table', 'source rows', 'target rows', 'digest'], tableRows),
    '',
    formatTable(['', 'count', 'bytes', 'sha256 read back'], fileRows),
    ...files.different.map((key) => `  differs: ${key}`),
    '',
    ok
      ? `Moved ${totalRows} rows in ${tables.length} tables and ${files.count} files; every count, digest and sha256 matches.`
      : files.different.length > 0
        ? 'Files differ in the bucket: the database was not touched. Fix the bucket and run the way up again.'
        : 'Tables differ: no row was committed, the database holds the schema only (drop and recreate it before another run). The installation is unchanged: keep running it, and report the difference.',
  ].join('\n');
}
