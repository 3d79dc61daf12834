#!/usr/bin/env node
// Offline bench (figures, not pass/fail), issue 14's "download speed of a 50 MB video" and "cache size of the child
// area". The admin uploads a generated video of BENCH_OFFLINE_MB (default 50) MB; a new family's child, signed in
// in Chromium, waits until the shell's service worker controls the page and keeps the child area, then presses
// 'Download to this device' on the video's page: the time from the click to '✓ On this device.' (median of
// BENCH_RUNS, default 3; the download is deleted from 'My downloads' between runs, as the child would). Baselines in
// the same run, so the figure reads as a ratio on a noisy machine: the same file fetched by the page
// (`fetch(url).then((r) => r.arrayBuffer())`), and the same file served by nginx when it is installed. Then the
// Cache Storage caches: each one's entries and bytes once the child area is kept, and after the download.
// Against a running platform: BENCH_URL=http://localhost:8080 node shell/bench/offline.mjs (admin from
// BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD). Without BENCH_URL it starts one on a temporary data directory.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import { MiB, generateVideo, thumbnailPng, uploadVideo } from '../../scripts/lib/bench-video.mjs';
import { nginxAvailable, startNginx } from '../../scripts/lib/nginx.mjs';
import { cacheSizes, childAreaKeptOffline } from '../../scripts/lib/offline-caches.mjs';

const sizeMb = Number(process.env.BENCH_OFFLINE_MB || 50);
const runs = Number(process.env.BENCH_RUNS || 3);
const downloadsCache = 'ym-downloads-v1';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mbPerSecond = (bytes, ms) => bytes / MiB / (ms / 1000);

/** The admin's upload of the generated file, through the platform's URL as the admin screen sends it. */
async function uploadBenchVideo(baseUrl, videoFile) {
  const admin = await adminLogin(baseUrl);
  const suffix = Date.now().toString(36);
  const category = await apiCall(baseUrl, 'POST', '/api/Category', { name: `Bench ${suffix}` }, admin.token);
  if (!category.ok) throw new Error(`creating the bench category answered ${category.status}`);
  const title = `Bench offline video ${suffix}`;
  const uploaded = await uploadVideo(
    `${baseUrl}/api/videos/upload`,
    admin.token,
    { title, description: 'A generated video for the offline bench', category: (await category.json()).id },
    thumbnailPng,
    videoFile,
  );
  if (uploaded.status !== 201) throw new Error(`the upload answered ${uploaded.status}: ${uploaded.body}`);
  const video = JSON.parse(uploaded.body);
  return { id: video.id, title, videoUrl: video.video_url };
}

/** The child's press of 'Download to this device' on the video's page until '✓ On this device.' (ms). */
async function timeDownload(page, baseUrl, video) {
  await page.goto(`${baseUrl}/child/video/${video.id}`, { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: 'Download to this device' });
  await button.waitFor();
  const started = performance.now();
  await button.click();
  await page.getByText('✓ On this device.').waitFor({ timeout: 300_000 });
  return performance.now() - started;
}

/** The child deletes the download from 'My downloads'; resolves once its file has left the downloads cache. */
async function deleteDownload(page, baseUrl, video) {
  await page.goto(`${baseUrl}/child/downloads`, { waitUntil: 'networkidle' });
  const remove = page.getByRole('button', { name: `Delete ${video.title}` });
  await remove.click();
  await remove.waitFor({ state: 'detached' });
  await page.waitForFunction(
    async ({ name, url }) => !(await (await caches.open(name)).match(new URL(url, location.href).href)),
    { name: downloadsCache, url: video.videoUrl },
    { polling: 100, timeout: 30_000 },
  );
}

/** The same file fetched by the page itself, read to the end (ms). */
function timeFetch(page, url) {
  return page.evaluate(async (href) => {
    const started = performance.now();
    const body = await fetch(href).then((response) => response.arrayBuffer());
    return { ms: performance.now() - started, bytes: body.byteLength };
  }, url);
}

/** The nginx baseline: the generated file served by nginx, fetched by a page of nginx's origin (ms per run). */
async function nginxFetches(browser, videoFile) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'young-minds-nginx-'));
  const root = path.join(workDir, 'www');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html lang="en"><title>baseline</title></html>');
  copyFileSync(videoFile, path.join(root, 'video.webm'));
  const nginx = await startNginx({ root, workDir, probe: '/index.html' });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${nginx.baseUrl}/index.html`);
    const times = [];
    for (let i = 0; i < runs; i += 1) times.push((await timeFetch(page, `${nginx.baseUrl}/video.webm`)).ms);
    return times;
  } finally {
    await context.close();
    await nginx.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

function printCaches(label, sizes) {
  console.log(`  ${label}:`);
  const names = Object.keys(sizes).sort();
  if (names.length === 0) console.log('    (no caches)');
  for (const name of names)
    console.log(
      `    ${name.padEnd(16)} ${String(sizes[name].entries).padStart(4)} entries  ${(sizes[name].bytes / 1024).toFixed(1).padStart(10)} KB`,
    );
}

function printSpeed(label, bytes, times) {
  const middle = median(times);
  console.log(
    `  ${label.padEnd(34)} median ${mbPerSecond(bytes, middle).toFixed(0).padStart(4)} MB/s ` +
      `(${(middle / 1000).toFixed(2)} s; runs: ${times.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
  );
  return middle;
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'young-minds-offline-bench-'));
  const videoFile = path.join(work, 'bench.webm');
  const bytes = sizeMb * MiB;
  await generateVideo(videoFile, bytes);
  const platform = await benchPlatform();
  const browser = await launchBrowser();
  try {
    const { baseUrl } = platform;
    const video = await uploadBenchVideo(baseUrl, videoFile);
    const child = await childLogin(baseUrl, (await newFamily(baseUrl, 'offline')).child);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await signInContext(context, storedSession(child));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/child`);
    await childAreaKeptOffline(page);
    await page.waitForLoadState('networkidle');
    const kept = await cacheSizes(page);

    const downloads = [];
    const fetches = [];
    let afterDownload = {};
    for (let i = 0; i < runs; i += 1) {
      downloads.push(await timeDownload(page, baseUrl, video));
      afterDownload = await cacheSizes(page);
      await deleteDownload(page, baseUrl, video);
      // The baseline in turn with each download, so both see the same load on the machine.
      const fetched = await timeFetch(page, `${baseUrl}${video.videoUrl}`);
      if (fetched.bytes !== bytes) throw new Error(`the page fetched ${fetched.bytes} bytes, not ${bytes}`);
      fetches.push(fetched.ms);
    }
    await context.close();

    console.log(`offline bench: ${baseUrl}, a ${sizeMb} MB video (${runs} runs)`);
    const download = printSpeed("'Download to this device' → ✓", bytes, downloads);
    const fetched = printSpeed('page fetch → arrayBuffer (platform)', bytes, fetches);
    console.log(`  download / page fetch: ${(download / fetched).toFixed(2)}× the time`);
    if (nginxAvailable) {
      const nginx = printSpeed('page fetch → arrayBuffer (nginx)', bytes, await nginxFetches(browser, videoFile));
      console.log(`  download / nginx fetch: ${(download / nginx).toFixed(2)}× the time`);
    } else console.log('  nginx baseline: not installed (apt-get install nginx-light), no ratio');
    console.log('child area cache (Cache Storage of the origin):');
    printCaches('once the service worker kept the child area', kept);
    printCaches('after the download', afterDownload);
  } finally {
    await browser.close();
    await platform.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
