import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import type { ScalarOrArrayFiles } from 'koa-body';
import { HttpError, messages, rateLimitedBy } from './errors';
import { type ConcurrencyLimiter, memoryConcurrencyLimiter } from './rate-limit';
import type { KitState } from './route';

export type UploadedFiles = ScalarOrArrayFiles;

/** Uploads (multipart/form-data): formidable streams each file to a temp file, never whole into memory. */
export interface MultipartOptions {
  /** Largest single file, in bytes. */
  maxFileSize: number;
  /** Largest sum of all files of one request, in bytes (default: maxFileSize). */
  maxTotalFileSize?: number;
  /** Most files in one request (default 5). */
  maxFiles?: number;
  /** Most bytes of all text fields of one request (default 1 MB). */
  maxFieldsSize?: number;
  /** Where temp files go (default: the OS temp dir). The handler moves what it keeps; the rest is deleted. */
  uploadDir?: string;
  /** Uploads one caller (user, else address) may run at once (default 2); more get 429. */
  maxConcurrentPerUser?: number;
  /**
   * Where those uploads are counted: default this process; a store's `concurrency('uploads')` (Redis) makes the
   * cap hold across every instance of the service.
   */
  concurrency?: ConcurrencyLimiter;
}

/** The cap of one file field of an upload route, enforced while the bytes arrive. */
interface UploadFieldLimit {
  /** Largest file of this field, in bytes. */
  maxBytes: number;
  /** The 413 message, e.g. 'Video file is too large (at most 1 GB).' */
  tooLarge: string;
}

/** Per-route upload rules: the file fields the route reads, each with its cap. Other file fields get 400. */
export interface MultipartRouteOptions {
  files: Record<string, UploadFieldLimit>;
  /**
   * Hash each file (sha256, hex, as `file.hash`) while it streams to disk: a replayable upload's fingerprint
   * covers its bytes without reading the file a second time. Off by default (large videos need no hash).
   */
  hashFiles?: boolean;
}

export interface BodyOptions {
  /** Largest JSON (and form) body; default '100kb'. Bigger bodies get 413 before they are read whole. */
  limit?: string | number;
  /** Off unless a service turns it on (the content service, for uploads); then per route with `{ multipart: true }`. */
  multipart?: false | MultipartOptions;
}

export const defaultBodyLimit = '100kb';

/** Content-Encodings a JSON body may come in (what co-body inflates); multipart bodies must come as they are. */
const jsonEncodings = new Set(['identity', 'gzip', 'deflate', 'br']);

function contentEncodingOf(ctx: Context): string {
  return (ctx.get('Content-Encoding') || 'identity').trim().toLowerCase();
}

/** The methods whose bodies are parsed. */
function bodyMethods(methods: Awaited<ReturnType<typeof importKoaBody>>['HttpMethodEnum']) {
  return [methods.POST, methods.PUT, methods.PATCH, methods.DELETE];
}

/** An error a body parser raised on its own (with a status), as opposed to a decompressor's or a stream's. */
function hasHttpStatus(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { status, statusCode, httpCode } = err as Record<string, unknown>;
  return [status, statusCode, httpCode].some((value) => typeof value === 'number');
}

function importKoaBody() {
  return import('koa-body');
}
let koaBodyLoading: ReturnType<typeof importKoaBody> | undefined;
/**
 * koa-body (with formidable and co-body under it, ~9 MB of a process's memory) is loaded by the first request that
 * has a body to parse: a process that answers only reads never holds it.
 */
const loadKoaBody = () => (koaBodyLoading ??= importKoaBody());

/** Parses JSON (and, when allowed, multipart) bodies of POST/PUT/PATCH/DELETE into `ctx.request.body`. */
export function bodyParser(
  options: BodyOptions & {
    allowMultipart?: boolean;
    route?: MultipartRouteOptions;
    /** Told the bytes of uploaded files each multipart request brought (once, when its parse ends). */
    onUploadBytes?: (bytes: number) => void;
  } = {},
): Middleware {
  const limit = options.limit ?? defaultBodyLimit;
  const multipart = options.allowMultipart ? options.multipart : false;
  const common = {
    json: true,
    jsonStrict: true,
    jsonTypes: ['application/json'],
    jsonLimit: limit,
    formLimit: limit,
    // Forms and text are not part of our API: such bodies are refused with 415 before parsing.
    urlencoded: false,
    text: false,
  };
  let json: Middleware | undefined;
  return async function parseBody(ctx, next) {
    const encoding = contentEncodingOf(ctx);
    if (multipart && ctx.is('multipart/form-data')) {
      // formidable reads the raw bytes: a compressed upload would be parsed as garbage.
      if (encoding !== 'identity') throw new HttpError(415, messages.unsupportedEncoding);
      await parseMultipart(ctx, multipart, options.route, options.onUploadBytes);
      await next();
      return;
    }
    if (!jsonEncodings.has(encoding)) throw new HttpError(415, messages.unsupportedEncoding);
    if (!json) {
      const { koaBody, HttpMethodEnum } = await loadKoaBody();
      json = koaBody({ ...common, multipart: false, parsedMethods: bodyMethods(HttpMethodEnum) });
    }
    try {
      await json(ctx, async () => undefined);
    } catch (err) {
      // A body that does not decompress (br/gzip/deflate with other bytes) is the client's bad data, not our 500.
      if (encoding !== 'identity' && !hasHttpStatus(err))
        throw new HttpError(400, messages.invalidCompressedBody, { cause: err });
      throw err;
    }
    await next();
  };
}

/**
 * One multipart parse. Each file is written through a stream that counts its bytes and fails at its field's
 * cap, so an oversized upload is refused at the limit (formidable itself checks `maxFileSize` only once a
 * file has fully arrived). When the parse fails for any reason (cap, count, abort, broken body), every temp
 * file it created is removed before the error goes on.
 */
async function parseMultipart(
  ctx: Context,
  options: MultipartOptions,
  route: MultipartRouteOptions | undefined,
  onUploadBytes: ((bytes: number) => void) | undefined,
): Promise<void> {
  const fieldOf = new WeakMap<object, string>();
  const created: { path: string; writable: Writable; closed: Promise<unknown> }[] = [];
  // Bytes of files received, refused ones up to their cap included.
  const received = { bytes: 0 };
  // The first cap or field our streams refused. It wins over whatever formidable reports afterwards, and it
  // is recorded synchronously, so a small body that formidable finishes parsing regardless still fails.
  let refused: HttpError | undefined;
  // Once the parse has failed, formidable may still be working through bytes it already holds (a small body
  // arrives in one chunk) and start more files after our clean-up ran: those get a sink, never a temp file.
  let failed = false;
  const routeMax = route
    ? Math.max(0, ...Object.values(route.files).map((field) => field.maxBytes))
    : options.maxFileSize;
  const maxFileSize = Math.min(options.maxFileSize, routeMax);

  function limitOf(field: string): UploadFieldLimit {
    if (!route) return { maxBytes: maxFileSize, tooLarge: messages.tooLarge };
    const limit = Object.hasOwn(route.files, field) ? route.files[field] : undefined;
    if (!limit) throw new HttpError(400, messages.unexpectedFile, { fields: { [field]: 'No file is expected here.' } });
    return { maxBytes: Math.min(limit.maxBytes, options.maxFileSize), tooLarge: limit.tooLarge };
  }

  const { koaBody, HttpMethodEnum } = await loadKoaBody();
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    parsedMethods: bodyMethods(HttpMethodEnum),
    formidable: {
      // formidable checks maxFileSize only once a file is complete: our streams enforce the caps as bytes come.
      maxFileSize,
      maxTotalFileSize: options.maxTotalFileSize ?? options.maxFileSize,
      maxFiles: options.maxFiles ?? 5,
      maxFieldsSize: options.maxFieldsSize ?? 1024 * 1024,
      allowEmptyFiles: false,
      minFileSize: 1,
      ...(route?.hashFiles ? { hashAlgorithm: 'sha256' as const } : {}),
      ...(options.uploadDir ? { uploadDir: options.uploadDir } : {}),
      // Runs before the file's stream is opened: remembers which field it belongs to.
      onFileBegin: (field: string, file: object) => {
        fieldOf.set(file, field);
      },
      fileWriteStreamHandler: (file?: unknown) => {
        if (failed || refused) return discardAll();
        const { filepath } = file as { filepath: string };
        const field = fieldOf.get(file as object) ?? '';
        let limit: UploadFieldLimit | HttpError;
        try {
          limit = limitOf(field);
        } catch (err) {
          limit = err as HttpError;
          refused ??= limit;
        }
        const stream = cappedFileStream(filepath, limit, field, received, (err) => (refused ??= err));
        created.push({ path: filepath, writable: stream.writable, closed: stream.closed });
        return stream.writable;
      },
    },
  });

  let failure: unknown;
  try {
    await parse(ctx, async () => undefined);
  } catch (err) {
    failure = err;
  }
  onUploadBytes?.(received.bytes);
  if (failure === undefined && refused === undefined) return;
  failed = true;
  // Close each temp file (formidable misses one opened after its error), wait until it is closed (an unlink
  // before the open finished would leave it behind), then remove it.
  await Promise.all(
    created.map(async ({ path, writable, closed }) => {
      writable.destroy();
      await closed;
      await unlink(path).catch(() => undefined);
    }),
  );
  throw refused ?? failure;
}

/** Where the files of an already failed parse go: nowhere (no temp file is opened for them). */
function discardAll(): Writable {
  return new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
}

/** A temp file write stream that fails with 413 (or the given error) once its field's cap is passed. */
function cappedFileStream(
  path: string,
  limit: UploadFieldLimit | HttpError,
  field: string,
  received: { bytes: number },
  onRefused: (err: HttpError) => void,
): { writable: Writable; closed: Promise<unknown> } {
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  const closed = once(file, 'close').catch(() => undefined);
  let written = 0;
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (limit instanceof Error) return callback(limit);
      written += chunk.length;
      received.bytes += chunk.length;
      if (written > limit.maxBytes) {
        const tooLarge = new HttpError(413, limit.tooLarge, field ? { fields: { [field]: 'File too large.' } } : {});
        onRefused(tooLarge);
        return callback(tooLarge);
      }
      if (file.write(chunk)) callback();
      else file.once('drain', () => callback());
    },
    final(callback) {
      file.end(() => callback());
    },
    destroy(err, callback) {
      file.destroy();
      callback(err);
    },
  });
  file.on('error', (err) => writable.destroy(err));
  return { writable, closed };
}

/**
 * 415 when a body arrives in a type the route does not read. Without this a form-encoded login would be
 * silently read as an empty object and answered with a confusing validation error.
 */
export function requireContentType(options: { multipart: boolean }): Middleware {
  const accepted = options.multipart ? ['application/json', 'multipart/form-data'] : ['application/json'];
  return async function requireContentType(ctx, next) {
    // No body (`is` answers null) or an empty one (Content-Length: 0): nothing to check.
    const empty = ctx.request.length === 0;
    if (!empty && ctx.request.is(accepted) === false) throw new HttpError(415, messages.unsupportedMediaType);
    await next();
  };
}

/**
 * At most `max` uploads of one caller at a time (the principal's id, else the address), counted by `limiter`
 * (default: in this process): a flood of parallel uploads gets 429 before any byte is read.
 */
export function uploadConcurrency(options: {
  max: number;
  limiter?: ConcurrencyLimiter;
}): Middleware<Partial<KitState>> {
  const limiter = options.limiter ?? memoryConcurrencyLimiter();
  return async function uploadConcurrency(ctx, next) {
    if (!ctx.is('multipart/form-data')) {
      await next();
      return;
    }
    const principal = ctx.state.principal;
    const key = principal ? `user:${principal.id}` : `ip:${ctx.ip}`;
    const release = await limiter.take(key, options.max);
    if (!release) throw rateLimitedBy('uploads', new HttpError(429, messages.tooManyUploads));
    try {
      await next();
    } finally {
      await release();
    }
  };
}

/** Deletes the temp files of an upload that the handler did not move away (an already-moved file is fine). */
export async function removeUploads(files: UploadedFiles | undefined): Promise<void> {
  if (!files) return;
  const paths = Object.values(files).flatMap((entry) =>
    (Array.isArray(entry) ? entry : [entry]).map((file) => file.filepath),
  );
  await Promise.all(paths.map((path) => unlink(path).catch(() => undefined)));
}
