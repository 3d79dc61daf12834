import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Security headers on every response, errors included. The services answer JSON (and media files), never
 * HTML, so the CSP allows nothing at all: even a reflected body could not run or be framed.
 * Helmet adds nosniff, X-Frame-Options DENY, Referrer-Policy no-referrer, CORP same-origin, HSTS and
 * friends, and removes X-Powered-By.
 */
export function securityHeaders(): Middleware {
  return helmet({
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
  });
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
