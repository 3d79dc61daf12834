import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Middleware } from 'koa';
import koaHelmet from 'koa-helmet';

/**
 * Security headers on every response, errors included. The services answer JSON (and media files), never
 * HTML, so the CSP allows nothing at all: even a reflected body could not run or be framed.
 * Helmet adds nosniff, X-Frame-Options DENY, Referrer-Policy no-referrer, CORP same-origin, HSTS and
 * friends, and removes X-Powered-By.
 */
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
} as const satisfies Parameters<typeof helmet>[0];

export function securityHeaders(): Middleware {
  return koaHelmet(helmetOptions);
}

/**
 * The same headers as plain values, worked out once by running helmet against a recorder: for an answer written
 * straight to node's response (the gateway's media files), where setting them per request would cost more than
 * the answer.
 */
export function securityHeaderValues(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/**
 * API answers are per user (and often secret): no browser or proxy may keep them. A handler that serves
 * something cacheable (media) sets its own Cache-Control after this.
 */
export function noStore(): Middleware {
  return async function noStore(ctx, next) {
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
