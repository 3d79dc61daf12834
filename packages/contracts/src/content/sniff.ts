import type { MediaKind } from './media';

/**
 * What an upload really is, read from its first bytes (and, for zip-based formats, its zip directory) — never
 * from the name or the Content-Type the client sent. Pure: the content service reads a temp file, the mocks a
 * browser `File`, both through `ReadBytes`, so both accept and refuse exactly the same files. Our own small table:
 * the formats we accept are few, and the well-known sniffing library (file-type) ships ESM only, which the
 * CommonJS services cannot load cleanly under jest.
 */
export interface SniffedType {
  contentType: string;
  /** Extension of the stored file (also how /media picks the Content-Type back). */
  extension: string;
}

/** Up to `length` bytes of the file at `position` (fewer at its end). */
export type ReadBytes = (position: number, length: number) => Promise<Uint8Array>;

/** Bytes read from the start of every upload: enough for every signature below. */
const headLength = 4096;
/** The zip end-of-central-directory record is 22 bytes plus a comment of at most 65535 bytes. */
const zipTailLength = 22 + 0xffff;
/** A docx/epub directory larger than this is not something we need to accept. */
const maxZipDirectoryLength = 4 * 1024 * 1024;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(Math.max(0, start), Math.max(0, end)));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const latin1Bytes = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Where `needle` starts in `bytes` from `from` on, or -1. */
function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  for (let at = from; at + needle.length <= bytes.length; at += 1) if (startsWith(bytes, needle, at)) return at;
  return -1;
}

/** The last place `needle` starts in `bytes`, or -1. */
function lastIndexOf(bytes: Uint8Array, needle: readonly number[]): number {
  for (let at = bytes.length - needle.length; at >= 0; at -= 1) if (startsWith(bytes, needle, at)) return at;
  return -1;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function sniffImage(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  const gif = ascii(head, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return { contentType: 'image/gif', extension: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

/** ISO base media brands that are not video (audio-only MPEG-4, HEIF/AVIF still images). */
const nonVideoBrands = new Set('M4A ,M4B ,M4P ,F4A ,F4B ,heic,heix,heim,heis,hevc,mif1,msf1,avif,avis'.split(','));
/** Top-level QuickTime atoms that may open an old .mov without an `ftyp`. */
const quickTimeAtoms = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The first packet of an Ogg file's first page (which stream it starts). */
const oggStart = (head: Uint8Array) => ascii(head, 27 + (head[26] ?? 0), 35 + (head[26] ?? 0));

function sniffVideo(head: Uint8Array): SniffedType | null {
  // Matroska/WebM: the EBML magic, then a DocType element (id 0x4282) saying 'webm'.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    const docType = indexOf(head, [0x42, 0x82]);
    if (docType > 0 && docType < 64) {
      const size = (head[docType + 2] ?? 0) & 0x7f;
      if (ascii(head, docType + 3, docType + 3 + size) === 'webm')
        return { contentType: 'video/webm', extension: 'webm' };
    }
    return null;
  }
  const box = ascii(head, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'qt  ') return { contentType: 'video/quicktime', extension: 'mov' };
    return nonVideoBrands.has(brand) ? null : { contentType: 'video/mp4', extension: 'mp4' };
  }
  if (quickTimeAtoms.has(box)) return { contentType: 'video/quicktime', extension: 'mov' };
  // Ogg: video means Theora (or the Skeleton stream that precedes it, or VP8 in Ogg). Vorbis/Opus alone is audio.
  if (ascii(head, 0, 4) === 'OggS') {
    const start = oggStart(head);
    if (start.startsWith('\x80theora') || start.startsWith('fishead') || start.startsWith('OVP80'))
      return { contentType: 'video/ogg', extension: 'ogv' };
  }
  return null;
}

/** The names in a zip's central directory, or null when the file is not a readable zip. */
async function zipEntryNames(read: ReadBytes, size: number): Promise<string[] | null> {
  const tailStart = Math.max(0, size - zipTailLength);
  const tail = await read(tailStart, size - tailStart);
  const end = lastIndexOf(tail, [0x50, 0x4b, 0x05, 0x06]);
  if (end < 0 || end + 22 > tail.length) return null;
  const record = view(tail);
  const entries = record.getUint16(end + 10, true);
  const directoryLength = record.getUint32(end + 12, true);
  const directoryOffset = record.getUint32(end + 16, true);
  // Zip64 (0xffffffff markers) and absurd sizes are not documents we accept.
  if (directoryLength > maxZipDirectoryLength || directoryOffset + directoryLength > size) return null;
  const directory = await read(directoryOffset, directoryLength);
  const fields = view(directory);
  const names: string[] = [];
  let at = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > directory.length || fields.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = fields.getUint16(at + 28, true);
    const extraLength = fields.getUint16(at + 30, true);
    const commentLength = fields.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(directory.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

async function sniffDocument(
  head: Uint8Array,
  read: ReadBytes,
  size: number,
  allowEpub: boolean,
): Promise<SniffedType | null> {
  // PDF: '%PDF-' (readers accept it anywhere in the first KiB; so do we).
  if (indexOf(head.subarray(0, 1024), latin1Bytes('%PDF-')) >= 0)
    return { contentType: 'application/pdf', extension: 'pdf' };
  // Legacy Word: an OLE2 compound file (the container of .doc; we do not walk its directory).
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { contentType: 'application/msword', extension: 'doc' };
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return null;
  // EPUB: its first zip entry must be an uncompressed 'mimetype' holding 'application/epub+zip'.
  if (allowEpub && ascii(head, 30, 38) === 'mimetype' && ascii(head, 0, 128).includes('application/epub+zip'))
    return { contentType: 'application/epub+zip', extension: 'epub' };
  // DOCX: an Office Open XML package ([Content_Types].xml) whose main part lives under word/.
  const names = await zipEntryNames(read, size);
  if (names && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/')))
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    };
  return null;
}

/**
 * WebVTT: the file starts with 'WEBVTT' (after an optional UTF-8 byte order mark), then a space, a tab, a line
 * break or the end of the file (the WebVTT standard's file signature). A .srt or any other text is not captions
 * a browser's <track> reads.
 */
function sniffCaptions(head: Uint8Array): SniffedType | null {
  const start = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  if (ascii(head, start, start + 6) !== 'WEBVTT') return null;
  const next = head[start + 6];
  if (next !== undefined && ![0x20, 0x09, 0x0a, 0x0d].includes(next)) return null;
  return { contentType: 'text/vtt', extension: 'vtt' };
}

/**
 * Sounds (an activity's read-aloud): MP3 (an ID3 tag, or straight MPEG audio frames), Ogg Vorbis or Opus, WAV
 * (RIFF WAVE) and M4A/AAC (an ISO base media file with an audio brand).
 */
function sniffAudio(head: Uint8Array): SniffedType | null {
  if (ascii(head, 0, 3) === 'ID3') return { contentType: 'audio/mpeg', extension: 'mp3' };
  // An MPEG audio frame header: 11 sync bits, a version other than 'reserved' (01), layer III (01), and a bitrate
  // index that is neither 'free' (0000) nor 'bad' (1111).
  const [b0, b1, b2] = [head[0] ?? 0, head[1] ?? 0, head[2] ?? 0];
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) === 0x02) {
    const bitrate = b2 >> 4;
    if (bitrate !== 0 && bitrate !== 0x0f && (b2 & 0x0c) !== 0x0c)
      return { contentType: 'audio/mpeg', extension: 'mp3' };
  }
  if (ascii(head, 0, 4) === 'OggS') {
    const start = oggStart(head);
    if (start.startsWith('\x01vorbis') || start === 'OpusHead') return { contentType: 'audio/ogg', extension: 'ogg' };
    return null;
  }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE')
    return { contentType: 'audio/wav', extension: 'wav' };
  if (ascii(head, 4, 8) === 'ftyp' && ['M4A ', 'M4B '].includes(ascii(head, 8, 12)))
    return { contentType: 'audio/mp4', extension: 'm4a' };
  return null;
}

/**
 * A recording a browser made (a child's recitation): the sounds above, or what MediaRecorder writes: WebM (Opus,
 * Chromium and Firefox) or MP4 (AAC or Opus, Safari and newer Chromium), served as audio whatever their brand.
 */
function sniffVoice(head: Uint8Array): SniffedType | null {
  const sound = sniffAudio(head);
  if (sound) return sound;
  const container = sniffVideo(head);
  if (container?.extension === 'webm') return { contentType: 'audio/webm', extension: 'webm' };
  if (container?.extension === 'mp4' || ascii(head, 4, 8) === 'ftyp')
    return { contentType: 'audio/mp4', extension: 'm4a' };
  return null;
}

/** What the file is, if it is one of the formats an upload of `kind` accepts; null otherwise (and for no bytes). */
export async function sniffMedia(read: ReadBytes, size: number, kind: MediaKind): Promise<SniffedType | null> {
  if (size <= 0) return null;
  const head = await read(0, Math.min(headLength, size));
  switch (kind) {
    case 'video':
      return sniffVideo(head);
    case 'image':
      return sniffImage(head);
    case 'book':
      return sniffDocument(head, read, size, true);
    case 'assignment':
      return sniffDocument(head, read, size, false);
    case 'submission':
      return sniffImage(head) ?? (await sniffDocument(head, read, size, false));
    case 'captions':
      return sniffCaptions(head);
    case 'audio':
      return sniffAudio(head);
    case 'voice':
      return sniffVoice(head);
  }
}
