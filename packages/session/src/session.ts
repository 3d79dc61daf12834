import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from './storage';

/** The signed-in user as the front ends keep it (what login answers, trimmed to what screens show). */
export interface SessionUser {
  name: string;
  email: string | null;
  role: string;
  avatar: string | null;
  /** The account's language choice as login answered it (null parts: not chosen, the device decides). */
  preferences?: { locale: string | null; digits: string | null };
  /**
   * Whether the parent confirmed their email address, as the server last said: kept so the page sent before the
   * area's scripts run can tell that the email banner will show above the dashboard (issue 33).
   */
  emailVerified?: boolean;
  /**
   * The parts of the area's first screen this browser showed last at its top (the parent's dashboard: its renew
   * banner, its "finish setting up" link, the "Who's learning?" panel), by name: the page sent before the area's
   * scripts run draws those and no others, and the screen draws them while its data loads (issue 33).
   */
  firstScreenParts?: string[];
}

export interface SessionState {
  token: string | null;
  /** The role as the server sent it; compare it lowercased (see `normalizeRole`). */
  userRole: string | null;
  user: SessionUser | null;
  /**
   * The name of the parent who handed this device to the child now logged in (never the parent's token: getting
   * back asks the parent's PIN or password). Null for an ordinary login.
   */
  handedOverBy: string | null;
  /**
   * Whether that parent had a PIN when handing over (issue 32): the way back asks the PIN then, the password
   * otherwise. Null when not known (an ordinary login, or a picture login on the family device).
   */
  parentHasPin: boolean | null;
  // Actions are properties, not methods: components select them out of the store (`useSession((s) => s.logIn)`).
  /**
   * Stores a login or registration response. The token is read from `token` or `accessToken`, the user from
   * `user` or `data`. `role` overrides the user's role (registration always makes a parent).
   * `handedOverBy` records the parent who handed the device to the child being logged in, `parentHasPin` whether
   * that parent had a PIN then.
   * Throws 'Empty response from server' or 'Invalid response structure - missing token or user data'.
   */
  logIn: (response: unknown, options?: { role?: string; handedOverBy?: string; parentHasPin?: boolean }) => SessionUser;
  /** Clears the user and the token. */
  logOut: () => void;
  /** Replaces parts of the stored user (e.g. after a profile edit). */
  updateUser: (patch: Partial<SessionUser>) => void;
}

/** The storage key of the session (localStorage): a reload keeps the login. */
export const SESSION_STORAGE_KEY = 'young-minds-session';

export const EMPTY_RESPONSE = 'Empty response from server';
export const INVALID_RESPONSE = 'Invalid response structure - missing token or user data';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A login-style answer that holds nothing: no body, an empty string or an empty object. */
function isEmptyResponse(response: unknown): boolean {
  return (
    response === null ||
    response === undefined ||
    response === '' ||
    (isRecord(response) && Object.keys(response).length === 0)
  );
}

/**
 * Why a login-style answer that failed its check cannot be used: 'empty' (nothing came back) or 'invalid' (no
 * token, no user, or a user the contract does not know). Screens show their own text for each.
 */
export function sessionResponseProblem(response: unknown): 'empty' | 'invalid' {
  return isEmptyResponse(response) ? 'empty' : 'invalid';
}

/** Reads the token (`token` or `accessToken`) and the user (`user` or `data`) out of a login-style response. */
export function readSessionResponse(response: unknown): { token: string; user: SessionUser } {
  if (isEmptyResponse(response)) throw new Error(EMPTY_RESPONSE);
  if (!isRecord(response)) throw new Error(INVALID_RESPONSE);
  const token = text(response.token) ?? text(response.accessToken);
  const rawUser = isRecord(response.user) ? response.user : isRecord(response.data) ? response.data : null;
  if (!token || !rawUser) throw new Error(INVALID_RESPONSE);
  const user: SessionUser = {
    name: typeof rawUser.name === 'string' ? rawUser.name : '',
    email: typeof rawUser.email === 'string' ? rawUser.email : null,
    role: typeof rawUser.role === 'string' ? rawUser.role : '',
    avatar: typeof rawUser.avatar === 'string' ? rawUser.avatar : null,
    ...(isRecord(rawUser.preferences) && {
      preferences: { locale: text(rawUser.preferences.locale), digits: text(rawUser.preferences.digits) },
    }),
    ...(typeof rawUser.emailVerified === 'boolean' && { emailVerified: rawUser.emailVerified }),
  };
  return { token, user };
}

/** Builds a session store. The app uses the one `sessionStore` below; tests may build their own. */
export function createSessionStore(storage: () => Storage = safeLocalStorage) {
  return createStore<SessionState>()(
    persist(
      (set, get) => ({
        token: null,
        userRole: null,
        user: null,
        handedOverBy: null,
        parentHasPin: null,
        logIn(response, options) {
          const { token, user: received } = readSessionResponse(response);
          const user = options?.role ? { ...received, role: options.role } : received;
          set({
            token,
            user,
            userRole: user.role,
            handedOverBy: options?.handedOverBy ?? null,
            parentHasPin: options?.parentHasPin ?? null,
          });
          return user;
        },
        logOut() {
          set({ token: null, user: null, userRole: null, handedOverBy: null, parentHasPin: null });
        },
        updateUser(patch) {
          const current = get().user;
          if (!current) return;
          const user = { ...current, ...patch };
          set({ user, userRole: user.role });
        },
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(storage),
        partialize: (state) => ({
          token: state.token,
          userRole: state.userRole,
          user: state.user,
          handedOverBy: state.handedOverBy,
          parentHasPin: state.parentHasPin,
        }),
        version: 1,
      },
    ),
  );
}

/** The one session of the page (shared by the shell and every remote as a Module Federation singleton). */
export const sessionStore = createSessionStore();

/** React hook: `useSession((s) => s.user)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const slice = () => selector(sessionStore.getState());
  // The server's snapshot is the store's state now, not its first one (zustand's `useStore`): a screen rendered
  // ahead (the parent's dashboard, src/prerender) draws the session it was given.
  return useSyncExternalStore(sessionStore.subscribe, slice, slice);
}
