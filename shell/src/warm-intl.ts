/**
 * The browser's first `Intl` formatter of a page is slow to build (the number, date and plural data are read then):
 * 13 ms on a laptop, over 50 ms on a slow phone. Left alone, it is built inside the area's first render, where
 * prices, counts and plurals are formatted — one long task, and a later first screen (issue 33). Built here while
 * the page waits for the area's files, the render finds that data ready.
 *
 * One formatter per idle moment (`requestIdleCallback`, or a timer where the browser has none), so none of them
 * stands in the way of the page's own work. Returns a cancel.
 */
export function warmIntlWhileIdle(intlLocale: () => string, scope: Window = window): () => void {
  const steps: ((locale: string) => unknown)[] = [
    (locale) => new Intl.NumberFormat(locale).format(0),
    (locale) => new Intl.PluralRules(locale).select(0),
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0),
  ];
  const idle = scope.requestIdleCallback
    ? (run: () => void) => {
        const handle = scope.requestIdleCallback(run, { timeout: 2000 });
        return () => scope.cancelIdleCallback(handle);
      }
    : (run: () => void) => {
        const handle = scope.setTimeout(run, 0);
        return () => scope.clearTimeout(handle);
      };
  let cancel = () => {};
  const next = (index: number) => {
    const step = steps[index];
    if (!step) return;
    cancel = idle(() => {
      try {
        step(intlLocale());
      } catch {
        // A locale this browser cannot format in: the area's own formatting falls back as it always did.
      }
      next(index + 1);
    });
  };
  next(0);
  return () => cancel();
}
