/**
 * A link's token is good once, and React may run an effect twice (StrictMode, a remount): each token's call is
 * made once per page load, and every caller shares its answer.
 */
const calls = new Map<string, Promise<unknown>>();

export function redeemOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  let pending = calls.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    calls.set(key, pending);
  }
  return pending;
}
