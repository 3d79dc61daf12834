import {
  HttpError,
  type MediaSigner,
  type ServiceApp,
  immutableMediaCache,
  isPrivateMediaKey,
  mediaKeyOfPath,
  planMediaAnswer,
  rangeNotSatisfiableMessage,
  signedMediaCache,
} from '@young-minds/service-kit';
import type { MediaStorage } from './storage';

const mediaMessages = {
  notFound: 'File not found.',
  linkInvalid: 'This link has expired or is not valid. Please open the file again from its page.',
} as const;

/**
 * `GET|HEAD /media/*` — uploaded files with HTTP Range.
 *
 * Pictures (thumbnails, banners, blog pictures) are public. Paid content (videos and captions, books and reader
 * pages, worksheets, activities' pictures and sounds) and children's submissions are private (`isPrivateMediaKey`):
 * a <video>, <img> or PDF viewer cannot send a bearer token, so they are served only through the signed,
 * short-lived links that API answers hand to those allowed to see them (members of a subscribed family and
 * admins; for a submission the child, its parent and admins), 403 otherwise, before the file is even looked up. Only names of safe characters under
 * the media root are served (no traversal); everything else is a JSON 404. With S3 and `S3_PRESIGNED_REDIRECTS=1`,
 * a valid signed link is answered with a 302 to a presigned S3 link of a few minutes instead of the bytes.
 */
export function mountMediaRoutes(kit: ServiceApp, storage: MediaStorage, signer: MediaSigner): void {
  kit.router.get('/media/*path', async function serveMedia(ctx) {
    const key = mediaKeyOfPath(ctx.path);
    if (key === null) throw new HttpError(404, mediaMessages.notFound);
    const isPrivate = isPrivateMediaKey(key);
    if (isPrivate && !signer.verify(key, ctx.query.expires, ctx.query.signature))
      throw new HttpError(403, mediaMessages.linkInvalid);
    const info = await storage.stat(key);
    if (info === null) throw new HttpError(404, mediaMessages.notFound);
    if (isPrivate && storage.redirectUrl) {
      // S3_PRESIGNED_REDIRECTS: the store serves the bytes (Range, 206, 416 included) through its own link, which
      // never outlives ours; the redirect itself is not cached (the store's link dies within minutes).
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(await storage.redirectUrl(key, signer.secondsLeft(ctx.query.expires)));
      return;
    }

    const answer = planMediaAnswer(key, info, {
      range: ctx.get('Range'),
      ifRange: ctx.get('If-Range'),
      ifNoneMatch: ctx.get('If-None-Match'),
      ifModifiedSince: ctx.get('If-Modified-Since'),
    });
    ctx.set(answer.headers);
    ctx.status = answer.status;
    if (answer.status === 416) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: rangeNotSatisfiableMessage, error: rangeNotSatisfiableMessage };
      return;
    }
    // A private file may stay in this browser's cache until its link runs out, never in a shared cache.
    ctx.set('Cache-Control', isPrivate ? signedMediaCache(signer.secondsLeft(ctx.query.expires)) : immutableMediaCache);
    if (answer.status === 304) return;
    // Koa drops the body of HEAD answers but keeps Content-Length; no need to open the file then.
    if (ctx.method === 'HEAD') return;
    ctx.body = storage.read(key, answer.range);
  });
}
