import { crc32, deflateSync } from 'node:zlib';

// Tiny but real files for the tests, built from the formats' header bytes (no fixtures on disk).

/** A valid RGB PNG of the given size (black pixels). */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const scanlines = Buffer.alloc((width * 3 + 1) * height); // filter byte 0 and black pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/**
 * A baseline JPEG's markers: SOI, APP0 (JFIF), an optional APP1 of `metadataBytes` (like EXIF),
 * DQT, SOF0 with the size, DHT, SOS, a little scan data and EOI.
 */
export function jpeg(width: number, height: number, { metadataBytes = 0, progressive = false } = {}): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  const metadata = [];
  for (let left = metadataBytes; left > 0; left -= 65_000) {
    metadata.push(
      segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), Buffer.alloc(Math.min(left, 65_000))])),
    );
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...metadata,
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(progressive ? 0xc2 : 0xc0, frame),
    segment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16), Buffer.alloc(0)])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0x34, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A one-colour GIF89a of the given size. */
export function gif(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // global colour table of 2 entries
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    descriptor,
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
  ]);
}

/** A WebP container with a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
export function webp(width: number, height: number, variant: 'VP8' | 'VP8L' | 'VP8X' = 'VP8L'): Buffer {
  let chunk: Buffer;
  if (variant === 'VP8L') {
    const bits = Buffer.alloc(5);
    bits[0] = 0x2f;
    bits.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
    chunk = riffChunk('VP8L', Buffer.concat([bits, Buffer.alloc(8)]));
  } else if (variant === 'VP8') {
    const frame = Buffer.alloc(10);
    frame.set([0x9d, 0x01, 0x2a], 3);
    frame.writeUInt16LE(width, 6);
    frame.writeUInt16LE(height, 8);
    chunk = riffChunk('VP8 ', Buffer.concat([frame, Buffer.alloc(8)]));
  } else {
    const canvas = Buffer.alloc(10);
    canvas.writeUIntLE(width - 1, 4, 3);
    canvas.writeUIntLE(height - 1, 7, 3);
    chunk = Buffer.concat([riffChunk('VP8X', canvas), riffChunk('VP8L', Buffer.alloc(14))]);
  }
  const size = Buffer.alloc(4);
  size.writeUInt32LE(chunk.length + 4);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(type, 'latin1'), size, data]);
}

/** A small PDF; `padTo` grows it with a comment to exactly that many bytes. */
export function pdf(padTo = 0): Buffer {
  const body = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n');
  const end = Buffer.from('%%EOF\n');
  const padding = Math.max(0, padTo - body.length - end.length - 2);
  return Buffer.concat([body, Buffer.from(`%${'x'.repeat(padding)}\n`), end]);
}

/** A valid zip of stored (uncompressed) entries, in the order given. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The first entries of an Office Open XML document of the given part folder (word, xl or ppt). */
export function ooxml(folder: 'word' | 'xl' | 'ppt'): Buffer {
  const main = { word: 'word/document.xml', xl: 'xl/workbook.xml', ppt: 'ppt/presentation.xml' }[folder];
  return zip({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${main}"/></Types>`,
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    [main]: '<?xml version="1.0"?><document/>',
  });
}
