// @ts-check
// Lighthouse's slow-phone profile and the two figures of issue 33 taken on it: the bench (shell/bench/*.mjs) prints
// them per route; the layout-shift e2e journey asserts the shift (a layout measure, not a timing).

/**
 * Lighthouse's mobile profile (a mid-range phone on a slow 4G): 150 ms round trips, 1.6 Mbps down, 750 Kbps up, the
 * CPU 4× slower, a phone's 412 × 823 viewport.
 */
export const slowPhone = {
  context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuRate: 4,
};

/**
 * Throttles a page's network and CPU to the slow phone through Chromium's DevTools protocol. `network: 'latency'`
 * keeps the round trips (each file still comes 150 ms after it is asked for: what exposes a screen drawn in
 * steps) without the bandwidth limit; `'none'` throttles the CPU only.
 * @param {import('./slow-phone.d.mts').Page} page
 * @param {{ network?: 'full' | 'latency' | 'none' }} [options]
 */
export async function throttle(page, { network = 'full' } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (network !== 'none') {
    await cdp.send('Network.enable');
    await cdp.send(
      'Network.emulateNetworkConditions',
      network === 'full' ? slowPhone.network : { ...slowPhone.network, downloadThroughput: -1, uploadThroughput: -1 },
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuRate });
}

/**
 * Starts recording, before any script of the page runs, every layout shift and LCP candidate (read them with
 * `paintFigures`). Call it on the context before the page's first navigation.
 * @param {import('./slow-phone.d.mts').BrowserContext} context
 */
export function recordPaints(context) {
  return context.addInitScript(() => {
    /** @type {{ lcp: number | null, lcpElement: string | null, candidates: string[], cls: number, shifts: { value: number, at: number, sources: string[] }[], fcp: number | null, longTasks: [number, number][] }} */
    const figures = { lcp: null, lcpElement: null, candidates: [], cls: 0, shifts: [], fcp: null, longTasks: [] };
    /** @param {Node | null | undefined} node */
    const describe = (node) => {
      if (!node || !(node instanceof globalThis.Element)) return '(text)';
      const id = node.id ? `#${node.id}` : '';
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${node.tagName.toLowerCase()}${id} "${text}"`;
    };
    Object.defineProperty(globalThis, '__ymPaints', { value: figures });
    try {
      new PerformanceObserver((list) => {
        const entries = /** @type {Array<PerformanceEntry & { element?: Element }>} */ (list.getEntries());
        for (const entry of entries)
          figures.candidates.push(`${entry.startTime.toFixed(0)} ms ${describe(entry.element)}`);
        const last = entries[entries.length - 1];
        if (!last) return;
        figures.lcp = last.startTime;
        figures.lcpElement = describe(last.element);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        // Layout-shift entries (not in TypeScript's DOM types): `value`, `hadRecentInput`, the nodes that moved.
        for (const entry of /** @type {Array<PerformanceEntry & { value: number, hadRecentInput: boolean, sources?: { node?: Node, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly }[] }>} */ (
          list.getEntries()
        )) {
          if (entry.hadRecentInput) continue;
          figures.cls += entry.value;
          figures.shifts.push({
            value: entry.value,
            at: entry.startTime,
            sources: (entry.sources ?? []).map(
              ({ node, previousRect: was, currentRect: is }) =>
                `${describe(node)} y ${Math.round(was.y)}→${Math.round(is.y)} h ${Math.round(was.height)}→${Math.round(is.height)}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // Tasks over 50 ms (start, duration) and the first contentful paint: the blocking time after it.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) figures.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-contentful-paint') figures.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // a browser without these entry types: no figures
    }
  });
}

/**
 * The figures recorded since the page's navigation: LCP (its last candidate, ms since the navigation, and the
 * element), CLS (every shift not caused by input, summed: stricter than Lighthouse's worst session window) and
 * each shift with the nodes that moved; every LCP candidate in turn (`candidates`: its time and element); the total
 * blocking time (`tbt`: each task's time over 50 ms, for the tasks that ended after the first contentful paint —
 * Lighthouse's measure, until the page was idle rather than until its time to interactive).
 * @param {import('./slow-phone.d.mts').Page} page
 * @returns {Promise<import('./slow-phone.d.mts').PaintFigures>}
 */
export async function paintFigures(page) {
  const recorded = await recordedFigures(page);
  const { fcp, longTasks, ...figures } = recorded;
  const after = fcp ?? 0;
  const tbt = longTasks
    .filter(([start, duration]) => start + duration > after)
    .reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, after) - 50), 0);
  return { ...figures, fcp, tbt };
}

/** @param {import('./slow-phone.d.mts').Page} page */
function recordedFigures(page) {
  // Observers are called after the frame that painted the entries: give them two frames.
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        globalThis.requestAnimationFrame(() =>
          globalThis.requestAnimationFrame(() =>
            setTimeout(() => resolve(JSON.parse(JSON.stringify(Reflect.get(globalThis, '__ymPaints'))))),
          ),
        ),
      ),
  );
}

/**
 * One cold load of `url` on the slow phone (a new context: nothing cached), network and CPU throttled: the figures
 * once the network is idle (and `waitFor`, a selector, is on the page). `prepare` readies the context first (e.g.
 * signs it in); `inspect` reads more from the loaded page, merged into the figures.
 * @param {import('./slow-phone.d.mts').Browser} browser
 * @param {string} url
 * @param {{ locale?: string, waitFor?: string, prepare?: (context: import('./slow-phone.d.mts').BrowserContext) => Promise<unknown>, inspect?: (page: import('./slow-phone.d.mts').Page) => Promise<object> }} [options]
 */
export async function slowPhoneLoad(browser, url, { locale, waitFor, prepare, inspect } = {}) {
  const context = await browser.newContext({ ...slowPhone.context, ...(locale ? { locale } : {}) });
  try {
    await prepare?.(context);
    await recordPaints(context);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
    if (waitFor) await page.locator(waitFor).first().waitFor({ timeout: 60_000 });
    const figures = await paintFigures(page);
    return inspect ? { ...figures, ...(await inspect(page)) } : figures;
  } finally {
    await context.close();
  }
}
