import {
  type SessionResponse,
  authEndpoints as endpoints,
  noParentPinMessage,
  returnToParentLockedMessage,
  returnToParentNotHandedOverMessage,
  wrongParentPasswordMessage,
  wrongPinMessage,
} from '@young-minds/contracts';
import type { UserRecord } from '@young-minds/db';
import { HttpError, handOffTtlSeconds, messages, requirePrincipal } from '@young-minds/service-kit';
import { type AuthContext, limitPasswordWork } from '../context';
import { verifyPassword } from '../passwords';
import { toPublicUser } from '../users/present';
import { findOwnChild } from './own-child';

/**
 * The child's session of a hand-off by `parentId` (a row its token names), as "Start learning as …" and a picture
 * login on the family device open it: the way back to the parent asks the PIN or password.
 */
export async function openHandOffSession(
  { repos, tokens }: Pick<AuthContext, 'repos' | 'tokens'>,
  parentId: number,
  child: UserRecord,
): Promise<SessionResponse> {
  const handOff = await repos.users.openHandOff(parentId, child.id, handOffTtlSeconds * 1000);
  const token = await tokens.sign(
    { sub: child.id, role: child.role, ver: child.tokenVersion, handOffId: handOff.id },
    { ttlSeconds: handOffTtlSeconds },
  );
  return { token, user: toPublicUser(child) };
}

/**
 * Handing the device to a child and taking it back. The child's session comes without the child's password; the
 * way back asks the parent's PIN or password, and wrong answers lock the way back of that family for a while.
 * A hand-off is a row its token names: the session ends with it — when the device goes back to the parent, on
 * the parent's password, PIN or "log out everywhere" (the users repository ends the family's hand-offs in the
 * same write), and after 12 hours (the row's `expires_at` and the token's own expiry).
 */
export function mountHandOffRoutes(context: AuthContext): void {
  const { kit, repos, tokens, limiters } = context;
  const users = repos.users;

  async function sessionFor(user: UserRecord) {
    const token = await tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
    return { token, user: toPublicUser(user) };
  }

  kit.route(endpoints.handOffToChild, async ({ principal, params }) => {
    const parent = requirePrincipal(principal);
    const child = await findOwnChild(users, parent.id, params.id);
    return openHandOffSession(context, parent.id, child);
  });

  /**
   * Every try counts against the family before the check (so parallel guesses cannot slip past the limit); a
   * right answer forgets the family's tries. A wrong one is a 400, not a 401: the child's session stays.
   * Only a session opened by a hand-off may ask (403 otherwise, before any try is counted): a child who logged in
   * with their own password is on their own device, and must neither reach the parent nor lock the family out.
   * A right answer ends the hand-off before the parent's session is made: its token no longer works, and of two
   * racing right answers only one gets the parent's session (401 for the other).
   */
  kit.route(endpoints.returnToParent, async ({ principal, body, ctx }) => {
    const caller = requirePrincipal(principal);
    if (caller.handOffId === undefined) throw new HttpError(403, returnToParentNotHandedOverMessage);
    const child = await users.findById(caller.id);
    const parent = child?.parentId ? await users.findById(child.parentId) : null;
    if (!child || !parent || parent.role !== 'parent') throw new HttpError(401, messages.sessionRevoked);
    const { pin, password } = body;
    if (pin !== undefined && !parent.parentPinHash) throw new HttpError(400, noParentPinMessage);

    const family = String(parent.id);
    try {
      await limiters.returnToParent.consume(family);
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) {
        throw new HttpError(429, returnToParentLockedMessage, { headers: error.headers });
      }
      throw error;
    }
    await limitPasswordWork(context, child.id, ctx.ip);

    const matches =
      pin !== undefined
        ? await verifyPassword(parent.parentPinHash, pin)
        : await verifyPassword(parent.passwordHash, password ?? '');
    if (!matches) throw new HttpError(400, pin !== undefined ? wrongPinMessage : wrongParentPasswordMessage);
    if (!(await users.endHandOff(caller.handOffId, child.id))) throw new HttpError(401, messages.sessionRevoked);
    await limiters.returnToParent.reset(family);
    return sessionFor(parent);
  });
}
