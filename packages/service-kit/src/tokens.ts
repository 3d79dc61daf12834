import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { type Role, roleSchema } from '@young-minds/contracts';
import { HttpError, messages } from './errors';

/** What a session token says: who (`sub`), as what (`role`), and which token version of the user (`ver`). */
export interface TokenClaims {
  sub: number;
  role: Role;
  /** The user's token version when the token was issued; logout and password change bump it. */
  ver: number;
  /**
   * Only on a child session a parent opened by handing the device over (claim `handoff`): the id of that
   * hand-off, which the principal check finds open or refuses (it ends when the device goes back to the parent,
   * on the parent's password, PIN or "log out everywhere", and after 12 hours). Absent on every login's session.
   */
  handOffId?: number;
  iat: number;
  exp: number;
}

export type TokenSubject = Pick<TokenClaims, 'sub' | 'role' | 'ver' | 'handOffId'>;

interface SignOptions {
  /** A shorter life than the service's `ttlSeconds` (never a longer one): a hand-off's 12 hours. */
  ttlSeconds?: number;
}

export interface TokenService {
  readonly ttlSeconds: number;
  sign(subject: TokenSubject, options?: SignOptions): Promise<string>;
  /** The claims of a valid token; any failure is a 401 with one text (the client cannot tell why). */
  verify(token: string): Promise<TokenClaims>;
}

export interface TokenServiceOptions {
  /** The HS256 key: at least 32 bytes of real entropy (see `resolveSecret`). */
  secret: Uint8Array;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

const algorithm = 'HS256';
const minSecretBytes = 32;
// A real token of ours is ~200 characters; refuse to even parse something absurd.
const maxTokenLength = 4096;

const claimsSchema = z.object({
  // JWT says `sub` is a string; ours always holds a positive user id.
  sub: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .transform(Number),
  role: roleSchema,
  ver: z.number().int().min(0),
  handoff: z.number().int().positive().optional(),
  iat: z.number(),
  exp: z.number(),
});

export function createTokenService(options: TokenServiceOptions): TokenService {
  const { secret, issuer, audience, ttlSeconds } = options;
  if (!(secret instanceof Uint8Array) || secret.byteLength < minSecretBytes) {
    throw new Error(`The token secret must be at least ${minSecretBytes} bytes.`);
  }
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error('ttlSeconds must be a positive integer.');

  const invalid = () => new HttpError(401, messages.sessionInvalid);
  // Tokens already verified, until they expire: a token's signature and claims never change, and checking the
  // HMAC again on every call of a busy client is a tenth of a list's CPU. Revocation is the principal's check.
  const verified = new Map<string, TokenClaims>();
  const maxVerified = 10_000;

  return {
    ttlSeconds,

    async sign({ sub, role, ver, handOffId }, signOptions = {}) {
      if (!Number.isSafeInteger(sub) || sub <= 0) throw new Error('Token subject must be a positive user id.');
      if (handOffId !== undefined && !(Number.isSafeInteger(handOffId) && handOffId > 0)) {
        throw new Error('A hand-off id must be a positive integer.');
      }
      const lifetime = Math.min(ttlSeconds, signOptions.ttlSeconds ?? ttlSeconds);
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ role, ver, ...(handOffId !== undefined ? { handoff: handOffId } : {}) })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(String(sub))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(secret);
    },

    async verify(token) {
      if (token.length === 0 || token.length > maxTokenLength) throw invalid();
      const known = verified.get(token);
      if (known && known.exp > Date.now() / 1000) return known;
      if (known) verified.delete(token);
      try {
        // Explicit allowlist: no `none`, no algorithm confusion; issuer, audience, typ and expiry all checked.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [algorithm],
          issuer,
          audience,
          typ: 'JWT',
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) throw invalid();
        const { handoff, ...rest } = claims.data;
        const result: TokenClaims = handoff !== undefined ? { ...rest, handOffId: handoff } : rest;
        if (verified.size >= maxVerified) verified.clear();
        verified.set(token, result);
        return result;
      } catch (err) {
        throw new HttpError(401, messages.sessionInvalid, { cause: err });
      }
    },
  };
}

/**
 * How long a session lasts: a week, so a family stays logged in on its tablet (logout and password changes
 * still end it at once). One value for every service: auth issues the tokens, the others verify them.
 */
export const sessionTtlSeconds = 7 * 24 * 60 * 60;

/**
 * How long a hand-off's session lasts at most ("Start learning as …"): half a day. It holds no password of the
 * child's and opens the way back to the parent's session, so it never outlives a day of the device's use.
 */
export const handOffTtlSeconds = 12 * 60 * 60;
