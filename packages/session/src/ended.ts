import { normalizeRole } from './roles';

/**
 * What the shell hands /login when a session ended by itself (a 401: the session expired, or was ended on another
 * device): whose it was, so the public area can say it kindly to a child ("Let's log in again") instead of nothing
 * or a technical message. The router's location state, never stored.
 */
export interface SessionEndedState {
  sessionEnded: 'child' | 'grown-up';
}

/** The location state for /login after the session of `role` ended. */
export function sessionEndedState(role: string | null | undefined): SessionEndedState {
  return { sessionEnded: normalizeRole(role) === 'child' ? 'child' : 'grown-up' };
}

/** Whose session ended, when a location's state says one did (null otherwise). */
export function sessionEndedFor(state: unknown): SessionEndedState['sessionEnded'] | null {
  if (typeof state !== 'object' || state === null || !('sessionEnded' in state)) return null;
  const { sessionEnded } = state;
  return sessionEnded === 'child' || sessionEnded === 'grown-up' ? sessionEnded : null;
}
