/**
 * A hook the shell may replace (what a 401 does, where the page's language comes from): `set` returns the undo,
 * which puts the previous one back unless another replaced it since.
 */
export function registered<T>(initial: T): { get(): T; set(next: T): () => void } {
  let current = initial;
  return {
    get: () => current,
    set(next) {
      const previous = current;
      current = next;
      return () => {
        if (current === next) current = previous;
      };
    },
  };
}
