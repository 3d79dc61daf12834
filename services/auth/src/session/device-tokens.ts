import { createHash, randomBytes } from 'node:crypto';
import type { AuthRepos, UserRecord } from '@young-minds/db';

/** How long a device stays remembered without a login from it (each login replaces its token). */
const deviceTokenLifetimeMs = 90 * 24 * 60 * 60 * 1000;

/** How a device's token is kept: its sha256, hex (the remembered devices' and the family devices'). */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The remembered device a login presents, when its token is one of `user`'s still valid ones (unexpired, and
 * issued under the user's current token version: a password change or a log-out everywhere ended it).
 * Anything else (no token, a stranger's, an ended one) is no device: the login counts as any other.
 */
export async function rememberedDevice(
  repos: AuthRepos,
  user: UserRecord | null,
  token: string | undefined,
  now: Date,
): Promise<{ id: number } | null> {
  if (!user || !token) return null;
  const row = await repos.deviceTokens.findByHash(sha256(token));
  const valid = row && row.userId === user.id && row.tokenVersion === user.tokenVersion && row.expiresAt > now;
  return valid ? { id: row.id } : null;
}

/** A new random token for the user's device (256 bits), stored hashed; it replaces the one the login presented. */
export async function rememberDevice(
  repos: AuthRepos,
  user: UserRecord,
  now: Date,
  replacing?: { id: number } | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repos.deviceTokens.issue({
    userId: user.id,
    tokenHash: sha256(token),
    tokenVersion: user.tokenVersion,
    expiresAt: new Date(now.getTime() + deviceTokenLifetimeMs),
    now,
    replacing: replacing?.id,
  });
  return token;
}
