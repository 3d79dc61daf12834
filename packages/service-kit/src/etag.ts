import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { KitState } from './route';

/**
 * Conditional GETs of public answers (blog posts, categories, plans). An anonymous caller's answer is the same for
 * every anonymous caller, so it carries a weak ETag of its JSON, and a request whose `If-None-Match` holds that
 * tag is answered 304 with no body (the page still pays the query, but not the transfer nor the client's parse).
 * `Cache-Control: max-age=0, must-revalidate` lets the browser keep the answer but ask every time, so it is never
 * stale in a browser; `s-maxage=1` lets a shared cache in front (the gateway's `shared-answers.ts`, a CDN) answer
 * visitors with it for one second, as the lists' own caches already do (packages/db `ListCache`).
 * A signed-in caller may get another answer at the same URL (an admin sees drafts): theirs gets no tag and stays
 * `no-store`, and every answer of the route says `Vary: Authorization` so no cache hands one to the other.
 * For public GET routes only (the kit mounts it there), after authentication.
 */
export function anonymousEtag(): Middleware<KitState> {
  return async function anonymousEtag(ctx, next) {
    ctx.vary('Authorization');
    await next();
    if (ctx.state.principal || ctx.status !== 200 || !isJsonValue(ctx.body)) return;
    // Serialized here once, as Koa would have: the tag is of the bytes sent.
    const json = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body);
    ctx.body = json;
    ctx.etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    ctx.set('Cache-Control', 'max-age=0, must-revalidate, s-maxage=1');
    if (ctx.fresh) ctx.status = 304;
  };
}

/** A body Koa sends as JSON (not a stream or a buffer, which a handler that took over the answer wrote). */
function isJsonValue(body: unknown): boolean {
  if (body === null || body === undefined || Buffer.isBuffer(body)) return false;
  return typeof body !== 'object' || typeof (body as { pipe?: unknown }).pipe !== 'function';
}
