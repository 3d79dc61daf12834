import type { ErrorStatus } from '@young-minds/contracts';

/**
 * The texts the kit answers with. Exported so services and tests use the exact same words.
 * Services throw their own texts (from the spec's error catalogue) with `HttpError` where the spec has one.
 */
export const messages = {
  invalidInput: 'The request is not valid.',
  invalidJson: 'Request body is not valid JSON.',
  invalidUpload: 'The upload could not be read.',
  loginRequired: 'Please log in to continue.',
  sessionInvalid: 'Your session has expired or is invalid. Please log in again.',
  sessionRevoked: 'Your session is no longer valid. Please log in again.',
  paymentDeclined: 'The payment was declined. Nothing was charged.',
  forbidden: 'You do not have permission to do this.',
  notOwner: 'You can only manage your own family.',
  notFound: 'Not found.',
  conflict: 'This conflicts with data that already exists.',
  inUse: 'This is still in use, or refers to something that does not exist.',
  tooLarge: 'Request body is too large.',
  unsupportedMediaType: 'Content-Type must be application/json.',
  unsupportedEncoding: 'Content-Encoding is not supported.',
  invalidCompressedBody: 'Request body could not be decompressed.',
  unexpectedFile: 'This request carries a file the call does not take.',
  tooManyUploads: 'Too many uploads at once. Please wait for one to finish.',
  rateLimited: 'Too many attempts. Please try again later.',
  databaseUnavailable: 'The database is unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side.',
} as const;

/** The default text of each status, for errors that arrive without one of ours (libraries, ctx.throw). */
export const defaultMessages: Record<ErrorStatus, string> = {
  400: messages.invalidInput,
  401: messages.loginRequired,
  402: messages.paymentDeclined,
  403: messages.forbidden,
  404: messages.notFound,
  409: messages.conflict,
  413: messages.tooLarge,
  415: messages.unsupportedMediaType,
  429: messages.rateLimited,
  503: messages.databaseUnavailable,
};

export interface HttpErrorOptions {
  /** Which field failed and why (validation errors): sent to the client as `fields`. */
  fields?: Record<string, string>;
  /** Extra response headers, e.g. `{ 'Retry-After': '30' }`. */
  headers?: Record<string, string>;
  /** The error that led here: logged, never sent. */
  cause?: unknown;
}

/**
 * An error meant for the client: its status and message are sent as they are.
 * Anything else that is thrown becomes a 500 with a generic text (see `toHttpError`).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: ErrorStatus;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;
  /** http-errors convention, so Koa and other middleware treat it as safe to show. */
  readonly expose = true;

  constructor(status: ErrorStatus, message: string = defaultMessages[status], options: HttpErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError;
}

/** 400 with the fields that failed. */
export function badRequest(message: string = messages.invalidInput, fields?: Record<string, string>): HttpError {
  return new HttpError(400, message, { fields });
}

export function unauthorized(message: string = messages.loginRequired): HttpError {
  return new HttpError(401, message);
}

export function forbidden(message: string = messages.forbidden): HttpError {
  return new HttpError(403, message);
}

export function notFound(message: string = messages.notFound): HttpError {
  return new HttpError(404, message);
}

export function conflict(message: string = messages.conflict): HttpError {
  return new HttpError(409, message);
}

/** Throws 403 'You can only manage your own family.' unless the caller owns what it touches. */
export function assertOwnership(condition: boolean, message: string = messages.notOwner): asserts condition {
  if (!condition) throw new HttpError(403, message);
}

/** Returns the value, or throws 404 when a lookup found nothing. */
export function assertFound<T>(value: T | null | undefined, message: string = messages.notFound): T {
  if (value === null || value === undefined) throw new HttpError(404, message);
  return value;
}

const limiterOfError = new WeakMap<object, string>();

/** The name of the limiter that refused with this 429 (undefined for any other error). */
export function rateLimiterOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null ? limiterOfError.get(err) : undefined;
}

/** A 429 tagged with its limiter's name (counted in `rate_limit_hits_total`). */
export function rateLimitedBy(limiter: string, error: HttpError): HttpError {
  limiterOfError.set(error, limiter);
  return error;
}
