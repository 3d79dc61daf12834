// The public pages on a slow phone (issue 33): each public route, in English and in Arabic, loaded cold on
// Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU, 412×823), with its FCP, LCP, CLS
// and the main thread's blocking time (long tasks beyond 50 ms, summed until the page is idle). Figures only.
// Starts the platform on a throwaway data directory (or BENCH_URL), publishes one blog post as the admin, and
// prints a median per route and language (BENCH_PAGE_RUNS cold loads each, default 3; BENCH_PAGES=/login,/faqs
// to measure a few). BENCH_PLAIN=1 measures the same pages without their prerendering, as every page but `/` was
// before issue 33: the browser carries the cookie of someone logged in (`ym-signed-in`), so the gateway sends the
// plain shell page, and the public area renders in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminLogin, benchPlatform, launchBrowser } from './lib/bench-platform.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_PAGE_RUNS || 3);

/** A post to read at /blog/{slug}: published today by the admin, with a small banner. */
async function publishPost(baseUrl) {
  const { token } = await adminLogin(baseUrl);
  const title = `Bench post ${Date.now().toString(36)}`;
  const form = new FormData();
  form.set('title', title);
  form.set(
    'description',
    Array.from(
      { length: 6 },
      (_, i) => `Paragraph ${i + 1}: stories of the prophets read together at bedtime, one small lesson a night.`,
    ).join('\n\n'),
  );
  form.set('publish_date', new Date().toISOString().slice(0, 10));
  form.set('category', 'Stories');
  form.set('is_published', 'true');
  const png = readFileSync(path.join(repoRoot, 'shell', 'public', 'icons', 'icon-192.png'));
  form.set('banner_image', new Blob([png], { type: 'image/png' }), 'banner.png');
  const res = await fetch(`${baseUrl}/api/blogs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`publishing the bench post answered ${res.status}: ${await res.text()}`);
  const body = /** @type {{ blog: { slug: string } }} */ (await res.json());
  return body.blog.slug;
}

/** One cold load on the slow phone, as a first-time visitor whose browser reads `locale`. */
async function slowPhoneLoad(browser, url, locale) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  if (process.env.BENCH_PLAIN)
    await context.addCookies([{ name: 'ym-signed-in', value: '1', url: new URL(url).origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = /** @type {{ __longTasks?: number }} */ (/** @type {unknown} */ (globalThis));
    w.__longTasks = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks = (w.__longTasks ?? 0) + Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          let lcp = null;
          let cls = 0;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            lcp = entries[entries.length - 1]?.startTime ?? lcp;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of /** @type {Array<PerformanceEntry & { value: number, hadRecentInput: boolean }>} */ (
              list.getEntries()
            ))
              if (!entry.hadRecentInput) cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          const heading = globalThis.document.querySelector('h1')?.textContent?.trim() ?? null;
          const tbt = /** @type {{ __longTasks?: number }} */ (/** @type {unknown} */ (globalThis)).__longTasks ?? 0;
          setTimeout(
            () => resolve({ fcp, lcp, cls, tbt, heading, lang: globalThis.document.documentElement.lang }),
            500,
          );
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

const platform = await benchPlatform();
const browser = await launchBrowser();
try {
  const slug = await publishPost(platform.baseUrl);
  const all = [
    '/',
    '/login',
    '/register',
    '/subscription',
    '/blog',
    `/blog/${slug}`,
    '/faqs',
    '/about-islam',
    '/Contact',
  ];
  const wanted = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
  const pages = wanted
    ? all.filter((p) =>
        wanted.some((w) => p === w || (w === '/blog/{slug}' && p.startsWith('/blog/') && p !== '/blog')),
      )
    : all;
  console.log(
    `public pages on a slow phone (150 ms RTT, 1.6 Mbps, 4× CPU, 412×823; median of ${runs} cold loads)${process.env.BENCH_PLAIN ? ' — without prerendering (the plain shell page)' : ''}`,
  );
  console.log('  page                 lang  FCP ms  LCP ms   CLS    TBT ms  h1');
  for (const page of pages)
    for (const locale of ['en-GB', 'ar-EG']) {
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await slowPhoneLoad(browser, `${platform.baseUrl}${page}`, locale));
      const pick = (key) => median(loads.map((l) => l[key]).filter((v) => v !== null));
      const label = page.startsWith('/blog/') && page !== '/blog' ? '/blog/{slug}' : page;
      console.log(
        `  ${label.padEnd(20)} ${locale.slice(0, 2).padEnd(4)} ${String(Math.round(pick('fcp'))).padStart(6)}  ${String(Math.round(pick('lcp'))).padStart(6)}  ${pick('cls').toFixed(3)}  ${String(Math.round(pick('tbt'))).padStart(6)}  ${loads[0]?.lang} ${loads[0]?.heading ?? '-'}`,
      );
      if (process.env.BENCH_VERBOSE)
        console.log(`    runs: ${loads.map((l) => `${Math.round(l.lcp ?? -1)}/${l.cls.toFixed(3)}`).join(', ')}`);
    }
} finally {
  await browser.close();
  await platform.stop();
}
