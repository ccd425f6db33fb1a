import type { ByteRange } from '../../core/storage/storage';

/** What a GET of a file of `size` bytes answers, from its Range and If-Range headers. */
export type RangeAnswer =
  | { status: 200 }
  | { status: 206; range: ByteRange }
  /** 416, with `Content-Range: bytes *\/size`. */
  | { status: 416 };

/**
 * One byte range (RFC 9110 §14): `bytes=first-last`, `bytes=first-` or `bytes=-suffix`. A header that
 * is not one well-formed byte range (another unit, several ranges, garbage) is ignored, as the RFC
 * allows: the whole file with 200. So is any Range when If-Range names another validator.
 */
export function answerRange(
  headers: { range?: string; ifRange?: string },
  size: number,
  etag: string,
): RangeAnswer {
  if (!headers.range || (headers.ifRange !== undefined && headers.ifRange.trim() !== etag)) {
    return { status: 200 };
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(headers.range.replace(/\s+/g, ''));
  if (!match || (!match[1] && !match[2])) return { status: 200 };
  const [first, last] = [match[1], match[2]].map((digits) => (digits ? Number(digits) : undefined));
  if (first === undefined) {
    // A suffix: the last `last` bytes.
    if (!last || size === 0) return { status: 416 };
    return { status: 206, range: { start: Math.max(0, size - last), end: size - 1 } };
  }
  if (last !== undefined && last < first) return { status: 200 };
  if (first >= size) return { status: 416 };
  return { status: 206, range: { start: first, end: Math.min(last ?? size - 1, size - 1) } };
}

/** If-None-Match (weak comparison, a list or `*`) against the file's ETag: true means 304. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
