import { createHash } from 'node:crypto';
import {
  type ErrorStatus,
  idempotencyKeyHeader,
  idempotencyKeyInProgressMessage,
  idempotencyKeyReusedMessage,
  idempotencyKeySchema,
  idempotentReplayedHeader,
  invalidIdempotencyKeyMessage,
} from '@young-minds/contracts';
import type { IdempotencyKeyState, StoredResponse } from '@young-minds/db';
import type { Logger } from 'pino';
import type { UploadedFiles } from './body';
import { HttpError, badRequest } from './errors';
import type { KitContext } from './route';

/** The answer a repeat gets (the status and JSON body of the first request), and a claim's outcome: the repository's. */
export type StoredAnswer = StoredResponse;
export type IdempotencyClaimState = IdempotencyKeyState;

/**
 * Where keys are kept (the database's `idempotency_keys`, see `createIdempotencyKeysRepo`). Keys are per user: one
 * user's key never reaches another's answer.
 */
export interface IdempotencyStore {
  claim(claim: {
    userId: number;
    key: string;
    requestHash: string;
    now: Date;
    expiresAt: Date;
    abandonedBefore?: Date;
  }): Promise<IdempotencyClaimState>;
  complete(userId: number, key: string, response: StoredAnswer): Promise<void>;
  release(userId: number, key: string): Promise<void>;
  sweepExpired(now: Date): Promise<number>;
}

/**
 * What becomes of the key when the request fails: 'release' (nothing changed: a retry runs afresh), 'hold' (an
 * effect may stand, e.g. money kept: repeats get 409 until the key expires) or an answer to keep for repeats.
 */
export type IdempotentFailure = 'release' | 'hold' | { keep: StoredAnswer };

export interface IdempotentCall<T> {
  ctx: KitContext;
  log: Logger;
  /** The caller (a parent, or a child: a child is a user too). */
  userId: number;
  /** The endpoint's id: the same key on another endpoint is another request. */
  endpointId: string;
  /** The status a successful answer goes out with (the endpoint's `successStatus`, else 200). */
  successStatus: number;
  /** How long a key is kept. */
  ttlMs: number;
  /**
   * After how long a key still unanswered counts as abandoned (its process died mid-way) and a repeat runs afresh.
   * Only for work done in one transaction; without it (a charge) such a key answers 409 until it expires.
   */
  abandonAfterMs?: number;
  /** The request's work: runs once per key. */
  run: () => Promise<T>;
  /** Default: every failure releases the key (the work changed nothing). */
  onFailure?: (error: unknown) => IdempotentFailure;
  /** Freshens a stored answer before it is sent again (e.g. a signed link that may have run out). */
  replay?: (body: T) => T;
}

/**
 * The request's `Idempotency-Key`, or null without one. A malformed or repeated header is a 400 (nothing runs):
 * a key we cannot keep exactly could not protect the request.
 */
export function idempotencyKeyOf(ctx: Pick<KitContext, 'headers'>): string | null {
  const raw = ctx.headers[idempotencyKeyHeader.toLowerCase()];
  if (raw === undefined) return null;
  // Node joins a repeated header into one value ('a, b'): the space makes it invalid, as it should be.
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw badRequest(invalidIdempotencyKeyMessage, { [idempotencyKeyHeader]: invalidIdempotencyKeyMessage });
  return parsed.data;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item)]));
}

/**
 * What a repeat must match: the endpoint, its path parameters, the body as sent (keys sorted, so a body that
 * differs in anything, even a field the call ignores, is another request) and each uploaded file by field, name,
 * size and sha256 of its bytes (hashed while it streamed to disk: the route's `hashFiles`). A file sent without a
 * hash (a route that does not hash) is matched by name and size only.
 */
export function requestFingerprint(
  endpointId: string,
  request: { body?: unknown; params?: Record<string, string>; files?: UploadedFiles },
): string {
  const parts: unknown[] = [endpointId, canonical(request.body ?? {})];
  // Only when present, so a call without them keeps the fingerprint it always had (keys stored before stay valid).
  if (request.params && Object.keys(request.params).length > 0) parts.push({ params: canonical(request.params) });
  const files = Object.entries(request.files ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (files.length > 0) {
    parts.push({
      files: files.map(([field, entry]) => [
        field,
        (Array.isArray(entry) ? entry : [entry]).map((file) => ({
          name: file.originalFilename ?? null,
          size: file.size,
          sha256: typeof file.hash === 'string' ? file.hash : null,
        })),
      ]),
    });
  }
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Runs requests that take the optional `Idempotency-Key` header: the first request with a key runs; a repeat (same
 * user, key and request) gets the same status and body with `Idempotent-Replayed: true` and runs nothing; the key
 * with another request is a 409, and so is a repeat while the first still runs (with Retry-After). The key is
 * claimed with a unique insert before the work, so of two racing requests exactly one runs.
 */
export function createIdempotentRunner(options: { store: IdempotencyStore; now: () => Date }) {
  const { store, now } = options;
  let lastSweep = Number.NEGATIVE_INFINITY;

  /** Forgets expired keys now and then (at most once an hour per process), off the request's path. */
  function sweepExpiredKeys(log: Logger): void {
    const at = now();
    if (at.getTime() - lastSweep < 3_600_000) return;
    lastSweep = at.getTime();
    store.sweepExpired(at).catch((err: unknown) => log.warn({ err }, 'expired idempotency keys could not be swept'));
  }

  /** Stores the answer for repeats. If that fails the work still stands: the key stays "in progress" (409s). */
  async function keep(userId: number, key: string, answer: StoredAnswer, log: Logger): Promise<void> {
    await store
      .complete(userId, key, answer)
      .catch((err: unknown) => log.error({ err, userId }, 'the answer for an idempotency key could not be stored'));
  }

  return async function idempotent<T>(call: IdempotentCall<T>): Promise<T> {
    const { ctx, log, userId } = call;
    const key = idempotencyKeyOf(ctx);
    if (key === null) return call.run();

    sweepExpiredKeys(log);
    const requestHash = requestFingerprint(call.endpointId, {
      body: ctx.request.body,
      params: ctx.params,
      files: ctx.request.files,
    });
    const at = now();
    const claim = await store.claim({
      userId,
      key,
      requestHash,
      now: at,
      expiresAt: new Date(at.getTime() + call.ttlMs),
      ...(call.abandonAfterMs === undefined ? {} : { abandonedBefore: new Date(at.getTime() - call.abandonAfterMs) }),
    });
    if (claim.state !== 'claimed') {
      if (claim.requestHash !== requestHash) throw new HttpError(409, idempotencyKeyReusedMessage);
      if (claim.state === 'in-progress')
        throw new HttpError(409, idempotencyKeyInProgressMessage, { headers: { 'Retry-After': '1' } });
      const { status, body } = claim.response;
      if (status < 400) {
        ctx.set(idempotentReplayedHeader, 'true');
        return call.replay ? call.replay(body as T) : (body as T);
      }
      throw new HttpError(status as ErrorStatus, (body as { message: string }).message, {
        headers: { [idempotentReplayedHeader]: 'true' },
      });
    }

    let result: T;
    try {
      result = await call.run();
    } catch (error) {
      const decision = call.onFailure ? call.onFailure(error) : 'release';
      if (decision === 'release') {
        await store
          .release(userId, key)
          .catch((err: unknown) => log.error({ err }, 'an idempotency key could not be released'));
      } else if (decision !== 'hold') {
        await keep(userId, key, decision.keep, log);
      }
      throw error;
    }
    await keep(userId, key, { status: call.successStatus, body: result }, log);
    return result;
  };
}

export type IdempotentRunner = ReturnType<typeof createIdempotentRunner>;
