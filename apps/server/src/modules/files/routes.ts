import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CallerOf, callerOf } from '../../core/caller';
import { QUIET } from '../../core/request-log';
import { receiveFile } from './multipart';
import { contentDisposition } from './names';
import { type FileKind, servedFileParams, uploadBody, uploadedFile } from './schemas';
import type { FilesService } from './service';

type Deps = { files: FilesService };
const tags = ['files'];

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
      {
        config: {
          callers: ['public', 'private', 'user'],
          errors: [kind === 'image' ? 'NOT_AN_IMAGE' : 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
        },
        schema: {
          operationId: kind === 'image' ? 'files.uploadImage' : 'files.uploadFile',
          tags,
          summary:
            kind === 'image'
              ? `Uploads an image (PNG, JPEG, GIF or WebP, at most ${mb(maxBytes)} MB)`
              : `Uploads a file (image, PDF, Office, zip or UTF-8 text/CSV, at most ${mb(maxBytes)} MB)`,
          description: [
            'multipart/form-data with one file part named `file`. The type is detected from the bytes, not',
            kind === 'image'
              ? 'the name: 415 NOT_AN_IMAGE for anything but PNG, JPEG, GIF or WebP (SVG is refused),'
              : 'the name: 415 UNSUPPORTED_MEDIA_TYPE for other content (SVG and executables included),',
            '413 PAYLOAD_TOO_LARGE over the limit, 400 VALIDATION_FAILED without `file` or with two files.',
          ].join(' '),
          consumes: ['multipart/form-data'],
          body: uploadBody,
          response: { 201: uploadedFile },
        },
      },
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
      schema: {
        operationId: 'files.get',
        tags,
        summary: 'The bytes of an uploaded file (public by URL: the id is unguessable)',
        description:
          'Sent with the detected Content-Type, `X-Content-Type-Options: nosniff`, inline for images and ' +
          'PDF, as an attachment otherwise, cacheable for a year (files never change). 404 for an unknown id.',
        params: servedFileParams,
        produces: ['*/*'],
        response: {
          200: z.custom<Readable>().meta({ type: 'string', format: 'binary' }).describe('The file bytes'),
        },
      },
    },
    async (request, reply) => {
      const file = await files.open(request.params.id);
      const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
      return reply
        .header(
          'content-type',
          file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType,
        )
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.content);
    },
  );
};

function uploaderOf(caller: CallerOf<'public' | 'private' | 'user'>): string {
  return caller.kind === 'user' ? `user:${caller.userId}` : `${caller.kind}:${caller.projectId}`;
}

function mb(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 100) / 100;
}
