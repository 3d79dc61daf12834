import { safeLocalStorage } from './storage';

/**
 * The storage key of this browser's remembered-device tokens, one per login (an email or a child's username).
 * Kept across log-outs: a login that sends its token counts apart from strangers' guesses on the account, so a
 * flood of guesses does not keep the owner out (the server ends tokens on a password change or a log-out
 * everywhere, and ignores ended ones).
 */
export const DEVICE_TOKENS_STORAGE_KEY = 'young-minds-devices';

/** Logins remembered at most on one browser (a family's shared tablet), the most recent kept. */
const maxLogins = 10;

const loginKey = (login: string) => login.trim().toLowerCase();

function readAll(storage: Storage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The token an earlier login of `login` on this browser answered, if any. */
export function deviceTokenFor(login: string, storage: Storage = safeLocalStorage()): string | undefined {
  return readAll(storage)[loginKey(login)];
}

/** Keeps the token a login answered (it replaces the one sent), the most recent logins first. */
export function rememberDeviceToken(login: string, token: string, storage: Storage = safeLocalStorage()): void {
  const key = loginKey(login);
  const others = Object.entries(readAll(storage)).filter(([name]) => name !== key);
  const kept: Record<string, string> = Object.fromEntries([[key, token] as const, ...others].slice(0, maxLogins));
  try {
    storage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the device is simply not remembered.
  }
}
