import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPrivateMediaKey } from '@young-minds/service-kit';

/** How long a signed link works: long enough to view or download, short enough that a leaked one dies soon. */
const defaultSignedUrlTtlSeconds = 60 * 60;

export interface MediaSigner {
  /** '/media/submissions/x.pdf' → '/media/submissions/x.pdf?expires=<unix s>&signature=<hmac>'; other urls as they are. */
  sign(url: string): string;
  sign(url: string | null): string | null;
  /** Whether `expires` and `signature` (from the query) were made by `sign` for this key and have not run out. */
  verify(key: string, expires: unknown, signature: unknown): boolean;
}

/**
 * Short-lived links for private media: an HMAC-SHA256 over the storage key and the expiry, so a link works in
 * <img>, <video> (Range requests included) and downloads without a bearer token, for whoever was handed it by
 * an answer that already checked who may see the file, and for an hour at most.
 */
export function createMediaSigner(options: {
  secret: string | Uint8Array;
  ttlSeconds?: number;
  now?: () => Date;
}): MediaSigner {
  const ttlSeconds = options.ttlSeconds ?? defaultSignedUrlTtlSeconds;
  const now = options.now ?? (() => new Date());
  const mac = (key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`media-url:v1\n${key}\n${expires}`).digest('base64url');

  function sign(url: string | null): string | null {
    if (url === null || !url.startsWith('/media/')) return url;
    const key = url.slice('/media/'.length);
    if (!isPrivateMediaKey(key)) return url;
    // Rounded up to the next minute, so links handed out within one minute are identical (and cache alike).
    const expires = Math.ceil((now().getTime() / 1000 + ttlSeconds) / 60) * 60;
    return `${url}?expires=${expires}&signature=${mac(key, expires)}`;
  }

  return {
    sign: sign as MediaSigner['sign'],
    verify(key, expires, signature) {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 <= now().getTime()) return false;
      const expected = Buffer.from(mac(key, expiresAt));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
