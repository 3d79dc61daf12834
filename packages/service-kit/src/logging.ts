import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import pino, { type Logger } from 'pino';
import type { KitState } from './route';

export type { Logger } from 'pino';

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof levels)[number];

/**
 * `LOG_LEVEL` when set; otherwise `silent` under jest (tests stay readable) and `info` elsewhere.
 * An unknown level is a configuration mistake: fail at start rather than log nothing.
 */
export function resolveLogLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const value = env.LOG_LEVEL?.trim().toLowerCase();
  if (value) {
    if (!(levels as readonly string[]).includes(value)) {
      throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')} (got "${env.LOG_LEVEL}").`);
    }
    return value as LogLevel;
  }
  return env.JEST_WORKER_ID ? 'silent' : 'info';
}

/**
 * Secrets must never reach a log line, even when someone logs a whole object by mistake.
 * (The kit itself logs no headers and no bodies.)
 */
const redactPaths = [
  'authorization',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'setupCode',
  '*.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.setupCode',
  'req.headers["x-gateway-secret"]',
  'headers["x-gateway-secret"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

/** A JSON logger for one service; `destination` defaults to stdout (tests pass a stream to read the lines). */
export function createLogger(options: {
  service: string;
  level?: LogLevel;
  destination?: pino.DestinationStream;
}): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level ?? resolveLogLevel(),
    base: { service: options.service },
    redact: { paths: redactPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

// Letters, digits, '.', '_' and '-', at most 128 characters: safe to echo, to log and to forward.
const saneRequestId = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Gives every request an id: the caller's `x-request-id` when it looks sane (the gateway forwards its own),
 * else a new UUID. It is echoed in the response and bound to `ctx.state.log`.
 */
export function requestId(options: { logger: Logger }): Middleware {
  return async function requestId(ctx, next) {
    const incoming = ctx.get('x-request-id');
    const id = saneRequestId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = options.logger.child({ requestId: id });
    ctx.set('X-Request-Id', id);
    await next();
  };
}

/** One line per request: method, path (never the query: it may hold tokens), status, ms, requestId, service. */
export function requestLogger(): Middleware<KitState> {
  return async function requestLogger(ctx, next) {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const log = ctx.state.log;
      const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms };
      if (ctx.status >= 500) log.error(line, 'request');
      else log.info(line, 'request');
    }
  };
}
