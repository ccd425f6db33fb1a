import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { AppError, NotFound, PayloadTooLarge, ValidationFailed } from '../../core/errors';
import type { ByteRange, Storage } from '../../core/storage/storage';
import { ContentInspector } from './inspect';
import { sanitizeName } from './names';
import type { FileKind, UploadedFile } from './schemas';
import { type Sniffed, textTypeFor } from './sniff';
import { files } from './tables';

/** One file arriving in a request (the route reads it from multipart). */
export type IncomingFile = {
  /** The name the client gave, as sent. */
  filename: string | undefined;
  /** The bytes; read once. */
  content: Readable;
  /** Reads the rest of the request once the bytes are stored; throws when it holds another file. */
  finish(): Promise<void>;
};

export type NewUpload = {
  projectId: string;
  kind: FileKind;
  /** `<caller kind>:<id>`, e.g. `user:<user id>` or `public:<project id>`. */
  uploadedBy: string;
  file: IncomingFile;
};

export type ServedFile = {
  id: string;
  name: string;
  contentType: string;
  size: number;
  /** The bytes, or those of `range` (kept within the size by the caller). @throws NotFound when gone. */
  read(range?: ByteRange): Promise<Readable>;
};

type FileRow = typeof files.$inferSelect;

const MB = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createFilesService({
  db,
  storage,
  maxFileMb,
  maxImageMb,
  publicUrl,
}: {
  db: Database;
  storage: Storage;
  maxFileMb: number;
  maxImageMb: number;
  /** Read per call: a test server learns its address after the app is built. */
  publicUrl: () => string;
}) {
  const maxBytes: Record<FileKind, number> = {
    file: Math.floor(maxFileMb * MB),
    image: Math.floor(maxImageMb * MB),
  };

  function view(row: FileRow): UploadedFile {
    return {
      id: row.id,
      url: `${publicUrl()}/files/${row.id}/${encodeURIComponent(row.name)}`,
      name: row.name,
      contentType: row.contentType,
      size: row.size,
      kind: row.kind,
      ...(row.width !== null && row.height !== null ? { width: row.width, height: row.height } : {}),
      createdAt: row.createdAt,
    };
  }

  const service = {
    /** The size limit of each kind, in bytes, and the error that refuses more. */
    limitOf(kind: FileKind) {
      const limitMb = kind === 'file' ? maxFileMb : maxImageMb;
      return {
        maxBytes: maxBytes[kind],
        tooLarge: () => new PayloadTooLarge(`The ${kind} is larger than the limit of ${limitMb} MB`),
      };
    },

    /**
     * Stores an upload after checking its bytes: size limit (413), type sniffed from the content (415
     * UNSUPPORTED_MEDIA_TYPE; 415 NOT_AN_IMAGE for a non-image as an image), not empty (400). The row is
     * inserted only once the bytes are stored; any failure after that removes them again.
     */
    async upload({ projectId, kind, uploadedBy, file }: NewUpload): Promise<UploadedFile> {
      const limit = service.limitOf(kind);
      const inspector = new ContentInspector({
        maxBytes: limit.maxBytes,
        tooLarge: limit.tooLarge,
        check: (sniffed) => assertAcceptable(kind, sniffed),
      });
      const id = randomUUID();
      const storageKey = `${projectId}/${id}`;
      // pipeline() destroys both streams with the first error, so put() sees it and stores nothing.
      const { size } = await storage.put(
        storageKey,
        pipeline(file.content, inspector, () => {}),
      );
      try {
        const sniffed = inspector.sniffed;
        if (size === 0 || !sniffed) {
          throw new ValidationFailed('The file is empty', [
            { path: 'file', rule: 'too_small', message: 'The file is empty' },
          ]);
        }
        await file.finish();
        const contentType =
          sniffed.contentType === 'text/plain' ? textTypeFor(file.filename ?? '') : sniffed.contentType;
        const [row] = await db
          .insert(files)
          .values({
            id,
            projectId,
            kind,
            name: sanitizeName(file.filename, { kind, contentType }),
            contentType,
            size,
            width: sniffed.image ? sniffed.width : null,
            height: sniffed.image ? sniffed.height : null,
            storageKey,
            uploadedBy,
          })
          .returning();
        return view(row!);
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },

    /** A file to serve: what it is, and its bytes opened only on `read` (not for a 304 or a HEAD). */
    async open(id: string): Promise<ServedFile> {
      if (!UUID.test(id)) throw new NotFound('File');
      const [row] = await db.select().from(files).where(eq(files.id, id));
      if (!row) throw new NotFound('File');
      return {
        id: row.id,
        name: row.name,
        contentType: row.contentType,
        size: row.size,
        async read(range) {
          const content = await storage.get(row.storageKey, range);
          if (!content) throw new NotFound('File');
          return content;
        },
      };
    },

    /** A file of the project with its URL and uploader, or undefined (for modules that attach uploads). */
    async find(projectId: string, id: string): Promise<(UploadedFile & { uploadedBy: string }) | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.projectId, projectId)));
      return row ? { ...view(row), uploadedBy: row.uploadedBy } : undefined;
    },

    /** Number of files per project, for the project view: one grouped query. */
    async countByProject(projectIds: string[]): Promise<Map<string, number>> {
      if (!projectIds.length) return new Map();
      const rows = await db
        .select({ projectId: files.projectId, value: count() })
        .from(files)
        .where(inArray(files.projectId, projectIds))
        .groupBy(files.projectId);
      return new Map(rows.map((row) => [row.projectId, row.value]));
    },
  };
  return service;
}

/** @throws 415 UNSUPPORTED_MEDIA_TYPE, or NOT_AN_IMAGE on the image route, naming what was detected. */
function assertAcceptable(kind: FileKind, sniffed: Sniffed): void {
  const detected = sniffed.accepted ? sniffed.contentType : sniffed.detected;
  if (kind === 'image' && !(sniffed.accepted && sniffed.image)) {
    throw new AppError(
      415,
      'NOT_AN_IMAGE',
      `Not an image: the content is ${detected}; images must be PNG, JPEG, GIF or WebP`,
    );
  }
  if (!sniffed.accepted) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Unsupported file type: the content is ${detected}; accepted are PNG, JPEG, GIF, WebP, PDF, ` +
        'Word, Excel and PowerPoint (OOXML), zip and UTF-8 text or CSV',
    );
  }
}

export type FilesService = ReturnType<typeof createFilesService>;
