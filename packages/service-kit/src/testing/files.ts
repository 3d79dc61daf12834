/** Small real files for upload tests: valid magic bytes, tiny. Shared by the kit's and the content service's tests. */
import { crc32 } from 'node:zlib';

/** A stored (uncompressed) zip of the given entries, in order. */
export function zipOf(entries: [name: string, content: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
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
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The EBML header of a WebM file (DocType 'webm'), as every WebM starts. */
export const webmHeader = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);

const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);

/** Small files whose first bytes are what they claim; `size` pads them (default ~2 KB). */
export const sampleFiles = {
  webm: (size = 2048) => pad(webmHeader, size),
  mp4: (size = 2048) =>
    pad(Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]), size),
  png: (size = 256) =>
    pad(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), size),
  jpeg: (size = 256) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF'), 0]), size),
  pdf: (size = 512) => pad(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'), size),
  doc: (size = 1024) => pad(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), size),
  docx: () =>
    zipOf([
      [
        '[Content_Types].xml',
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ],
      ['_rels/.rels', '<?xml version="1.0"?><Relationships/>'],
      ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
    ]),
  epub: () =>
    zipOf([
      ['mimetype', 'application/epub+zip'],
      ['META-INF/container.xml', '<?xml version="1.0"?><container/>'],
    ]),
  text: (size = 256) => pad(Buffer.from('Just some text, not a video.\n'), size),
  vtt: () => Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBismillah\n', 'utf8'),
  srt: () => Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nBismillah\n', 'utf8'),
};
