import compression from 'compression';
import type { Middleware } from 'koa';
import type { Next } from './middleware';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const compressThreshold = 1024;

/** `/media/…` is video, audio, images and documents: already compressed, and served by Range. */
const mediaPath = /^\/media(\/|$|\?)/i;

/** Which answers may be compressed on the fly: text-like types (JSON above all), never media, never a stream of events. */
export const compressible: compression.CompressionFilter = (req, res) => {
  if (mediaPath.test(req.url ?? '')) return false;
  // An answer given before the client's upload was all read (a 413, a 401) goes out as the proxy writes it: a
  // compressor ends the answer later, asynchronously, racing the proxy's draining of the rest of the upload.
  if (!req.complete) return false;
  const type = String(res.getHeader('Content-Type') ?? '');
  // Server-Sent Events must reach the client event by event; a compressor would hold them back.
  if (/^text\/event-stream/i.test(type)) return false;
  return compression.filter(req, res);
};

/**
 * Compresses answers on the fly (brotli or gzip, by `Accept-Encoding`) above {@link compressThreshold}: the API's
 * JSON above all. The `compression` library (Express's) works on Node's own response object, which is what the
 * proxy streams the services' answers to (koa-compress only sees `ctx.body`, which the proxy never sets); it adds
 * `Vary: Accept-Encoding`, streams (no buffering of large answers), and leaves alone answers that are already
 * encoded (the built assets' `.br`/`.gz` files, a service that compressed), HEAD requests, `Cache-Control:
 * no-transform` and answers whose client accepts no encoding.
 */
export function compress(): Middleware {
  const handler = compression({
    threshold: compressThreshold,
    filter: compressible,
    // Brotli's quality 4 (the library's default) and gzip's level 6: fast enough to run on every request.
  });
  return async function compressAnswers(ctx, next: Next) {
    // The library only wraps the response's write/end: it calls back at once, synchronously.
    handler(ctx.req as Parameters<typeof handler>[0], ctx.res as Parameters<typeof handler>[1], () => undefined);
    await next();
  };
}
