import type { Middleware } from 'koa';
import type { AccessRule, Role } from '@young-minds/contracts';
import { HttpError, messages } from './errors';
import type { KitState } from './route';
import type { TokenClaims, TokenService } from './tokens';

/** The caller of a request, as the owning service knows it now (not as the token remembers it). */
export interface Principal {
  id: number;
  role: Role;
  tokenVersion: number;
  /** The open hand-off this session was made by (a parent handed the device over); absent on a login's session. */
  handOffId?: number;
}

/**
 * Supplied by the service: look the user up and return it only if it still exists and its token version
 * equals `claims.ver` (logout and password change bump the version, so older tokens stop working); for a
 * hand-off's token (`claims.handOffId`), only while that hand-off is open, with its `handOffId`.
 */
export type LoadPrincipal = (claims: TokenClaims) => Promise<Principal | null>;

export interface AuthOptions {
  tokens?: TokenService;
  loadPrincipal?: LoadPrincipal;
}

// RFC 6750: `Bearer <b64token>`; the scheme is case-insensitive.
const bearerHeader = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** The token of an `Authorization` header; null when there is none; 401 when it is not a Bearer token. */
export function readBearerToken(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  const match = bearerHeader.exec(header.trim());
  if (!match?.[1]) throw new HttpError(401, messages.sessionInvalid);
  return match[1];
}

/**
 * Sets `ctx.state.principal` from the bearer token. On a protected route any bad or revoked token is a 401.
 * On a public route (`lenient`) a stale token just means "anonymous": a user whose session expired must
 * still be able to log in or read the blog. A header that is not a Bearer token is a 401 everywhere.
 */
export function authenticate(options: AuthOptions & { lenient: boolean }): Middleware {
  const { tokens, loadPrincipal, lenient } = options;
  return async function authenticate(ctx, next) {
    ctx.state.principal = null;
    const token = readBearerToken(ctx.get('authorization'));
    if (token !== null && tokens && loadPrincipal) {
      try {
        ctx.state.principal = await resolvePrincipal(token, tokens, loadPrincipal);
      } catch (err) {
        // Only a session problem may be ignored; a database outage must still surface as 503.
        if (!(lenient && err instanceof HttpError && err.status === 401)) throw err;
      }
    }
    await next();
  };
}

async function resolvePrincipal(token: string, tokens: TokenService, loadPrincipal: LoadPrincipal): Promise<Principal> {
  const claims = await tokens.verify(token);
  const principal = await loadPrincipal(claims);
  // Checked here too, so a service that forgets the version check still gets revocation right, and a loader
  // that does not know hand-offs refuses their tokens (it answers no `handOffId`) rather than letting them last.
  if (
    !principal ||
    principal.id !== claims.sub ||
    principal.tokenVersion !== claims.ver ||
    principal.handOffId !== claims.handOffId
  ) {
    throw new HttpError(401, messages.sessionRevoked);
  }
  return principal;
}

/** Role check from the contract's access rule: 401 with nobody logged in, 403 for the wrong role. */
export function authorize(access: AccessRule): Middleware<KitState> {
  return async function authorize(ctx, next) {
    if (access.roles !== 'public') requireRole(ctx.state.principal ?? null, access.roles);
    await next();
  };
}

/** The principal of a protected handler; 401 'Please log in to continue.' when there is none. */
export function requirePrincipal(principal: Principal | null | undefined): Principal {
  if (!principal) throw new HttpError(401, messages.loginRequired);
  return principal;
}

/** The principal, if it has one of `roles`: 401 without one, 403 with another role. */
export function requireRole(principal: Principal | null | undefined, roles: readonly Role[]): Principal {
  const caller = requirePrincipal(principal);
  if (!roles.includes(caller.role)) throw new HttpError(403, messages.forbidden);
  return caller;
}
