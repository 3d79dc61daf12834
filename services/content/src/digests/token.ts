import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The weekly note's unsubscribe token: the child's id and an HMAC-SHA256 of it under the content service's
 * secret, with a purpose of its own (a token made for anything else never matches). No login and no expiry: the
 * link in any note stops that child's notes. Only the holder of the secret makes one.
 */
const purpose = 'young-minds:weekly-note-unsubscribe:v1:';

function mac(secret: string | Uint8Array, childId: number): Buffer {
  return createHmac('sha256', secret).update(`${purpose}${childId}`).digest();
}

export function unsubscribeToken(secret: string | Uint8Array, childId: number): string {
  return `${childId}.${mac(secret, childId).toString('base64url')}`;
}

/** The child a token names, or null when it is not one of ours. */
export function childOfUnsubscribeToken(secret: string | Uint8Array, token: string): number | null {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const childId = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = mac(secret, childId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? childId : null;
}
