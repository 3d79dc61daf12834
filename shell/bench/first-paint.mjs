#!/usr/bin/env node
// Front-end bench (not a test): what the home page `/` costs a first-time visitor.
// First, issue 37's figure: every script a first visit of `/` fetches (until the network is idle and 1.5 s more,
// unthrottled, no scrolling) at a phone's, two laptops' and a desktop's viewport, as sent, with the largest files
// (BENCH_VERBOSE=1: every file; BENCH_FIRST_VISIT_ONLY=1: that figure alone). Then:
// Prints the JS and CSS fetched for the first paint of `/` (bytes on the wire as the gateway sent them, beside the
// same files uncompressed, gzip -9 and brotli 11) and the home page's FCP and LCP in Chromium (median of several
// cold loads); the home page's LCP and CLS on a slow phone (Lighthouse's mobile profile, median of
// BENCH_SLOW_RUNS=5 cold loads) beside the same page rendered as static HTML served by nginx (what prerendering
// would give); what the gateway compresses (assets, API JSON, never media); the chart chunks; then a logged-in
// admin's first visit of /admin/dashboard and /admin/parents: the admin remote's JS and the time to the first
// render (h1), the stats and the drawn chart; and a new parent's first visit of /parent (the parent remote's JS,
// whose chart chunk loads only when the dashboard draws a chart); and a child's first visit of /child (the child
// remote's JS) with the time from the home page's 'Continue' tile to the video's first frame.
// Against a running platform: BENCH_URL=http://localhost:8080 pnpm bench:web. Without BENCH_URL it starts one
// with the README's start command on a temporary data directory and free ports, and stops it afterwards.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
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
import { nginxAvailable, startNginx } from '../../scripts/lib/nginx.mjs';
import { slowPhoneLoad } from '../../scripts/lib/slow-phone.mjs';

// The built remotes' chart chunks are read from disk.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runs = Number(process.env.BENCH_RUNS || 5);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Brotli at the build's setting (quality 11): what a precompressing server sends. */
const brotliSize = (body) =>
  brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } })
    .length;

async function measure(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      // What came over the wire: the encoded body (brotli or gzip when the server compressed it).
      const { responseBodySize } = await response.request().sizes();
      const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
      assets.push({
        url: new URL(response.url()).pathname,
        type,
        body,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        wire: responseBodySize,
        encoding,
      });
    } catch {
      // a redirect or an aborted request
    }
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const timings = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        // The scripts that had arrived by the first paint (their bytes on the wire): what the paint may have needed.
        const beforePaint = /** @type {PerformanceResourceTiming[]} */ (
          performance.getEntriesByType('resource')
        ).filter((entry) => entry.initiatorType === 'script' && fcp !== null && entry.responseEnd <= fcp);
        const jsBeforePaint = {
          files: beforePaint.length,
          bytes: beforePaint.reduce((sum, e) => sum + e.encodedBodySize, 0),
        };
        // The page is idle: the buffered entries, delivered in the observer's first call, hold the final
        // candidate. A page that painted nothing contentful never calls it: then no LCP after 2 s.
        const none = setTimeout(() => resolve({ fcp, lcp: null, jsBeforePaint }), 2_000);
        new PerformanceObserver((list, observer) => {
          const entries = list.getEntries();
          clearTimeout(none);
          observer.disconnect();
          resolve({ fcp, lcp: entries[entries.length - 1]?.startTime ?? null, jsBeforePaint });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { assets, ...timings };
}

/** The viewports issue 37 measures the first visit of `/` at: a phone, two laptops, a desktop. */
const firstVisitViewports = [
  { width: 412, height: 823, isMobile: true },
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/**
 * Issue 37's "JS on the wire for a first visit of `/`": every script the page asks for, unthrottled, until the
 * network has been idle and 1.5 s more (what loads after the first paint counts too: the blog preview, anything
 * below the fold), as sent (the encoded body). No scrolling.
 */
async function firstVisit(browser, baseUrl, { isMobile = false, ...viewport }) {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then(
        ({ responseBodySize }) => ({ url: new URL(request.url()).pathname, wire: responseBodySize }),
        () => null,
      ),
    );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s) => s !== null);
  await context.close();
  return scripts.sort((a, b) => b.wire - a.wire);
}

async function printFirstVisit(browser, baseUrl) {
  console.log('first visit of / (issue 37: every script until the network is idle + 1.5 s, as sent, no scrolling)');
  for (const viewport of firstVisitViewports) {
    const scripts = await firstVisit(browser, baseUrl, viewport);
    const sum = scripts.reduce((total, s) => total + s.wire, 0);
    console.log(
      `  ${viewport.width} × ${viewport.height}: ${kb(sum)} in ${scripts.length} files — goal ≤ 130 KB; the largest: ` +
        scripts
          .slice(0, process.env.BENCH_VERBOSE ? scripts.length : 10)
          .map((s) => `${kb(s.wire)} ${s.url}`)
          .join(', '),
    );
  }
}

/**
 * The home page as it looks once rendered, as one static HTML file (its CSS inlined, no script): what build-time
 * prerendering would send. Served by nginx, it is the slow-phone baseline: the LCP a page needs no JS for.
 */
async function renderedHome(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  const html = await page.evaluate(() => {
    const css = [...document.styleSheets]
      .map((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        } catch {
          return '';
        }
      })
      .join('\n');
    const body = /** @type {HTMLElement} */ (document.body.cloneNode(true));
    for (const script of body.querySelectorAll('script')) script.remove();
    // Images keep coming from the platform (absolute URLs).
    for (const img of body.querySelectorAll('img')) img.setAttribute('src', img.src);
    return `<!doctype html><html lang="${document.documentElement.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${document.title}</title><style>${css}</style></head><body>${body.innerHTML}</body></html>`;
  });
  await context.close();
  return html;
}

const slowRuns = Number(process.env.BENCH_SLOW_RUNS || 5);

async function printSlowPhone(browser, baseUrl) {
  const loads = [];
  for (let i = 0; i < slowRuns; i += 1) loads.push(await slowPhoneLoad(browser, `${baseUrl}/`));
  const lcps = loads.map((l) => l.lcp).filter((v) => v !== null);
  const clss = loads.map((l) => l.cls);
  console.log(`  slow phone (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU; ${slowRuns} cold loads):`);
  console.log(
    `    LCP median ${lcps.length ? `${median(lcps).toFixed(0)} ms` : 'n/a'} (runs: ${lcps.map((v) => v.toFixed(0)).join(', ')}) — goal ≤ 1800 ms`,
  );
  console.log(
    `    CLS median ${median(clss).toFixed(3)} (runs: ${clss.map((v) => v.toFixed(3)).join(', ')}) — goal ≤ 0.05`,
  );
  if (!nginxAvailable) {
    console.log('    baseline: nginx not installed (apt-get install nginx-light)');
    return;
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'young-minds-prerendered-'));
  const root = path.join(workDir, 'www');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), await renderedHome(browser, baseUrl));
  const nginx = await startNginx({ root, workDir, probe: '/index.html' });
  try {
    const baseline = [];
    for (let i = 0; i < slowRuns; i += 1) baseline.push(await slowPhoneLoad(browser, `${nginx.baseUrl}/index.html`));
    const baseLcps = baseline.map((l) => l.lcp).filter((v) => v !== null);
    console.log(
      `    baseline: the same page rendered, as static HTML with its CSS and no JS (what prerendering would send), ` +
        `from nginx: LCP median ${baseLcps.length ? `${median(baseLcps).toFixed(0)} ms` : 'n/a'} ` +
        `(runs: ${baseLcps.map((v) => v.toFixed(0)).join(', ')}), CLS median ${median(baseline.map((l) => l.cls)).toFixed(3)}`,
    );
  } finally {
    await nginx.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** GET with the raw bytes kept (fetch would decode them): the status, the headers and the size on the wire. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What the gateway does with Accept-Encoding: built assets, the page, an API list, a media file. */
async function printCompression(baseUrl, firstPaint, { token, videoUrl }) {
  const browserLike = 'br, gzip, deflate';
  const script = firstPaint
    .filter((a) => a.type === 'script' && /[.-][0-9a-f]{8,}\.js$/.test(a.url))
    .sort((a, b) => b.bytes - a.bytes)[0];
  console.log('compression (goal: assets precompressed and sent by Accept-Encoding; API JSON above 1 KB; never media)');
  if (script) {
    const [br, gz, plain] = await Promise.all([
      rawGet(`${baseUrl}${script.url}`, { 'accept-encoding': browserLike }),
      rawGet(`${baseUrl}${script.url}`, { 'accept-encoding': 'gzip' }),
      rawGet(`${baseUrl}${script.url}`),
    ]);
    console.log(
      `  ${script.url}: ${kb(br.bytes)} ${br.headers['content-encoding'] ?? 'plain'}, ${kb(gz.bytes)} ${gz.headers['content-encoding'] ?? 'plain'}; ` +
        `baseline (no Accept-Encoding): ${kb(plain.bytes)}; Cache-Control "${br.headers['cache-control']}", Vary "${br.headers.vary ?? ''}"`,
    );
  }
  const page = await rawGet(`${baseUrl}/`, { accept: 'text/html', 'accept-encoding': browserLike });
  console.log(
    `  / (index.html): ${kb(page.bytes)} ${page.headers['content-encoding'] ?? 'plain'}, Cache-Control "${page.headers['cache-control']}"`,
  );
  const manifest = await rawGet(`${baseUrl}/remotes/public/mf-manifest.json`, { 'accept-encoding': browserLike });
  console.log(
    `  /remotes/public/mf-manifest.json: ${kb(manifest.bytes)} ${manifest.headers['content-encoding'] ?? 'plain'}, Cache-Control "${manifest.headers['cache-control']}"`,
  );
  const auth = { authorization: `Bearer ${token}` };
  // A child's lists (a fresh platform holds a few rows each) and the API's reference, the largest JSON answer.
  for (const list of [
    '/api/videos?pageSize=50',
    '/api/books?pageSize=50',
    '/api/blogs?pageSize=50',
    '/api/openapi.json',
  ]) {
    const [compressed, plain] = await Promise.all([
      rawGet(`${baseUrl}${list}`, { ...auth, 'accept-encoding': browserLike }),
      rawGet(`${baseUrl}${list}`, auth),
    ]);
    if (compressed.status !== 200) continue;
    console.log(
      `  GET ${list}: ${kb(compressed.bytes)} ${compressed.headers['content-encoding'] ?? 'plain'}; baseline (no Accept-Encoding): ${kb(plain.bytes)}`,
    );
  }
  const media = await rawGet(`${baseUrl}${videoUrl}`, { range: 'bytes=0-65535', 'accept-encoding': browserLike });
  console.log(
    `  ${videoUrl} (Range 64 KB): ${media.status}, Content-Encoding ${media.headers['content-encoding'] ?? 'none'} (goal: none)`,
  );
}

/** The charts' chunks in the built admin and parent remotes: the one chunk of each holding ApexCharts. */
function printChartChunks() {
  console.log('chart chunks (goal ≤ 100 KB compressed each)');
  for (const area of ['admin', 'parent']) {
    const dir = path.join(repoRoot, `mfe-${area}`, 'dist', 'static', 'js', 'async');
    if (!existsSync(dir)) continue;
    const chunks = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join(dir, name))
      .filter((file) => statSync(file).size > 50 * 1024 && readFileSync(file, 'utf8').includes('apexcharts'));
    for (const file of chunks) {
      const body = readFileSync(file);
      const br = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliSize(body);
      console.log(
        `  ${area}: ${path.basename(file)} ${kb(body.length)}, ${kb(br)} brotli (${kb(gzipSync(body, { level: 9 }).length)} gzip)`,
      );
    }
  }
}

/** A new parent with one child, registered through the API as the register form and Add Child would. */
async function parentSession(baseUrl) {
  return storedSession((await newFamily(baseUrl, 'parent')).parent);
}

/**
 * A new family's child, logged in with its username, who has started a video (so Home shows it under
 * 'Continue'), as the child area would have recorded it.
 */
async function childSession(baseUrl) {
  const session = await childLogin(baseUrl, (await newFamily(baseUrl, 'family')).child);
  const videos = await (await apiCall(baseUrl, 'GET', '/api/videos', undefined, session.token)).json();
  const video = videos.data[0];
  if (!video) throw new Error('no video for the bench child');
  const started = await apiCall(
    baseUrl,
    'PUT',
    '/api/progress/me',
    { contentType: 'video', contentId: video.id, positionSeconds: 1 },
    session.token,
  );
  if (!started.ok) throw new Error(`recording the bench child's video answered ${started.status}`);
  return { session: storedSession(session), videoUrl: video.video_url };
}

/**
 * When the first frame of a <video> is decoded (resolves with performance.now()): whichever comes first, a frame
 * handed to the compositor or the element saying it has the current frame's data (a paused video that only seeked
 * to its saved place may present no frame to `requestVideoFrameCallback`).
 */
function firstFrameOf(video) {
  return new Promise((resolve) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      resolve(performance.now());
    };
    if (video.readyState >= 2) return once();
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(once);
    video.addEventListener('loadeddata', once, { once: true });
    video.addEventListener('canplay', once, { once: true });
  });
}

/**
 * The baseline of the first-frame figure, in the same run: the same video file served by nginx, and a page whose
 * button puts a <video> in place on click — the time from the click to the first decoded frame, measured exactly
 * as the child's. What the platform adds on top is the area's routing, the player's chunk and its API calls.
 */
async function nginxFirstFrames(browser, baseUrl, videoUrl) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'young-minds-nginx-'));
  const root = path.join(workDir, 'www');
  mkdirSync(root);
  const extension = path.extname(new URL(videoUrl, baseUrl).pathname);
  writeFileSync(
    path.join(root, `video${extension}`),
    Buffer.from(await (await fetch(`${baseUrl}${videoUrl}`)).arrayBuffer()),
  );
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><title>baseline</title><main><button id="go">Continue</button></main><script>
document.getElementById('go').onclick = () => {
  const video = document.createElement('video');
  video.muted = true; video.playsInline = true; video.preload = 'auto'; video.src = '/video${extension}';
  document.querySelector('main').append(video);
};</script></html>`,
  );
  const nginx = await startNginx({ root, workDir, probe: '/index.html' });
  try {
    const frames = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${nginx.baseUrl}/index.html`, { waitUntil: 'networkidle' });
      const clicked = await page.evaluate(() => performance.now());
      await page.click('#go');
      const framed = await page.locator('main video').evaluate(firstFrameOf);
      frames.push(framed - clicked);
      await context.close();
    }
    return frames;
  } finally {
    await nginx.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * A cold first visit of /<area>/<screen> by a logged-in user: the JS fetched (the area's remote files apart),
 * and the time from navigation start to the screen's h1, and on the admin dashboard to the stats and the chart.
 */
async function measureArea(browser, baseUrl, session, area, screen) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, session);
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      assets.push({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body).length });
    } catch {
      // a redirect or an aborted request
    }
  });
  await page.goto(`${baseUrl}/${area}${screen ? `/${screen}` : ''}`);
  await page.locator('h1').first().waitFor();
  const heading = await page.evaluate(() => performance.now());
  let stats = null;
  let chart = null;
  let firstFrame = null;
  if (area === 'admin' && screen === 'dashboard') {
    await page.waitForFunction(() => !document.body.innerText.includes('...'));
    stats = await page.evaluate(() => performance.now());
    await page.locator('.apexcharts-canvas').first().waitFor();
    chart = await page.evaluate(() => performance.now());
  }
  if (area === 'child') {
    // The home page's 'Continue' tile to the video's first decoded frame.
    await page.waitForLoadState('networkidle');
    const tile = page.locator('main section', { hasText: 'Continue' }).locator('a[href^="/child/video/"]').first();
    const clicked = await page.evaluate(() => performance.now());
    await tile.click();
    const framed = await page.locator('main video').evaluate(firstFrameOf);
    firstFrame = framed - clicked;
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  return { assets, heading, stats, chart, firstFrame };
}

function printArea(results, area, screen) {
  const first = results[0];
  const total = (list, key) => list.reduce((sum, a) => sum + a[key], 0);
  const remote = first.assets.filter((a) => a.url.startsWith(`/remotes/${area}/`));
  const label = `/${area}${screen ? `/${screen}` : ''}`;
  console.log(`${area} bench: first visit of ${label} by a logged-in ${area} (${results.length} cold loads)`);
  console.log(
    `  all JS         : ${first.assets.length} files, ${kb(total(first.assets, 'bytes'))} (${kb(total(first.assets, 'gzip'))} gzip)`,
  );
  console.log(
    `  ${area} remote JS: ${remote.length} files, ${kb(total(remote, 'bytes'))} (${kb(total(remote, 'gzip'))} gzip)`,
  );
  // The chart library is the one chunk over 50 KB gzip; the targets count the remote without it.
  const chartChunks = remote.filter((a) => a.gzip > 50 * 1024);
  if (chartChunks.length) {
    console.log(
      `    of which chunks over 50 KB gz (the chart library): ${chartChunks.map((a) => kb(a.gzip)).join(', ')}`,
    );
    const rest = remote.filter((a) => a.gzip <= 50 * 1024);
    console.log(`    without them: ${kb(total(rest, 'gzip'))} gzip`);
  }
  const line = (label, key) => {
    const values = results.map((r) => r[key]).filter((v) => v !== null);
    if (values.length)
      console.log(
        `  ${label} median ${median(values).toFixed(0)} ms (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`,
      );
  };
  line('h1 shown      ', 'heading');
  line('stats shown   ', 'stats');
  line('chart drawn   ', 'chart');
  line('Continue → first video frame', 'firstFrame');
}

async function printFirstFrameBaseline(browser, baseUrl, videoUrl, areaResults) {
  if (!nginxAvailable) {
    console.log('  nginx baseline: not installed (apt-get install nginx-light), no ratio');
    return;
  }
  const frames = await nginxFirstFrames(browser, baseUrl, videoUrl);
  const ours = median(areaResults.map((r) => r.firstFrame).filter((v) => v !== null));
  const baseline = median(frames);
  console.log(
    `  nginx baseline (same file, a <video> put in place on click): median ${baseline.toFixed(0)} ms ` +
      `(runs: ${frames.map((v) => v.toFixed(0)).join(', ')}); Continue → first frame is ${(ours / baseline).toFixed(1)}× it`,
  );
}

async function main() {
  const platform = await benchPlatform();
  const browser = await launchBrowser();
  try {
    await printFirstVisit(browser, platform.baseUrl);
    if (process.env.BENCH_FIRST_VISIT_ONLY) return;
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measure(browser, platform.baseUrl));
    const first = results[0];
    const scripts = first.assets.filter((a) => a.type === 'script');
    const styles = first.assets.filter((a) => a.type === 'stylesheet');
    const total = (list, key) => list.reduce((sum, a) => sum + a[key], 0);
    const encodings = [...new Set(scripts.map((a) => a.encoding))].join('/');
    console.log(`web bench: ${platform.baseUrl}/ (${runs} cold loads, fresh browser context each)`);
    console.log(
      `  first-paint JS : ${scripts.length} files, ${kb(total(scripts, 'wire'))} on the wire (${encodings}) — goal ≤ 130 KB compressed`,
    );
    console.log(
      `    baseline, the same files: ${kb(total(scripts, 'bytes'))} uncompressed, ${kb(total(scripts, 'gzip'))} gzip -9, ` +
        `${kb(scripts.reduce((sum, a) => sum + brotliSize(a.body), 0))} brotli 11`,
    );
    console.log(
      `    of which arrived before the first paint (FCP; the home page comes prerendered): ${first.jsBeforePaint.files} files, ${kb(first.jsBeforePaint.bytes)}`,
    );
    console.log(
      `  first-paint CSS: ${styles.length} files, ${kb(total(styles, 'wire'))} on the wire (${kb(total(styles, 'bytes'))} uncompressed)`,
    );
    for (const area of ['admin', 'parent', 'child']) {
      const fetched = first.assets.filter((a) => a.url.startsWith(`/remotes/${area}/`));
      console.log(`  ${area} code on /: ${fetched.length} files, ${kb(total(fetched, 'bytes'))} — goal 0`);
    }
    const fcps = results.map((r) => r.fcp).filter((v) => v !== null);
    const lcps = results.map((r) => r.lcp).filter((v) => v !== null);
    console.log(
      `  FCP median ${fcps.length ? `${median(fcps).toFixed(0)} ms` : 'n/a'} (runs: ${fcps.map((v) => v.toFixed(0)).join(', ')}), loopback, no throttling`,
    );
    console.log(
      `  LCP median ${lcps.length ? `${median(lcps).toFixed(0)} ms` : 'n/a'} (runs: ${lcps.map((v) => v.toFixed(0)).join(', ')}), loopback, no throttling`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const a of first.assets)
        console.log(`    ${a.type.padEnd(10)} ${kb(a.wire).padStart(9)} ${a.encoding.padEnd(8)} ${a.url}`);
    await printSlowPhone(browser, platform.baseUrl);

    const visits = [
      { area: 'admin', screen: 'dashboard', session: storedSession(await adminLogin(platform.baseUrl)) },
      { area: 'admin', screen: 'parents', session: storedSession(await adminLogin(platform.baseUrl)) },
      { area: 'parent', screen: '', session: await parentSession(platform.baseUrl) },
    ];
    const child = await childSession(platform.baseUrl);
    visits.push({ area: 'child', screen: '', session: child.session });
    await printCompression(platform.baseUrl, first.assets, {
      token: child.session.state.token,
      videoUrl: child.videoUrl,
    });
    printChartChunks();
    for (const { area, screen, session } of visits) {
      const areaResults = [];
      for (let i = 0; i < runs; i += 1)
        areaResults.push(await measureArea(browser, platform.baseUrl, session, area, screen));
      printArea(areaResults, area, screen);
      if (area === 'child') await printFirstFrameBaseline(browser, platform.baseUrl, child.videoUrl, areaResults);
      if (process.env.BENCH_VERBOSE)
        for (const a of areaResults[0]?.assets ?? []) console.log(`    ${kb(a.gzip).padStart(9)} gz  ${a.url}`);
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
