import type { AuthRepos } from '@young-minds/db';
import type { RateLimiter, ServiceApp, TokenService } from '@young-minds/service-kit';
import type { SetupCodeFile } from './bootstrap/setup-code';
import type { Passwords } from './passwords';

/** Everything the auth routes depend on; built once in app.ts. */
export interface AuthContext {
  kit: ServiceApp;
  /** Only the auth service's repositories (accounts, families, the plan a parent is on). */
  repos: AuthRepos;
  tokens: TokenService;
  limiters: {
    /** Failed logins from one address (a success gives its attempt back). */
    loginPerIp: RateLimiter;
    /** Failed logins on one account from one address (reset by a success): blocks that address only, never the owner. */
    loginPerAccountIp: RateLimiter;
    /**
     * Password checks on one account from anywhere, counted before the check (so parallel guesses cannot slip
     * past it) and given back by a success: a distributed guesser gets 429 without any hashing.
     */
    loginPerAccount: RateLimiter;
    /** The same for one remembered device: the owner's logins are not refused with the guessers'. */
    loginPerDevice: RateLimiter;
    /** Failed logins on one account from anywhere: never blocks, only slows guessing down (see `loginDelayMs`). */
    loginFailuresPerAccount: RateLimiter;
    /** Sign-ups, first-password attempts and check-password-set calls from one address. */
    accountSetupPerIp: RateLimiter;
    /** Password checks and hashes by one signed-in user (change password, profile password, children's passwords). */
    passwordPerUser: RateLimiter;
    /** The same from one address. */
    passwordPerIp: RateLimiter;
    /** Tries to take a handed-over device back, per family (parent id); a success forgets them. */
    returnToParent: RateLimiter;
    /** Picture-code tries for one child on one family device (`<device id>:<child id>`); a right code forgets them. */
    pictureLogin: RateLimiter;
    /** Emailed links asked for (reset, sign-in, confirmation again) per address asked for, per hour. */
    emailLinkPerEmail: RateLimiter;
    /** The same per client address. */
    emailLinkPerIp: RateLimiter;
  };
  /** Where the emailed links point (`appUrlFromEnv`: APP_URL, else the local gateway). */
  appUrl: string;
  /** The bootstrap admin's one-time setup code (DATA_DIR/secrets/admin-setup-code). */
  setupCode: SetupCodeFile;
  /** Waits `ms` (login slow-down); tests pass one that records instead of sleeping. */
  delay: (ms: number) => Promise<void>;
  /** The login's password checks (tests count or hold them). */
  passwords: Passwords;
  /** Clock, so tests can pin "today". */
  now: () => Date;
  /**
   * Deletes the `.eml` files written to these addresses (`<DATA_DIR>/outbox`, the embedded default's mail log):
   * a deleted family's mail goes with it. Default: nothing to delete.
   */
  removeMailFiles: (addresses: readonly string[]) => Promise<number>;
}

/**
 * Counts one password check or hash (per user and per address) before the work is done: a stolen token cannot
 * guess a current password at will, and no signed-in user can keep the CPU busy hashing.
 */
export async function limitPasswordWork(context: AuthContext, userId: number, ip: string): Promise<void> {
  await context.limiters.passwordPerIp.consume(ip);
  await context.limiters.passwordPerUser.consume(String(userId));
}

/**
 * The login slow-down for an account that has `failures` recent failed logins (from any address): none for the
 * first five, then 250 ms doubling up to 1.5 s. It slows a distributed guesser; the owner waits at most 1.5 s.
 */
export function loginDelayMs(failures: number): number {
  if (failures < 5) return 0;
  return Math.min(1500, 250 * 2 ** (failures - 5));
}
