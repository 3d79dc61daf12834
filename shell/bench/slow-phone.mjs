#!/usr/bin/env node
// Front-end bench (not a test), issue 33: every public page, and the first screen of each signed-in area (the parent
// dashboard /parent, the child's home /child, the admin dashboard /admin/dashboard), opened cold on Lighthouse's
// slow phone (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU, 412 × 823): the median LCP and CLS of
// BENCH_SLOW_RUNS (default 3) cold loads, each beside its goal (LCP ≤ 2,500 ms, CLS ≤ 0.1) with a pass/miss mark.
// CLS is every shift not caused by input, summed over the whole load (stricter than Lighthouse's worst window).
// BENCH_LOCALE=ar opens them in an Arabic browser (default: English). BENCH_VERBOSE=1 also prints, per route, the LCP element and each shift with the nodes that moved.
// Against a running platform: BENCH_URL=http://localhost:8080 node shell/bench/slow-phone.mjs; without it the bench
// starts one with the README's start command on a temporary data directory and free ports. BENCH_ROUTES=/login,/parent
// measures only those.
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
const locale = process.env.BENCH_LOCALE || 'en-GB';
const goals = { lcp: 2_500, cls: 0.1 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The newest published post's address (the seeded posts on a fresh platform), for /blog/{slug}. */
async function blogPostPath(baseUrl) {
  const answer = await (await apiCall(baseUrl, 'GET', '/api/blogs?pageSize=1')).json();
  const post = answer?.data?.[0];
  const slug = post?.slug;
  return slug ? `/blog/${slug}` : null;
}

const mark = (value, goal) => (value !== null && value <= goal ? 'pass' : 'MISS');

async function main() {
  const platform = await benchPlatform();
  const browser = await launchBrowser();
  try {
    const base = platform.baseUrl;
    const post = await blogPostPath(base);
    /** @type {{ route: string, session?: ReturnType<typeof storedSession> }[]} */
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
    ].map((route) => ({ route }));
    visits.push({ route: '/parent', session: storedSession((await newFamily(base, 'shift')).parent) });
    visits.push({
      route: '/child',
      session: storedSession(await childLogin(base, (await newFamily(base, 'kid')).child)),
    });
    visits.push({ route: '/admin/dashboard', session: storedSession(await adminLogin(base)) });
    const only = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());

    console.log(
      `slow phone, every public page and each area's first screen (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU, ` +
        `412 × 823, ${locale}; median of ${runs} cold loads; goals LCP ≤ ${goals.lcp.toLocaleString('en')} ms, CLS ≤ ${goals.cls})`,
    );
    console.log(`  ${'route'.padEnd(44)} ${'LCP'.padStart(8)}       ${'CLS'.padStart(6)}`);
    for (const { route, session } of visits) {
      if (only && !only.includes(route)) continue;
      const loads = [];
      for (let i = 0; i < runs; i += 1)
        loads.push(
          await slowPhoneLoad(browser, `${base}${route}`, {
            locale,
            // The page has shown its main landmark (a signed-in area's, once the session is in its storage).
            waitFor: 'main',
            prepare: session ? (context) => signInContext(context, session) : undefined,
          }),
        );
      const lcps = loads.map((l) => l.lcp).filter((v) => v !== null);
      const lcp = lcps.length ? median(lcps) : null;
      const cls = median(loads.map((l) => l.cls));
      const label = session ? `${route} (signed in)` : route;
      console.log(
        `  ${label.padEnd(44)} ${lcp === null ? 'n/a'.padStart(5) : lcp.toFixed(0).padStart(5)} ms ${mark(lcp, goals.lcp)}  ` +
          `${cls.toFixed(3).padStart(6)} ${mark(cls, goals.cls)}   (runs: LCP ${lcps.map((v) => v.toFixed(0)).join(', ')}; ` +
          `CLS ${loads.map((l) => l.cls.toFixed(3)).join(', ')})`,
      );
      if (verbose)
        for (const load of loads.slice(0, 1)) {
          console.log(`      LCP element: ${load.lcpElement ?? 'none'}`);
          for (const shift of load.shifts)
            console.log(
              `      shift ${shift.value.toFixed(3)} at ${shift.at.toFixed(0)} ms: ${shift.sources.join(' | ')}`,
            );
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
