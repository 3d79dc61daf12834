import type { Context, Middleware, ParameterizedContext } from 'koa';
import type { Logger } from 'pino';
import { inReadersLanguage } from '@young-minds/service-kit';

/** What the gateway keeps on `ctx.state` for the middleware after it. */
export interface GatewayState {
  requestId: string;
  log: Logger;
  /** The service a request was proxied to, for the request log. */
  service?: string;
}

/** Koa's `next`, typed by what the gateway reads from it: nothing (Koa's own type resolves to `any`). */
export type Next = () => Promise<void>;

export function state(ctx: ParameterizedContext<GatewayState>): GatewayState {
  return ctx.state;
}

const statusTexts: Record<number, string> = {
  400: 'Bad request.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'Request too large.',
  500: 'Something went wrong. Please try again.',
};

/** Answers with the platform's error shape: `{ message, error }`, the same text in both, in the reader's language. */
export function sendError(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = inReadersLanguage(ctx, { message, error: message });
}

/**
 * Turns every thrown error into JSON with a fixed text for its status: an error's own message (a file system
 * error from static serving, a bug) never reaches the client, so no path or stack leaks.
 */
export function errorHandler(): Middleware {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (err) {
      const status = errorStatus(err);
      const message = statusTexts[status] ?? statusTexts[500]!;
      if (status >= 500) state(ctx).log.error({ err }, 'request failed');
      if (ctx.headerSent || !ctx.writable) {
        ctx.res.destroy();
        return;
      }
      sendError(ctx, status, message);
    }
  };
}

function errorStatus(err: unknown): number {
  const status =
    (err as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * One log line per request, in the kit's shape (method, path — never the query —, status, ms) plus the service
 * a request went to. Written when the response is done: a proxied body streams on after `next()` returns.
 */
export function requestLog(): Middleware {
  return async function logRequest(ctx: Context, next: Next) {
    const started = process.hrtime.bigint();
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const { log, service } = state(ctx);
      const status = ctx.res.statusCode;
      const entry = {
        method: ctx.method,
        path: ctx.path,
        status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(service ? { upstream: service } : {}),
        ...(ctx.res.writableFinished ? {} : { aborted: true }),
      };
      if (ctx.path === '/health') log.debug(entry, 'request');
      else if (status >= 500) log.error(entry, 'request');
      else log.info(entry, 'request');
    };
    ctx.res.once('finish', done);
    ctx.res.once('close', done);
    await next();
  };
}
