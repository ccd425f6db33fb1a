import { z } from 'zod';
import { timestamp, uuid } from '../../core/schemas';

export const fileKind = z.enum(['file', 'image']);

/** What an upload answers: the stored file and the absolute URL it is served at. */
export const uploadedFile = z
  .object({
    id: uuid,
    url: z.string().describe('Absolute URL the bytes are served at (public: the id is unguessable)'),
    name: z.string().describe('The uploaded file name, sanitised'),
    contentType: z.string().describe('Detected from the bytes, e.g. image/png, application/pdf, text/csv'),
    size: z.number().int().describe('Bytes'),
    kind: fileKind.describe('`image` when uploaded (and checked) as an image'),
    width: z.number().int().optional().describe('Pixels, for images'),
    height: z.number().int().optional().describe('Pixels, for images'),
    createdAt: timestamp,
  })
  .meta({ id: 'UploadedFile' });

/**
 * Documents the multipart body for OpenAPI only: multipart is parsed (and checked) by the handler, as
 * the zod validator cannot read it; a request that is not multipart has no `file` and gets a 400.
 */
export const uploadBody = z
  .object({ file: z.string().meta({ format: 'binary' }).describe('The one file to upload') })
  .nullish()
  .describe('multipart/form-data with exactly one file part named `file`');

export const servedFileParams = z.object({
  id: z.string().max(64).describe('The file id (uuid)'),
  name: z.string().max(1024).describe('The file name, for readable links; the id alone picks the file'),
});

export type FileKind = z.infer<typeof fileKind>;
export type UploadedFile = z.infer<typeof uploadedFile>;
