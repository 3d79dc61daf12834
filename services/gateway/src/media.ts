import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type Koa from 'koa';
import type { Logger } from 'pino';
import {
  type MediaSigner,
  immutableMediaCache,
  isPrivateMediaKey,
  mediaContentTypes,
  mediaKeyOfPath,
  planMediaAnswer,
  rangeNotSatisfiableMessage,
  securityHeaderValues,
  signedMediaCache,
} from '@young-minds/service-kit';

/**
 * Media straight from the media folder the content service writes (`<DATA_DIR>/media`), in the gateway's own
 * process and before its Koa app: a proxied file costs two processes and a second hop per request, and a video
 * player asks for hundreds of ranges. The rules (safe keys, private folders, types, Range, 304) are the kit's,
 * the same the content service follows, and so are the security headers. Public files (pictures) are served to
 * anyone; private ones (paid content, children's submissions) only for a signed link that the kit's signer, with
 * the content service's secret, finds valid, and then `Cache-Control: private` until the link runs out. A private
 * file without a valid link, a key the gateway cannot find on its disk (another storage, a file not there yet) and
 * every other method go on to the app, which proxies them to the content service (which refuses a bad link).
 */
export interface PublicMediaOptions {
  /** The content service's media folder; the same disk in `pnpm start` and a single-host deployment. */
  root: string;
  /** How long an open file and its size are reused (a deleted file may still be served this long). */
  reuseMs?: number;
  /** At most this many files kept open at once; beyond it a file is opened for one request. */
  maxOpenFiles?: number;
  /** Each answer is logged at debug level (the proxied requests' lines are at info). */
  logger?: Logger;
  /** Checks signed links with the content service's key; without it every private file goes to the content service. */
  signer?: MediaSigner;
  /**
   * `MEDIA_ACCEL_REDIRECT` (e.g. `/protected-media/`): nginx stands in front of the gateway and serves the media
   * folder at this internal location. The gateway then sends no bytes: once a file is found public or its link
   * valid, it answers with `X-Accel-Redirect: <location><key>` and nginx serves the file (Range, 304, sendfile).
   * A file whose link is missing or wrong never gets that header: it goes on to the content service, as without.
   */
  accelRedirect?: string;
}

/** Ranges up to this size are read whole, at once, into one buffer and written with one call. */
const singleReadBytes = 64 * 1024;
/**
 * Larger ones stream in chunks this big: a quarter of the reads Node's default (64 KiB) makes, while a slow
 * viewer holds at most about two chunks. 64 KiB to 4 MiB measured alike on loopback (within the noise of a
 * shared machine); 1 MiB chunks would hold 2 MB for each of hundreds of paused players.
 */
const streamChunkBytes = 256 * 1024;

interface OpenFile {
  fd: number;
  size: number;
  modified: Date;
  /** Requests reading it now: closed once none is left and it is no longer cached. */
  users: number;
  retired: boolean;
}

/**
 * Open files by path, each reused for `reuseMs`: a request costs no open, stat or close, only its read.
 * Stored files are never rewritten (random names), so only deletion can make an entry stale.
 */
class OpenFiles {
  private readonly entries = new Map<string, { opening: Promise<OpenFile | null>; until: number }>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly reuseMs: number,
    private readonly maxOpenFiles: number,
  ) {
    this.sweep = setInterval(() => this.retireExpired(Date.now()), reuseMs);
    this.sweep.unref();
  }

  async acquire(file: string): Promise<OpenFile | null> {
    const now = Date.now();
    let entry = this.entries.get(file);
    if (entry && entry.until <= now) {
      this.entries.delete(file);
      void entry.opening.then((open) => open && this.retire(open));
      entry = undefined;
    }
    if (!entry) {
      const opening = openRegularFile(file);
      if (this.entries.size >= this.maxOpenFiles) {
        // Not cached: retired at once, so it closes after this one request.
        const open = await opening;
        if (open) {
          open.retired = true;
          open.users += 1;
        }
        return open;
      }
      entry = { opening, until: now + this.reuseMs };
      this.entries.set(file, entry);
      // A missing file is looked up again next time (it may be about to arrive).
      void opening.then((open) => {
        if (!open && this.entries.get(file) === entry) this.entries.delete(file);
      });
    }
    const open = await entry.opening;
    if (open) open.users += 1;
    return open;
  }

  release(open: OpenFile): void {
    open.users -= 1;
    if (open.retired && open.users === 0) fs.close(open.fd, () => undefined);
  }

  private retire(open: OpenFile): void {
    open.retired = true;
    if (open.users === 0) fs.close(open.fd, () => undefined);
  }

  private retireExpired(now: number): void {
    for (const [file, entry] of this.entries) {
      if (entry.until > now) continue;
      this.entries.delete(file);
      void entry.opening.then((open) => open && this.retire(open));
    }
  }

  close(): void {
    clearInterval(this.sweep);
    this.retireExpired(Infinity);
  }
}

function openRegularFile(file: string): Promise<OpenFile | null> {
  return new Promise((resolve) => {
    fs.open(file, 'r', (openError, fd) => {
      if (openError) return resolve(null);
      fs.fstat(fd, (statError, stats) => {
        if (statError || !stats.isFile()) {
          fs.close(fd, () => undefined);
          return resolve(null);
        }
        resolve({ fd, size: stats.size, modified: stats.mtime, users: 0, retired: false });
      });
    });
  });
}

/**
 * The gateway's own serving of public media when the content service's media folder is on this disk
 * (`config.mediaRoot`); undefined otherwise (`STORAGE=s3`, `MEDIA_FROM_DISK=0`): every `/media` request is then
 * proxied to the content service, which streams from its store.
 */
export function publicMediaFor(
  config: { mediaRoot?: string; mediaAccelRedirect?: string },
  logger?: Logger,
  signer?: MediaSigner,
): PublicMedia | undefined {
  return config.mediaRoot
    ? publicMedia({ root: config.mediaRoot, logger, signer, accelRedirect: config.mediaAccelRedirect })
    : undefined;
}

export interface PublicMedia {
  /**
   * Answers `req` from the media folder when it asks for a public file there (GET or HEAD); resolves false,
   * having written nothing, for everything else (the Koa app answers those).
   */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Closes the files kept open. */
  close(): void;
}

export function publicMedia(options: PublicMediaOptions): PublicMedia {
  const root = path.resolve(options.root);
  const files = new OpenFiles(options.reuseMs ?? 1_000, options.maxOpenFiles ?? 256);
  // The headers every other answer gets from the kit's helmet middleware, worked out once.
  const security = securityHeaderValues();
  const log = options.logger;
  const signer = options.signer;
  const accel = options.accelRedirect;

  /** The answer's Cache-Control for `key`: a public file's, a signed link's, or null when it is not ours to serve. */
  function cacheFor(key: string, query: string): string | null {
    if (!isPrivateMediaKey(key)) return immutableMediaCache;
    if (!signer) return null;
    const params = new URLSearchParams(query);
    const expires = params.get('expires') ?? undefined;
    if (!signer.verify(key, expires, params.get('signature') ?? undefined)) return null;
    return signedMediaCache(signer.secondsLeft(expires));
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const key = mediaKeyOfPath(query === -1 ? url : url.slice(0, query));
    if (key === null) return false;
    const cache = cacheFor(key, query === -1 ? '' : url.slice(query + 1));
    if (cache === null) return false;
    if (accel !== undefined) {
      // The checks are done: nginx reads the file (a missing one is nginx's 404), with the headers set here.
      res
        .writeHead(200, {
          ...security,
          'Cache-Control': cache,
          'Content-Type':
            mediaContentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream',
          'Content-Length': '0',
          'X-Accel-Redirect': accel + key,
        })
        .end();
      return true;
    }
    const file = path.join(root, ...key.split('/'));
    const open = await files.acquire(file);
    if (!open) return false;
    try {
      const status = await answer(req, res, { key, file, open, cache }, security);
      if (status === null) return false;
      if (log?.isLevelEnabled('debug'))
        log.debug({ method: req.method, path: url.split('?')[0], status, from: 'media folder' }, 'request');
      return true;
    } finally {
      files.release(open);
    }
  }
  return { serve, close: () => files.close() };
}

/**
 * Serves public media before the Koa app sees the request: no context, middleware chain, request id or log line
 * for each of the hundreds of ranges a video player asks for (a log line at debug level only).
 */
export function withPublicMedia(app: Pick<Koa, 'callback'>, media: PublicMedia | undefined): Pick<Koa, 'callback'> {
  if (!media) return app;
  return {
    callback() {
      const handle = app.callback();
      // The gateway speaks HTTP/1.1 only (node:http's createServer), whatever Koa's type allows for.
      return (req, res) =>
        media.serve(req as IncomingMessage, res as ServerResponse).then(
          (served) => (served ? undefined : handle(req, res)),
          // Not expected (reads fail soft above); the app answers what was not started, a started answer is cut.
          () => (res.headersSent ? void res.destroy() : handle(req, res)),
        );
    },
  };
}

/** Writes the answer; the status sent, or null when nothing was written (the file could not be read). */
async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  { key, file, open, cache }: { key: string; file: string; open: OpenFile; cache: string },
  security: Readonly<Record<string, string>>,
): Promise<number | null> {
  const plan = planMediaAnswer(key, open, {
    range: req.headers.range,
    ifRange: firstValue(req.headers['if-range']),
    ifNoneMatch: req.headers['if-none-match'],
    ifModifiedSince: req.headers['if-modified-since'],
  });
  if (plan.status === 416) {
    const body = JSON.stringify({ message: rangeNotSatisfiableMessage, error: rangeNotSatisfiableMessage });
    res
      .writeHead(416, {
        ...security,
        ...plan.headers,
        'Cache-Control': 'no-store',
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
      })
      .end(req.method === 'HEAD' ? undefined : body);
    return 416;
  }
  const headers = { ...security, ...plan.headers, 'Cache-Control': cache };
  if (plan.status === 304 || req.method === 'HEAD') {
    res.writeHead(plan.status, headers).end();
    return plan.status;
  }
  const start = plan.range?.start ?? 0;
  if (plan.length <= singleReadBytes) {
    // A read of a few KB from the page cache takes microseconds, less than a trip to libuv's thread pool and
    // back; nginx reads the same way. Larger ranges below go through the pool.
    const bytes = Buffer.allocUnsafe(plan.length);
    try {
      if (fs.readSync(open.fd, bytes, 0, plan.length, start) !== plan.length) return null;
    } catch {
      return null;
    }
    res.writeHead(plan.status, headers).end(bytes);
    return plan.status;
  }
  // Its own descriptor, which the stream closes when done (an open costs nothing next to megabytes), read in
  // large chunks; the head goes out once the file is open, so a file gone meanwhile is still the app's to answer.
  const stream = fs.createReadStream(file, {
    start,
    end: start + plan.length - 1,
    highWaterMark: streamChunkBytes,
  });
  const opened = await new Promise<boolean>((resolve) => {
    stream.once('ready', () => resolve(true));
    stream.once('error', () => resolve(false));
  });
  if (!opened) return null;
  res.writeHead(plan.status, headers);
  // A plain pipe, as Koa streams the content service's answers (stream.pipeline measured slower in the same
  // runs). A client that goes away stops the reads; a read that fails mid-way cuts the connection, so the client
  // never takes a short body for a whole one.
  await new Promise<void>((resolve) => {
    stream.once('error', () => res.destroy());
    res.once('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
  return plan.status;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
