/**
 * The rules for answering `/media/*`, shared by the content service (which owns the files) and the gateway (which
 * serves them straight from the same folder, the private ones only with a valid signed link): which keys are safe, which
 * folders are private, each stored extension's type, Range and conditional requests. Pure: no I/O here.
 */

/**
 * A key is a folder and a file name made of safe characters only: no '..', no absolute paths, no hidden
 * files, no backslashes or NULs. Anything else is refused before the file system is touched.
 */
const safeSegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
export function isSafeMediaKey(key: string): boolean {
  const segments = key.split('/');
  return (
    segments.length >= 1 &&
    segments.length <= 4 &&
    segments.every((part) => safeSegment.test(part) && !part.includes('..'))
  );
}

/** 'videos/x.webm' from '/media/videos/x.webm' (percent-decoded), or null for anything that is not a plain, safe key. */
export function mediaKeyOfPath(path: string): string | null {
  if (!path.startsWith('/media/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.slice('/media/'.length));
  } catch {
    return null;
  }
  return isSafeMediaKey(decoded) ? decoded : null;
}

/**
 * Folders under the media root whose files are never public: served only through the short-lived signed links
 * (`media-signing.ts`) that API answers hand to those allowed to see them: children's homework (the child, its
 * parent, admins) and the paid content (members of a subscribed family, admins): videos and their captions, books
 * and a Word book's reader pages, worksheets, and activities' pictures and sounds. Thumbnails, banners and blog
 * pictures ('images') stay public.
 */
const privateMediaFolders: readonly string[] = [
  'submissions',
  'videos',
  'captions',
  'books',
  'readers',
  'assignments',
  'audio',
  'activity-images',
  // A child's recorded recitations (issue 36): a child's voice, for the family and the admins only.
  'voices',
];

export function isPrivateMediaKey(key: string): boolean {
  return privateMediaFolders.includes(key.split('/')[0] ?? '');
}

/** Files the content service makes itself (a DOCX book's reader pages); no upload is ever stored as json. */
export const jsonContentType = 'application/json; charset=utf-8';

/** Content types by stored extension, for serving (files are always stored under the extension we chose). */
export const mediaContentTypes: Readonly<Record<string, string>> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  epub: 'application/epub+zip',
  vtt: 'text/vtt; charset=utf-8',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  json: jsonContentType,
};

/** A year: every stored file has a random name and is never rewritten, so a URL's bytes never change. */
export const immutableMediaCache = 'public, max-age=31536000, immutable';

/** A private file stays in this browser's cache until its link runs out, never in a shared cache. */
export const signedMediaCache = (secondsLeft: number) => `private, max-age=${secondsLeft}`;

export type ByteRange = { start: number; end: number };

/**
 * The one range a `Range` header asks for, against a file of `size` bytes:
 * - undefined: no usable Range header (absent, another unit, several ranges, bad syntax) → the whole file;
 * - 'unsatisfiable': a well-formed range that starts past the end (or an empty suffix) → 416;
 * - a range, clamped to the file (one that ends past the end is cut to the end).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined; // includes multi-range requests: answered with the whole file (RFC 9110 allows it)
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // Suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined; // syntactically invalid: ignore the header
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

export interface StoredFileInfo {
  size: number;
  modified: Date;
}

/** The request headers that decide a media answer (raw, as node gives them). */
export interface MediaRequest {
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

export type MediaAnswer =
  | { status: 200 | 206; headers: Record<string, string>; range: ByteRange | undefined; length: number }
  | { status: 304; headers: Record<string, string> }
  | { status: 416; headers: Record<string, string> };

export const rangeNotSatisfiableMessage = 'The requested range is outside the file.';

/**
 * What to answer for `key` (stat `file`): the status, the headers besides the caller's security and cache ones,
 * and the byte range to send. 304 when the client's copy is current (If-None-Match first, else
 * If-Modified-Since, RFC 9110 §13.2.2); If-Range keeps the Range only for this very version.
 */
export function planMediaAnswer(key: string, file: StoredFileInfo, request: MediaRequest): MediaAnswer {
  const { size, modified } = file;
  const etag = `"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}"`;
  const lastModified = modified.toUTCString();
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': lastModified,
    'Content-Type': mediaContentTypes[extension] ?? 'application/octet-stream',
  };

  if (isNotModified(request, etag, modified)) return { status: 304, headers };

  const rangeHeader =
    request.ifRange && request.ifRange !== etag && request.ifRange !== lastModified ? undefined : request.range;
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') return { status: 416, headers: { 'Content-Range': `bytes */${size}` } };
  if (range) {
    const length = range.end - range.start + 1;
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['Content-Length'] = String(length);
    return { status: 206, headers, range, length };
  }
  headers['Content-Length'] = String(size);
  return { status: 200, headers, range: undefined, length: size };
}

function isNotModified(request: MediaRequest, etag: string, modified: Date): boolean {
  if (request.ifNoneMatch) {
    if (request.ifNoneMatch.trim() === '*') return true;
    // Weak comparison: W/"x" and "x" name the same bytes here.
    return request.ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  if (request.ifModifiedSince) {
    const since = Date.parse(request.ifModifiedSince);
    // HTTP dates have whole seconds: the file is unchanged if it was last modified within that second.
    return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}
