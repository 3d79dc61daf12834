import { HttpError, type ServiceApp } from '@young-minds/service-kit';
import type { MediaStorage } from './storage';
import { isSafeKey } from './storage';
import { type MediaSigner, isPrivateMediaKey } from './signing';
import { contentTypeByExtension } from './sniff';

/** A year: every stored file has a random name and is never rewritten, so a URL's bytes never change. */
const immutableCache = 'public, max-age=31536000, immutable';

export type ByteRange = { start: number; end: number };

/**
 * The one range a `Range` header asks for, against a file of `size` bytes:
 * - undefined: no usable Range header (absent, another unit, several ranges, bad syntax) → the whole file;
 * - 'unsatisfiable': a well-formed range that starts past the end (or an empty suffix) → 416;
 * - a range, clamped to the file.
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

const mediaMessages = {
  notFound: 'File not found.',
  linkInvalid: 'This link has expired or is not valid. Please open the file again from its page.',
} as const;

/**
 * `GET|HEAD /media/*` — uploaded files with HTTP Range.
 *
 * Published content (videos, thumbnails, books, worksheets, banners) is public: a <video>, <img> or PDF viewer
 * cannot send a bearer token, and every stored name is a random UUID. Children's submissions are private: they
 * are served only through the signed, short-lived links that the submission answers hand to the child, its
 * parent and admins (403 otherwise, before the file is even looked up). Only names of safe characters under
 * the media root are served (no traversal); everything else is a JSON 404.
 */
export function mountMediaRoutes(kit: ServiceApp, storage: MediaStorage, signer: MediaSigner): void {
  kit.router.get('/media/*path', async function serveMedia(ctx) {
    const key = safeKeyOf(ctx.path);
    if (key === null) throw new HttpError(404, mediaMessages.notFound);
    const isPrivate = isPrivateMediaKey(key);
    if (isPrivate && !signer.verify(key, ctx.query.expires, ctx.query.signature))
      throw new HttpError(403, mediaMessages.linkInvalid);
    const info = await storage.stat(key);
    if (info === null) throw new HttpError(404, mediaMessages.notFound);

    const { size, modified } = info;
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const etag = `"${size.toString(16)}-${Math.floor(modified.getTime()).toString(16)}"`;

    ctx.set('Accept-Ranges', 'bytes');
    // A private file may stay in this browser's cache until its link runs out, never in a shared cache.
    ctx.set('Cache-Control', isPrivate ? privateCacheFor(ctx.query.expires) : immutableCache);
    ctx.set('ETag', etag);
    ctx.set('Last-Modified', modified.toUTCString());
    ctx.type = contentTypeByExtension[extension] ?? 'application/octet-stream';

    // Conditional GET: a client that has these bytes gets 304 (Koa compares If-None-Match/If-Modified-Since).
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }

    // If-Range: only honour the Range when the client's copy is this very file.
    const ifRange = ctx.get('If-Range');
    const rangeHeader =
      ifRange && ifRange !== etag && ifRange !== modified.toUTCString() ? undefined : ctx.get('Range');
    const range = parseRange(rangeHeader, size);

    if (range === 'unsatisfiable') {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${size}`);
      ctx.set('Cache-Control', 'no-store');
      const message = 'The requested range is outside the file.';
      ctx.body = { message, error: message };
      return;
    }

    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      ctx.length = range.end - range.start + 1;
    } else {
      ctx.length = size;
    }
    // Koa drops the body of HEAD answers but keeps Content-Length; no need to open the file then.
    if (ctx.method === 'HEAD') return;
    ctx.body = storage.read(key, range ?? undefined);
  });
}

function privateCacheFor(expires: unknown): string {
  const seconds = Math.max(0, Math.floor(Number(expires) - Date.now() / 1000));
  return `private, max-age=${seconds}`;
}

/** 'videos/x.webm' from '/media/videos/x.webm', or null for anything that is not a plain, safe key. */
function safeKeyOf(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.slice('/media/'.length));
  } catch {
    return null;
  }
  return isSafeKey(decoded) ? decoded : null;
}
