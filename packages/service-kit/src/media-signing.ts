import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { isPrivateMediaKey } from './media-files';

/** How many MACs a signer keeps (a few hundred bytes each). */
const recentMacs = 4096;

/** How long a signed link works: long enough to watch, read or download, short enough that a leaked one dies soon. */
const defaultSignedUrlTtlSeconds = 60 * 60;

export interface MediaSigner {
  /**
   * '/media/videos/x.webm' → '/media/videos/x.webm?expires=<unix s>&signature=<hmac>' for a key in a private
   * folder (`isPrivateMediaKey`); public urls (thumbnails, banners, blog pictures) and others as they are. A url
   * that is already signed is signed afresh.
   */
  sign(url: string): string;
  sign(url: string | null): string | null;
  /** Whether `expires` and `signature` (from the query) were made by `sign` for this key and have not run out. */
  verify(key: string, expires: unknown, signature: unknown): boolean;
  /** How long a verified link still works, in whole seconds (for `Cache-Control: private, max-age`). */
  secondsLeft(expires: unknown): number;
}

/**
 * Short-lived links for private media (paid content and children's submissions): an HMAC-SHA256 over the
 * storage key and the expiry, so a link works in <img>, <video> (Range requests included) and downloads without
 * a bearer token, for whoever was handed it by an answer that already checked who may see the file, and for an
 * hour at most. The content service signs and checks; the gateway checks with the same secret
 * (`MEDIA_URL_SECRET`, else `DATA_DIR/secrets/media-url-secret`) when it serves the files from disk itself.
 */
export function createMediaSigner(options: {
  secret: string | Uint8Array;
  ttlSeconds?: number;
  now?: () => Date;
}): MediaSigner {
  const ttlSeconds = options.ttlSeconds ?? defaultSignedUrlTtlSeconds;
  const now = options.now ?? (() => new Date());
  const secret = createSecretKey(
    typeof options.secret === 'string' ? Buffer.from(options.secret, 'utf8') : options.secret,
  );
  // A list answer signs a few links per row, and a video player's every Range request is checked: the MACs of
  // the keys seen lately are kept. Expiries are whole minutes, so one key has one entry a minute; the map is
  // emptied when it reaches its bound rather than tracked entry by entry.
  const recent = new Map<string, string>();
  const mac = (key: string, expires: number) => {
    const message = `media-url:v1\n${key}\n${expires}`;
    let digest = recent.get(message);
    if (digest === undefined) {
      digest = createHmac('sha256', secret).update(message).digest('base64url');
      if (recent.size >= recentMacs) recent.clear();
      recent.set(message, digest);
    }
    return digest;
  };

  function sign(url: string | null): string | null {
    if (url === null || !url.startsWith('/media/')) return url;
    const bare = unsignedMediaUrl(url);
    const key = bare.slice('/media/'.length);
    if (!isPrivateMediaKey(key)) return url;
    // Rounded up to the next minute, so links handed out within one minute are identical (and cache alike).
    const expires = Math.ceil((now().getTime() / 1000 + ttlSeconds) / 60) * 60;
    return `${bare}?expires=${expires}&signature=${mac(key, expires)}`;
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
    secondsLeft(expires) {
      return Math.max(0, Math.floor(Number(expires) - now().getTime() / 1000));
    },
  };
}

/**
 * A media url without its query ('/media/videos/x.webm?expires=…&signature=…' → '/media/videos/x.webm'): what is
 * stored in rows, and what the offline downloads are keyed by, so a re-signed link names the same file.
 */
export function unsignedMediaUrl(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
