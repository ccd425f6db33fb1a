import type { FileKind, UploadedFile } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** Uploads into the client's project, on the newer base: one file per request, as multipart `file`. */
export class FilesService extends BaseService {
  /**
   * `POST /file/upload`: stores a file (image, PDF, Office document, zip, UTF-8 text or CSV). Its type
   * is detected from the bytes, not the name.
   *
   * @param file the bytes; a `File` brings its own name.
   * @param fileName the name to store; defaults to the `File`'s name, else `file`.
   * @returns the stored file with the absolute URL it is served at.
   * @throws {ClientError} 413 `PAYLOAD_TOO_LARGE` over the server's limit (10 MB by default), 415
   *   `UNSUPPORTED_MEDIA_TYPE` for other content (SVG and executables included).
   */
  uploadFile(file: Blob, fileName?: string, options?: RequestOptions): Promise<UploadedFile> {
    return this.#upload('file', file, fileName, options);
  }

  /**
   * `POST /image/upload`: stores an image (PNG, JPEG, GIF or WebP), with its width and height.
   *
   * @param file the bytes; a `File` brings its own name.
   * @param fileName the name to store; defaults to the `File`'s name, else `file`.
   * @throws {ClientError} 413 `PAYLOAD_TOO_LARGE` over the server's limit (5 MB by default), 415
   *   `NOT_AN_IMAGE` for anything else (SVG included).
   */
  uploadImage(file: Blob, fileName?: string, options?: RequestOptions): Promise<UploadedFile> {
    return this.#upload('image', file, fileName, options);
  }

  #upload(kind: FileKind, file: Blob, fileName: string | undefined, options?: RequestOptions) {
    const body = new FormData();
    body.append('file', file, fileName ?? (isFile(file) ? file.name : 'file'));
    return this.transport.send<UploadedFile>('POST', path`/${kind}/upload`, { body }, options);
  }
}

function isFile(blob: Blob): blob is File {
  return typeof File !== 'undefined' && blob instanceof File;
}
