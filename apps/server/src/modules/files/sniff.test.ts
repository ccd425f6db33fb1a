import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeName } from './names';
import { gif, jpeg, ooxml, pdf, png, webp, zip } from './samples';
import { OOXML_TYPES, SNIFF_BYTES, sniff, TextCheck, textTypeFor } from './sniff';

const whole = (bytes: Uint8Array) => sniff(bytes, { end: true });

describe('sniff: images with their size', () => {
  it.each([
    ['PNG', png(3, 2), 'image/png', 3, 2],
    ['JPEG', jpeg(640, 480), 'image/jpeg', 640, 480],
    ['progressive JPEG', jpeg(17, 9000, { progressive: true }), 'image/jpeg', 17, 9000],
    ['GIF', gif(300, 1), 'image/gif', 300, 1],
    ['lossy WebP', webp(1024, 768, 'VP8'), 'image/webp', 1024, 768],
    ['lossless WebP', webp(16_000, 3, 'VP8L'), 'image/webp', 16_000, 3],
    ['extended WebP', webp(20_000, 40_000, 'VP8X'), 'image/webp', 20_000, 40_000],
  ])('reads a %s', (_name, bytes, contentType, width, height) => {
    expect(whole(bytes)).toEqual({ accepted: true, contentType, image: true, width, height });
  });

  it('asks for more bytes while a JPEG frame header is still to come, then finds it', () => {
    const bytes = jpeg(40, 30, { metadataBytes: 200_000 });
    expect(sniff(bytes.subarray(0, SNIFF_BYTES), { end: false })).toBeUndefined();
    expect(sniff(bytes, { end: false })).toMatchObject({ contentType: 'image/jpeg', width: 40, height: 30 });
  });

  it('refuses an image whose header cannot be read, whatever its signature says', () => {
    expect(whole(png(2, 2).subarray(0, 20))).toEqual({
      accepted: false,
      detected: 'image/png with an unreadable header',
    });
    expect(whole(jpeg(10, 10).subarray(0, 30))).toMatchObject({ accepted: false });
    expect(whole(png(0, 5))).toMatchObject({ accepted: false });
    expect(whole(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(20)]))).toMatchObject({
      accepted: false,
      detected: 'image/webp with an unreadable header',
    });
  });
});

describe('sniff: documents', () => {
  it('recognises PDF', () => {
    expect(whole(pdf())).toEqual({ accepted: true, contentType: 'application/pdf', image: false });
  });

  it.each([
    ['word', OOXML_TYPES.word],
    ['xl', OOXML_TYPES.xl],
    ['ppt', OOXML_TYPES.ppt],
  ] as const)('reports an OOXML zip with %s/ parts as its Office type', (folder, contentType) => {
    expect(whole(ooxml(folder))).toMatchObject({ accepted: true, contentType });
  });

  it('reports any other zip (and a zip without [Content_Types].xml) as application/zip', () => {
    expect(whole(zip({ 'a.txt': 'hello' }))).toMatchObject({ contentType: 'application/zip' });
    expect(whole(zip({ 'word/document.xml': '<x/>' }))).toMatchObject({ contentType: 'application/zip' });
    expect(whole(zip({ '[Content_Types].xml': '<x/>', 'other/x.xml': '<x/>' }))).toMatchObject({
      contentType: 'application/zip',
    });
  });
});

describe('sniff: text', () => {
  it('accepts UTF-8 text, even when the bytes end inside a character', () => {
    expect(whole(Buffer.from('name,city\nნინო,თბილისი\n'))).toMatchObject({ contentType: 'text/plain' });
    const cut = Buffer.from(`${'a'.repeat(40)}თ`).subarray(0, 41);
    expect(sniff(cut, { end: false })).toMatchObject({ contentType: 'text/plain' });
    expect(sniff(cut, { end: true })).toMatchObject({ accepted: false });
  });

  it('takes text that merely starts like a binary signature for text', () => {
    expect(whole(Buffer.from('MZ,Mozambique,33\nBM,Bermuda,0.06\n'))).toMatchObject({
      contentType: 'text/plain',
    });
  });

  it('refuses text with NUL bytes or invalid UTF-8', () => {
    expect(whole(Buffer.from('abc\0def'.repeat(10)))).toEqual({
      accepted: false,
      detected: 'unrecognised binary data',
    });
    expect(whole(Buffer.from([0x61, 0x62, 0xc3, 0x28, ...Buffer.from('x'.repeat(40))]))).toMatchObject({
      accepted: false,
    });
  });

  it('refuses SVG, with or without an XML declaration, comments or doctype', () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<SVG/>',
    ]) {
      expect(whole(Buffer.from(svg))).toEqual({
        accepted: false,
        detected: 'image/svg+xml (refused: SVG can carry scripts)',
      });
    }
  });

  it('labels text as CSV by its name only', () => {
    expect(textTypeFor('report.CSV')).toBe('text/csv');
    expect(textTypeFor('report.csv.txt')).toBe('text/plain');
  });

  it('checks a whole stream chunk by chunk, across split characters', () => {
    const bytes = Buffer.from('ა'.repeat(10));
    const check = new TextCheck();
    check.push(bytes.subarray(0, 4));
    check.push(bytes.subarray(4));
    expect(check.end()).toBe(true);
    const broken = new TextCheck();
    broken.push(bytes.subarray(0, 4));
    expect(broken.end()).toBe(false);
    const withNul = new TextCheck();
    withNul.push(Buffer.from('ok'));
    withNul.push(Buffer.from([0]));
    expect(withNul.end()).toBe(false);
  });
});

describe('sniff: refused binaries are named', () => {
  it.each([
    [
      'image/bmp',
      Buffer.concat([Buffer.from('BM'), Buffer.alloc(12), Buffer.from([40, 0, 0, 0]), Buffer.alloc(20)]),
    ],
    ['image/tiff', Buffer.concat([Buffer.from('II*\0'), Buffer.alloc(40)])],
    [
      'image/heic or image/avif',
      Buffer.concat([Buffer.from('\0\0\0\x18ftypheic', 'latin1'), Buffer.alloc(30)]),
    ],
    ['application/gzip', Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(40)])],
    [
      'application/x-msdownload (executable)',
      Buffer.concat([Buffer.from('MZ\x90\0', 'latin1'), Buffer.alloc(60)]),
    ],
    [
      'application/x-elf (executable)',
      Buffer.concat([Buffer.from('\x7fELF\x02\x01', 'latin1'), Buffer.alloc(60)]),
    ],
    ['unrecognised binary data', Buffer.from([0xde, 0xad, 0xbe, 0xef, ...Array(60).fill(0)])],
  ])('%s', (detected, bytes) => {
    expect(whole(bytes)).toEqual({ accepted: false, detected });
  });
});

describe('names', () => {
  const fallback = { kind: 'file', contentType: 'application/pdf' } as const;

  it('keeps only the last path part, without control or bidi characters', () => {
    expect(sanitizeName('../../etc/passwd', fallback)).toBe('passwd');
    expect(sanitizeName('C:\\Users\\me\\report.pdf', fallback)).toBe('report.pdf');
    expect(sanitizeName('in\u0000voice\r\n\u202Efdp.exe', fallback)).toBe('invoice fdp.exe');
    expect(sanitizeName('  lots   of\tspace .pdf. ', fallback)).toBe('lots of space .pdf');
  });

  it('falls back to a name after the kind and the detected type', () => {
    expect(sanitizeName(undefined, fallback)).toBe('file.pdf');
    expect(sanitizeName('..', { kind: 'image', contentType: 'image/png' })).toBe('image.png');
    expect(sanitizeName('dir/', fallback)).toBe('file.pdf');
  });

  it('cuts long names to 200 characters, keeping the extension and whole characters', () => {
    const long = sanitizeName(`${'ა'.repeat(300)}.docx`, fallback);
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('ა.docx')).toBe(true);
    expect(Array.from(sanitizeName('😀'.repeat(250), fallback))).toHaveLength(200);
  });

  it('builds Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'ანგარიში "Q1".csv')).toBe(
      `attachment; filename="________ _Q1_.csv"; filename*=UTF-8''${encodeURIComponent('ანგარიში "Q1".csv')}`,
    );
  });
});
