import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CallerOf, callerOf } from '../../core/caller';
import { AppError } from '../../core/errors';
import { QUIET } from '../../core/request-log';
import { route, routes } from '../../core/route';
import { noContent } from '../../core/schemas';
import { receiveFile } from './multipart';
import { contentDisposition } from './names';
import { answerRange, matchesEtag } from './ranges';
import { type FileKind, servedFileParams, uploadBody, uploadedFile } from './schemas';
import type { FilesService } from './service';

type Deps = { files: FilesService };
const fileBytes = z.custom<Readable>().meta({ type: 'string', format: 'binary' });
const tags = ['files'];
const upload = routes({ tags, callers: ['public', 'private', 'user'] });

/**
 * Uploads on the newer base (/api/v2), into the caller's project. The project's key holders and its end
 * users upload; an admin session carries no project, so it gets 403 here (admin uploads would come
 * through /project/:id/... routes).
 */
export const filesV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { files }) => {
  for (const kind of ['file', 'image'] as const satisfies FileKind[]) {
    const { maxBytes } = files.limitOf(kind);
    app.post(
      `/${kind}/upload`,
      upload({
        operationId: kind === 'image' ? 'files.uploadImage' : 'files.uploadFile',
        errors: [kind === 'image' ? 'NOT_AN_IMAGE' : 'UNSUPPORTED_MEDIA_TYPE'],
        summary:
          kind === 'image'
            ? `Uploads an image (PNG, JPEG, GIF or WebP, at most ${mb(maxBytes)} MB)`
            : `Uploads a file (image, PDF, Office, zip or UTF-8 text/CSV, at most ${mb(maxBytes)} MB)`,
        description:
          'multipart/form-data with one file part named `file`. The type is detected from the bytes, not the name' +
          (kind === 'image' ? ' (SVG is refused).' : ' (SVG and executables are refused).'),
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: { 201: uploadedFile },
      }),
      async (request, reply) => {
        const caller = callerOf(request, 'public', 'private', 'user');
        const uploaded = await receiveFile(request, files.limitOf(kind), (file) =>
          files.upload({ projectId: caller.projectId, kind, uploadedBy: uploaderOf(caller), file }),
        );
        return reply.code(201).send(uploaded);
      },
    );
  }
};

/** Serving at the root (`/files/:id/:name`): the URLs uploads answer with, public as on a public page. */
export const filesPublicRoutes: FastifyPluginAsyncZod<Deps> = async (app, { files }) => {
  app.get(
    '/files/:id/:name',
    {
      // Shown by the portal and the project's own sites, other origins than this server's.
      helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
      ...QUIET,
      ...route({
        operationId: 'files.get',
        tags,
        errors: ['RANGE_NOT_SATISFIABLE'],
        summary: 'The bytes of an uploaded file (public by URL: the id is unguessable)',
        description:
          'Sent with the detected Content-Type, `X-Content-Type-Options: nosniff`, inline for images and ' +
          'PDF, as an attachment otherwise, cacheable for a year (files never change). A strong ETag (304 ' +
          'on If-None-Match) and one byte range (`Range: bytes=first-last`, 206 with Content-Range; other ' +
          'Range headers get the whole file).',
        params: servedFileParams,
        produces: ['*/*'],
        response: {
          200: fileBytes.describe('The file bytes'),
          206: fileBytes.describe('The requested range of the file bytes'),
          304: noContent.describe('Not modified: the copy the client named in If-None-Match is current'),
        },
      }),
    },
    async (request, reply) => {
      const file = await files.open(request.params.id);
      // Files never change: the id is a strong validator.
      const etag = `"${file.id}"`;
      reply
        .header('etag', etag)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      const answer = answerRange(
        { range: request.headers.range, ifRange: headerOf(request.headers['if-range']) },
        file.size,
        etag,
      );
      if (answer.status === 416) {
        reply.header('content-range', `bytes */${file.size}`);
        throw new AppError(416, 'RANGE_NOT_SATISFIABLE', `The file has ${file.size} bytes`);
      }
      const range = answer.status === 206 ? answer.range : undefined;
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
      return reply
        .header(
          'content-type',
          file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType,
        )
        .header('content-length', String(range ? range.end - range.start + 1 : file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
        .send(request.method === 'HEAD' ? Readable.from([]) : await file.read(range));
    },
  );
};

/** A header sent twice arrives as a list: then it is not one validator. */
function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

function uploaderOf(caller: CallerOf<'public' | 'private' | 'user'>): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : `${caller.kind}:${caller.projectId}`;
}

function mb(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 100) / 100;
}
