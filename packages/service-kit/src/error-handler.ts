import type { IncomingMessage } from 'node:http';
import type { Context, Middleware, ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import { type ErrorBody, type ErrorStatus, errorStatuses } from '@young-minds/contracts';
import { messageLocaleOf, messageTagFromHeader, translateErrorBody } from '@young-minds/contracts/messages';
import { HttpError, defaultMessages, messages, rateLimiterOf } from './errors';
import type { KitState } from './route';

/** What the client gets for an error, and how loudly we log it. */
export interface ErrorResponse {
  status: ErrorStatus | 500;
  body: ErrorBody;
  headers: Record<string, string>;
  /** 'error' logs the stack (bugs); 'warn' for trouble an operator should see; 'none' for the client's mistakes. */
  logLevel: 'error' | 'warn' | 'none';
}

// Sequelize errors are recognized by name so the kit does not depend on sequelize (services pass the db in).
const databaseDownErrors = new Set([
  'SequelizeConnectionError',
  'SequelizeConnectionRefusedError',
  'SequelizeConnectionTimedOutError',
  'SequelizeConnectionAcquireTimeoutError',
  'SequelizeHostNotFoundError',
  'SequelizeHostNotReachableError',
  'SequelizeAccessDeniedError',
  'SequelizeInvalidConnectionError',
  // SQLite answers SQLITE_BUSY (a locked database) with this one.
  'SequelizeTimeoutError',
]);

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  status?: unknown;
  statusCode?: unknown;
  httpCode?: unknown;
  expose?: unknown;
  type?: unknown;
}

function asErrorLike(err: unknown): ErrorLike {
  return typeof err === 'object' && err !== null ? err : {};
}

function statusOf(err: ErrorLike): number | undefined {
  for (const value of [err.status, err.statusCode, err.httpCode]) {
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return undefined;
}

function isErrorStatus(status: number): status is ErrorStatus {
  return (errorStatuses as readonly number[]).includes(status);
}

function reply(
  status: ErrorStatus | 500,
  message: string,
  logLevel: ErrorResponse['logLevel'] = 'none',
): ErrorResponse {
  return { status, body: { message, error: message }, headers: {}, logLevel };
}

/**
 * Maps anything thrown to the response the client sees. Only `HttpError` and a few well-known library
 * errors keep their meaning; everything else is a 500 whose details stay in the log.
 */
export function toErrorResponse(err: unknown): ErrorResponse {
  if (err instanceof HttpError) {
    const body: ErrorBody = { message: err.message, error: err.message };
    if (err.fields) body.fields = err.fields;
    return { status: err.status, body, headers: err.headers, logLevel: 'none' };
  }

  const e = asErrorLike(err);
  const name = typeof e.name === 'string' ? e.name : '';

  if (databaseDownErrors.has(name)) return reply(503, messages.databaseUnavailable, 'warn');
  if (name === 'SequelizeUniqueConstraintError') return reply(409, messages.conflict);
  if (name === 'SequelizeForeignKeyConstraintError') return reply(409, messages.inUse);

  const status = statusOf(e);
  // raw-body (under koa-body/co-body) says 413 in `status`; formidable says it in `httpCode`.
  if (status === 413) return reply(413, messages.tooLarge);
  // co-body marks a JSON.parse failure (and a non-object body under strict JSON) as a 400 SyntaxError.
  if (status === 400 && (err instanceof SyntaxError || name === 'SyntaxError')) return reply(400, messages.invalidJson);
  if (status === 415 && (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')) {
    return reply(415, messages.unsupportedEncoding);
  }
  // formidable's errors carry `httpCode` (400 for a broken or over-count upload).
  if (typeof e.httpCode === 'number' && e.httpCode >= 400 && e.httpCode < 500)
    return reply(400, messages.invalidUpload);

  // Other client errors from Koa's ecosystem (http-errors, ctx.throw): keep the status, never a 5xx text.
  if (status !== undefined && status >= 400 && status < 500 && e.expose !== false) {
    const known: ErrorStatus = isErrorStatus(status) ? status : 400;
    // Body-parsing libraries tag their errors with `type` and word them for developers: use ours.
    const ownText = typeof e.type !== 'string' && typeof e.message === 'string' && e.message !== '';
    return reply(known, ownText ? (e.message as string) : defaultMessages[known]);
  }

  return reply(500, messages.internal, 'error');
}

/** A log-safe view of an error: name, message and stack only (library errors may carry request bodies). */
export function describeError(err: unknown): { name: string; message: string; stack?: string } {
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return { name: typeof err, message: String(err) };
}

// Headers a handler may have set for the success it did not reach; they would mislabel the error body.
const representationHeaders = ['content-disposition', 'content-range', 'content-encoding', 'etag', 'last-modified'];

/**
 * Outermost error boundary of every app: every error becomes `{ message, error[, fields] }` with its status.
 * Security and request-id headers set upstream are kept; the stack is logged, never sent.
 */
export function errorHandler(options: { logger: Logger; maxLingerMs?: number }): Middleware<Partial<KitState>> {
  const maxLingerMs = options.maxLingerMs ?? defaultMaxLingerMs;
  return async function errorHandler(ctx, next) {
    try {
      await next();
    } catch (err) {
      answerError(ctx, err, options.logger);
    } finally {
      guardUnreadBody(ctx, maxLingerMs);
    }
  };
}

function answerError(ctx: ParameterizedContext<Partial<KitState>>, err: unknown, logger: Logger): void {
  const response = toErrorResponse(err);
  const log = ctx.state.log ?? logger;
  const limiter = rateLimiterOf(err);
  if (limiter) ctx.state.rateLimiter = limiter;
  if (response.logLevel === 'error') {
    log.error({ err: describeError(err), method: ctx.method, path: ctx.path }, 'request failed');
  } else if (response.logLevel === 'warn') {
    log.warn({ err: { name: describeError(err).name, message: describeError(err).message } }, 'database unavailable');
  }
  // A stream that fails mid-way cannot be answered any more: Koa's own handler ends the socket.
  if (ctx.headerSent || !ctx.writable) throw err;
  for (const header of representationHeaders) ctx.remove(header);
  ctx.set(response.headers);
  ctx.set('Cache-Control', 'no-store');
  ctx.status = response.status;
  ctx.body = inReadersLanguage(ctx, response.body);
}

/**
 * The reader's tag for `translateMessage`: English unless the request asks for Arabic first; in Arabic the tag
 * as the page sent it, with its digits ('ar-u-nu-arab': the account's digits preference, which the front ends
 * keep on the page and send in `Accept-Language`), so the sentence's numbers are written in the reader's digits.
 */
export function readersTag(ctx: Pick<Context, 'acceptsLanguages' | 'get'>): string {
  if (ctx.acceptsLanguages('en', 'ar') !== 'ar') return 'en';
  const tag = messageTagFromHeader(ctx.get('Accept-Language'));
  return messageLocaleOf(tag) === 'ar' ? tag : 'ar';
}

/**
 * The error in the language the request prefers (the api-client sends the page's `Accept-Language`): Arabic
 * when it asks for Arabic first (in the digits its tag names), English otherwise, byte for byte as the contracts
 * word it. The answer says which (`Content-Language`) and that it depends on the header (`Vary`), so no cache
 * serves one reader's language to another.
 */
export function inReadersLanguage(ctx: Context, body: ErrorBody): ErrorBody {
  const tag = readersTag(ctx);
  ctx.set('Content-Language', messageLocaleOf(tag));
  ctx.vary('Accept-Language');
  return translateErrorBody(body, tag);
}

/** How long a rejected request's unread body is read and dropped before its connection is cut. */
const defaultMaxLingerMs = 10_000;

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A request answered before its body was read (401/403/413/415/429 before or during parsing, an aborted
 * upload) leaves bytes on the socket. Left there, the connection stalls, and behind the gateway the next
 * request on it hangs and fails. So once the answer is sent, the rest of the body is read and dropped (a
 * "lingering close"): the connection then serves its next request, or is cut after `maxLingerMs`.
 * Closing at once instead (`Connection: close`) is worse: closing a socket with unread bytes makes the kernel
 * send a reset, which can reach the client (the gateway) before it has read the answer — a 413 became a 503.
 * The gateway stops sending a body as soon as it has the answer, so lingering costs little.
 */
function guardUnreadBody(ctx: Context, maxLingerMs: number = defaultMaxLingerMs): void {
  const { req, res } = ctx;
  if (req.complete || !hasBody(req)) return;
  const drain = () => {
    if (req.complete || req.destroyed) return;
    req.unpipe();
    req.removeAllListeners('data');
    req.on('data', () => undefined);
    req.on('error', () => undefined);
    const cut = setTimeout(() => req.socket.destroy(), maxLingerMs);
    cut.unref();
    const stop = () => clearTimeout(cut);
    req.once('end', stop);
    req.once('close', stop);
    req.resume();
  };
  if (res.writableFinished) drain();
  else res.once('finish', drain);
}

/** Anything no route matched (wrong path or wrong method) gets a 404 in our shape. */
export function notFoundHandler(): Middleware {
  return async function notFoundHandler(ctx, next) {
    await next();
    // Koa leaves status 404 with no body when nothing answered.
    if (ctx.status === 404 && ctx.body == null) throw new HttpError(404, messages.notFound);
  };
}
