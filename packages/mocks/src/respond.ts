import type { Endpoint, PublicUser, Role } from '@young-minds/contracts';
import { mockMessages, mockToken } from './fixtures';
import { fail } from './kit/errors';
import { mockState } from './state';

/** Matches the endpoint's path on any origin (the gateway, a dev server, jsdom's http://localhost). */
export function mockPath(endpoint: Pick<Endpoint, 'path'>): string {
  return `*${endpoint.path}`;
}

/** Simulated network time, so loading and busy states are visible in the browser (0 under tests). */
export const latency = () => (typeof process !== 'undefined' && process.env?.JEST_WORKER_ID ? 0 : 300);

/**
 * What a child's token from a parent's hand-off carries after the child's own token, then the hand-off's number:
 * the mock's stand-in for the service's `handoff` claim (the hand-off it names must still be open).
 */
export const handOffMark = '.handoff-';

/** The caller's bearer token, if any. */
export const tokenOf = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');

/** The user a bearer token stands for, if the mock issued it (a hand-off's token included). */
export function userOf(request: Request): PublicUser | undefined {
  const token = tokenOf(request);
  if (!token) return undefined;
  const mark = token.indexOf(handOffMark);
  if (mark >= 0 && !mockState.handOffs.has(token)) return undefined;
  const plain = mark >= 0 ? token.slice(0, mark) : token;
  for (const account of mockState.accounts.values()) {
    if (mockToken(account.user) === plain) return account.user;
  }
  return undefined;
}

/** True when the caller's session is an open hand-off of a parent's (only such a child may return to the parent). */
export function isHandedOver(request: Request): boolean {
  const token = tokenOf(request);
  return token !== undefined && mockState.handOffs.has(token);
}

/**
 * The access check every protected mock runs, as the service kit does: 401 without a token ('Please log in to
 * continue.') or with one the mock did not issue, 403 for another role. Returns the refusal to send, or the caller.
 */
export function authorize(request: Request, roles: readonly Role[]): { refusal: Response } | { user: PublicUser } {
  if (!request.headers.get('authorization')) return { refusal: fail(401, mockMessages.loginRequired) };
  const user = userOf(request);
  if (!user) return { refusal: fail(401, mockMessages.sessionEnded) };
  if (!roles.includes(user.role)) return { refusal: fail(403, mockMessages.forbidden) };
  return { user };
}
