import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, PayloadTooLarge, ValidationFailed } from '../../core/errors';
import type { IncomingFile } from './service';

/** Room for the multipart framing and the few small fields allowed around the file. */
const FORM_OVERHEAD = 64 * 1024;
/** After a refusal the rest of the request is read and dropped (so the client gets the answer) up to this. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Reads a multipart/form-data request holding exactly one file part named `file` (other small fields
 * are ignored) and hands it to `handle` as a stream: nothing is buffered beyond what the handler reads.
 * 400 VALIDATION_FAILED when the field is missing or a second file comes; 413 past `maxBytes` (at once
 * when Content-Length already says so); 400 INVALID_BODY for a malformed or cut-off body.
 */
export async function receiveFile<T>(
  request: FastifyRequest,
  limit: { maxBytes: number; tooLarge: () => PayloadTooLarge },
  handle: (file: IncomingFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw missingFile('Send the file as multipart/form-data in the field `file`');
  const translate = (error: unknown) => uploadError(error, limit.tooLarge);
  try {
    if (Number(request.headers['content-length']) > limit.maxBytes + FORM_OVERHEAD) throw limit.tooLarge();
    const parts = request.parts({
      // One byte over the limit reaches the handler, which refuses it with its own message.
      limits: { fileSize: limit.maxBytes + 1, files: 2, fields: 10, fieldSize: 4096, parts: 20 },
    });
    const next = () =>
      parts.next().then(
        (result): Multipart | undefined => (result.done ? undefined : result.value),
        (error) => {
          throw translate(error);
        },
      );

    let part: Multipart | undefined = await next();
    while (part && part.type !== 'file') part = await next();
    if (!part) throw missingFile('The field `file` is missing');
    if (part.fieldname !== 'file') {
      throw missingFile(`Send the file in the field \`file\`, not \`${part.fieldname}\``);
    }
    const file: MultipartFile = part;
    try {
      return await handle({
        filename: file.filename,
        content: file.file,
        async finish() {
          for (let rest = await next(); rest; rest = await next()) {
            if (rest.type === 'file') throw oneFileOnly();
          }
        },
      });
    } catch (error) {
      throw failedByRequest(error, file.file, request.raw) ? translate(error) : error;
    }
  } catch (error) {
    discardRest(request.raw);
    throw error;
  }
}

/**
 * Whether reading the upload failed because of the request rather than the server: the client went
 * away, or the parser failed the file stream on a malformed or cut-off body (with plain errors, at times
 * before we listen). Storage failures are system errors (with a code), bugs are TypeErrors and the
 * like, and anything after the last byte was read is the server's: those stay 500s.
 */
function failedByRequest(error: unknown, content: Readable, raw: IncomingMessage): boolean {
  if (content.readableEnded || !(error instanceof Error) || error instanceof AppError) return false;
  if (raw.destroyed && !raw.complete) return true;
  const code = (error as NodeJS.ErrnoException).code;
  return code === undefined ? error.constructor === Error : code.startsWith('FST_');
}

/** Errors of the multipart parser (@fastify/multipart, busboy) as the API's errors. */
function uploadError(error: unknown, tooLarge: () => PayloadTooLarge): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return oneFileOnly();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new PayloadTooLarge('Too many form fields: send the field `file` and at most 10 small fields');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AppError(400, 'INVALID_BODY', `The multipart body is malformed or incomplete: ${message}`);
}

function missingFile(message: string) {
  return new ValidationFailed(message, [{ path: 'file', rule: 'required', message }]);
}

function oneFileOnly() {
  const message = 'Send one file per request';
  return new ValidationFailed(message, [{ path: 'file', rule: 'too_big', message }]);
}

/**
 * A refusal may come while the client is still sending (a 413 or 415 after the first bytes). Reading
 * and dropping the rest lets it receive the answer instead of a reset connection; a client that goes
 * on sending past DRAIN_LIMIT is cut off.
 */
function discardRest(raw: IncomingMessage): void {
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let dropped = 0;
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT) raw.destroy();
  });
  raw.resume();
}
