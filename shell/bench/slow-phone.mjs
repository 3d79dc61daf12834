#!/usr/bin/env node
// Front-end bench (not a test), issue 33: every public page, and the first screen of each signed-in area (the parent
// dashboard /parent, the child's home /child, the admin dashboard /admin/dashboard), opened cold on Lighthouse's
// slow phone (scripts/lib/slow-phone.mjs: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU, 412 × 823), in an English
// and an Arabic browser: the median LCP and CLS of BENCH_SLOW_RUNS (default 3) cold loads, each beside its goal
// (LCP ≤ 2,500 ms, CLS ≤ 0.1) with a pass/miss mark. CLS is every shift not caused by input, summed over the whole
// load (stricter than Lighthouse's worst window). TBT: the total blocking time after the first contentful paint
// (each task's time over 50 ms until the network is idle), which holds Lighthouse's mobile score under 90 above
// ~300 ms. BENCH_LOCALE=en or ar measures one language only.
// BENCH_PLAIN=1 adds, in the same run, each route without what issue 33 added to its page: a public page as the plain
// shell page (the browser carries the `ym-signed-in` cookie, so the gateway sends no prerendering), a signed-in
// screen without its area's first files named in the page (the cookie says `1`, not the role, so the gateway sends
// the plain shell page), so the two differ only by that.
// BENCH_VERBOSE=1 also prints, per route, the LCP element and each shift with the nodes that moved.
// Against a running platform: BENCH_URL=http://localhost:8080 node shell/bench/slow-phone.mjs; without it the bench
// starts one with the README's start command on a temporary data directory and free ports. BENCH_ROUTES=/login,/parent
// measures only those (/blog/{slug} names the post).
import {
  adminLogin,
  apiCall,
  benchPlatform,
  childLogin,
  launchBrowser,
  newFamily,
  signInContext,
  storedSession,
} from '../../scripts/lib/bench-platform.mjs';
import { slowPhoneLoad } from '../../scripts/lib/slow-phone.mjs';

const runs = Number(process.env.BENCH_SLOW_RUNS || 3);
const verbose = Boolean(process.env.BENCH_VERBOSE);
const plain = Boolean(process.env.BENCH_PLAIN);
const languages = /** @type {const} */ ([
  ['en', 'en-GB'],
  ['ar', 'ar-EG'],
]).filter(([lang]) => !process.env.BENCH_LOCALE || process.env.BENCH_LOCALE.startsWith(lang));
const goals = { lcp: 2_500, cls: 0.1 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The newest published post's address (the seeded posts on a fresh platform), for /blog/{slug}. */
async function blogPostPath(baseUrl) {
  const answer = await (await apiCall(baseUrl, 'GET', '/api/blogs?pageSize=1')).json();
  const post = answer?.data?.[0];
  const slug = post?.slug;
  return slug ? `/blog/${slug}` : null;
}

/**
 * The parent's session as the app keeps it after one visit of the dashboard at full speed (what this browser then
 * knows: which parts of the dashboard's top it showed, drawn by the page sent ahead next time).
 * @param {import('../../scripts/lib/slow-phone.d.mts').Browser} browser
 * @param {string} base
 * @param {ReturnType<typeof storedSession>} session
 */
async function sessionAfterDashboard(browser, base, session) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await signInContext(context, session);
    const page = await context.newPage();
    await page.goto(`${base}/parent`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => localStorage.getItem('young-minds-session')?.includes('"firstScreenParts"'));
    return JSON.parse(String(await page.evaluate(() => localStorage.getItem('young-minds-session'))));
  } finally {
    await context.close();
  }
}

const mark = (value, goal) => (value !== null && value <= goal ? 'pass' : 'MISS');

/**
 * Readies a context for one variant of a route: signed in (a signed-in screen), and with BENCH_PLAIN either as issue
 * 33 serves it (`baseline: false`) or without its additions (`baseline: true`).
 * @param {{ url: string, session?: unknown, baseline?: boolean }} visit
 */
function prepareFor({ url, session, baseline }) {
  return async (/** @type {import('../../scripts/lib/slow-phone.d.mts').BrowserContext} */ context) => {
    const origin = new URL(url).origin;
    if (session) {
      await signInContext(context, /** @type {never} */ (session));
      // The cookie the shell wrote at login (shell/src/prerendered.ts): the role, for which the gateway names the
      // area's first files in the page. The baseline carries `1` (signed in, no role), as before the role was in it.
      const role = String(/** @type {{ state: { userRole: string } }} */ (session).state.userRole).toLowerCase();
      await context.addCookies([{ name: 'ym-signed-in', value: plain && baseline ? '1' : role, url: origin }]);
    }
    // The signed-in cookie makes the gateway send the plain shell: the page as it was before prerendering.
    if (plain && baseline && !session) await context.addCookies([{ name: 'ym-signed-in', value: '1', url: origin }]);
  };
}

/**
 * Issue 37: on the admin dashboard, when the stat cards show their numbers against when the chart's chunk
 * (apexcharts) has arrived, both in ms since the navigation: the numbers must not wait for the chart.
 * @param {import('../../scripts/lib/slow-phone.d.mts').BrowserContext} context
 */
async function watchStatsAndChart(context) {
  /** @type {Set<string>} */
  const chartFiles = new Set();
  /** @type {Promise<unknown>[]} */
  const reading = [];
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().includes('/remotes/admin/')) return;
    reading.push(
      response
        .text()
        .then((body) => {
          if (body.includes('apexcharts')) chartFiles.add(response.url());
        })
        .catch(() => undefined),
    );
  });
  await context.addInitScript(() => {
    const digit = /[0-9\u0660-\u0669\u06f0-\u06f9]/;
    const observer = new MutationObserver(() => {
      const numbers = [...document.querySelectorAll('main dl dd')];
      if (numbers.length >= 4 && numbers.every((dd) => digit.test(dd.textContent ?? ''))) {
        Object.defineProperty(globalThis, '__ymStatsAt', { value: performance.now() });
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  return {
    /** @param {import('../../scripts/lib/slow-phone.d.mts').Page} page */
    inspect: async (page) => {
      // The chart is drawn once the income answer is in, possibly after the network was idle a while.
      await page
        .locator('.apexcharts-canvas')
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(() => undefined);
      await Promise.all(reading);
      return page.evaluate(
        (files) => ({
          statsAt: /** @type {number | undefined} */ (Reflect.get(globalThis, '__ymStatsAt')) ?? null,
          chartAt:
            Math.max(
              0,
              ...files.map((file) =>
                Math.max(
                  0,
                  ...performance
                    .getEntriesByName(file)
                    .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd),
                ),
              ),
            ) || null,
        }),
        [...chartFiles],
      );
    },
  };
}

/**
 * BENCH_VERBOSE: when each file the page asked for started and finished (ms since the navigation), in the order
 * they finished — the chain before the first screen.
 * @param {import('../../scripts/lib/slow-phone.d.mts').Page} page
 */
function timeline(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /** @type {PerformanceResourceTiming} */ (entry))
      .sort((a, b) => a.responseEnd - b.responseEnd)
      .map(
        (entry) =>
          `${entry.startTime.toFixed(0).padStart(5)}–${entry.responseEnd.toFixed(0).padStart(5)} ms ` +
          `${entry.initiatorType.padEnd(6)} ${new URL(entry.name).pathname}`,
      ),
  );
}

/** The median figures of a variant's loads. */
function figuresOf(loads) {
  const lcps = loads.map((l) => l.lcp).filter((v) => v !== null);
  return {
    lcp: lcps.length ? median(lcps) : null,
    cls: median(loads.map((l) => l.cls)),
    tbt: median(loads.map((l) => l.tbt)),
    lcps,
    loads,
  };
}

/**
 * `runs` cold loads of one route in one language for each variant, taken in turn (before, after, before, …) so a
 * change in the machine's load weighs on both alike; the median figures of each.
 */
async function measure(browser, url, locale, session, variants) {
  /** @type {Map<boolean, unknown[]>} */
  const loads = new Map(variants.map((baseline) => [baseline, []]));
  for (let i = 0; i < runs; i += 1)
    for (const baseline of variants) {
      /** @type {{ inspect?: (page: import('../../scripts/lib/slow-phone.d.mts').Page) => Promise<object> }} */
      let watched = {};
      const prepare = prepareFor({ url, session, baseline });
      loads.get(baseline)?.push(
        await slowPhoneLoad(browser, url, {
          locale,
          // The page has shown its main landmark (a signed-in area's, once the session is in its storage).
          waitFor: 'main',
          prepare: async (context) => {
            await prepare(context);
            if (url.endsWith('/admin/dashboard')) watched = await watchStatsAndChart(context);
          },
          inspect: async (page) => ({
            ...(await (watched.inspect?.(page) ?? Promise.resolve({}))),
            ...(verbose ? { timeline: await timeline(page) } : {}),
          }),
        }),
      );
    }
  return new Map([...loads].map(([baseline, taken]) => [baseline, figuresOf(taken)]));
}

const cell = ({ lcp, cls, tbt }) =>
  `${lcp === null ? 'n/a'.padStart(5) : lcp.toFixed(0).padStart(5)} ${mark(lcp, goals.lcp)} ${cls.toFixed(3)} ${mark(cls, goals.cls)}` +
  ` ${tbt.toFixed(0).padStart(5)}`;

async function main() {
  const platform = await benchPlatform();
  const browser = await launchBrowser();
  try {
    const base = platform.baseUrl;
    const post = await blogPostPath(base);
    /** @type {{ route: string, label?: string, session?: ReturnType<typeof storedSession> }[]} */
    const visits = [
      '/',
      '/login',
      '/register',
      '/subscription',
      '/blog',
      ...(post ? [post] : []),
      '/faqs',
      '/about-islam',
      '/Contact',
      '/set-password',
      '/unauthorized',
    ].map((route) => ({ route, label: route === post ? '/blog/{slug}' : route }));
    // A parent who confirmed their address (the outbox at hand) and has seen the dashboard once in this browser: as
    // most who open the app again.
    const { parent } = await newFamily(base, 'shift', { dataDir: platform.dataDir });
    visits.push({
      route: '/parent',
      label: parent.user.emailVerified ? '/parent' : '/parent (unconfirmed)',
      session: await sessionAfterDashboard(browser, base, storedSession(parent)),
    });
    visits.push({
      route: '/child',
      session: storedSession(await childLogin(base, (await newFamily(base, 'kid')).child)),
    });
    visits.push({ route: '/admin/dashboard', session: storedSession(await adminLogin(base)) });
    const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());

    console.log(
      `slow phone, every public page and each area's first screen (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU, ` +
        `412 × 823; median of ${runs} cold loads; goals LCP ≤ ${goals.lcp.toLocaleString('en')} ms, CLS ≤ ${goals.cls})` +
        (plain ? '; "before": without the prerendering / the area hints, same run' : ''),
    );
    console.log(
      `  ${'route'.padEnd(30)} ${plain ? 'variant '.padEnd(8) : ''}` +
        languages
          .map(([lang]) => `${`LCP ms ${lang}`.padStart(13)}  ${`CLS ${lang}`.padEnd(11)}${`TBT ${lang}`.padStart(7)}`)
          .join(' '),
    );
    for (const { route, label = route, session } of visits) {
      if (only && !only.includes(route) && !only.includes(label)) continue;
      const variants = plain ? [true, false] : [false];
      const url = `${base}${route}`;
      const byLocale = [];
      for (const [, locale] of languages) byLocale.push(await measure(browser, url, locale, session, variants));
      for (const baseline of variants) {
        const figures = byLocale.map(
          (measured) => /** @type {ReturnType<typeof figuresOf>} */ (measured.get(baseline)),
        );
        const name = session ? `${route} (signed in)` : label;
        console.log(
          `  ${name.padEnd(30)} ${plain ? (baseline ? 'before' : 'after').padEnd(8) : ''}` +
            figures.map(cell).join('   ') +
            `   (runs: ${figures.map((f) => `LCP ${f.lcps.map((v) => v.toFixed(0)).join(', ')}; CLS ${f.loads.map((l) => l.cls.toFixed(3)).join(', ')}; TBT ${f.loads.map((l) => l.tbt.toFixed(0)).join(', ')}`).join(' | ')})`,
        );
        const timed = figures.flatMap((f) => f.loads).filter((load) => load.statsAt !== undefined);
        if (timed.length) {
          const at = (key) => timed.map((load) => load[key]).filter((value) => typeof value === 'number');
          const statsAt = at('statsAt');
          const chartAt = at('chartAt');
          console.log(
            `      stat numbers shown at ${statsAt.length ? median(statsAt).toFixed(0) : 'n/a'} ms, the chart's chunk ` +
              `(apexcharts) arrived at ${chartAt.length ? median(chartAt).toFixed(0) : 'n/a'} ms (medians of ` +
              `${timed.length} loads; numbers first in ${timed.filter((l) => l.statsAt !== null && (l.chartAt === null || l.statsAt < l.chartAt)).length})`,
          );
        }
        if (verbose)
          for (const load of figures.flatMap((f) => f.loads)) {
            console.log(`      LCP ${load.lcp?.toFixed(0) ?? 'n/a'} ms, element: ${load.lcpElement ?? 'none'}`);
            console.log(`      candidates: ${load.candidates.join(' → ')}`);
            if (process.env.BENCH_VERBOSE === '2')
              for (const line of load.timeline ?? []) console.log(`        ${line}`);
            for (const shift of load.shifts)
              console.log(
                `      shift ${shift.value.toFixed(3)} at ${shift.at.toFixed(0)} ms: ${shift.sources.join(' | ')}`,
              );
          }
      }
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
