#!/usr/bin/env node
// Figures, not assertions: how a large video upload streams through the content service.
// Starts the auth service (migrations, bootstrap admin) and then the content service as their own processes on
// a throwaway DATA_DIR and free ports, makes the admin (ADMIN_PASSWORD, then login through the API), creates a
// category, generates a file of BENCH_UPLOAD_MB (default 300) MB — a real WebM EBML header followed by
// padding, so the magic-byte check passes — and uploads it as a video while sampling the content process's
// RSS. Then streams it back (whole file, and one Range) and prints size, MB/s and RSS before/peak/after.
//
//   node scripts/bench-upload.mjs            BENCH_UPLOAD_MB=800 node scripts/bench-upload.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, waitFor, json, rssMb, settledRssMb } from './lib/bench-helpers.mjs';
import { MiB, generateVideo, thumbnailPng, uploadVideo } from './lib/bench-video.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizeMb = Number(process.env.BENCH_UPLOAD_MB || 300);
const sampleEveryMs = 25;

/** Samples a process's RSS until stopped; returns the peak. */
function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, sampleEveryMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/** GETs a URL and counts the bytes without keeping them. */
async function download(url, headers = {}) {
  const response = await fetch(url, { headers });
  let bytes = 0;
  if (response.body)
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (response.body)))
      bytes += chunk.length;
  return { status: response.status, bytes, contentRange: response.headers.get('content-range') };
}

function start(name, entry, env) {
  const tsx = pathToFileURL(createRequire(path.join(repoRoot, 'services', name, 'package.json')).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const fmt = (mb) => `${mb.toFixed(0)} MB`;

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ym-bench-upload-'));
  const dataDir = path.join(work, 'data');
  const [authPort, contentPort] = [await freePort(), await freePort()];
  const adminEmail = 'bench-admin@example.test';
  const password = 'bench-password';
  // ADMIN_PASSWORD: the admin gets its first password at start, unattended (no setup code).
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    AUTH_PORT: String(authPort),
    CONTENT_PORT: String(contentPort),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'warn',
  };
  const authBase = `http://127.0.0.1:${authPort}`;
  const contentBase = `http://127.0.0.1:${contentPort}`;
  let auth;
  let content;
  try {
    const videoFile = path.join(work, 'bench.webm');
    const bytes = sizeMb * MiB;
    let t0 = performance.now();
    await generateVideo(videoFile, bytes);
    console.log(`generated ${sizeMb} MB test video in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // Auth first: it migrates and provisions the admin; content then starts on the migrated database.
    auth = start('auth', 'services/auth/src/index.ts', env);
    await waitFor(`${authBase}/health`, auth);
    content = start('content', 'services/content/src/index.ts', { ...env, SKIP_MIGRATIONS: '1' });
    await waitFor(`${contentBase}/health`, content);

    const { token } = await json(`${authBase}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: adminEmail, password }),
    });
    const category = await json(`${contentBase}/api/Category`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Bench' }),
    });

    const rssBefore = rssMb(content.pid);
    let stopSampling = sampleRss(content.pid);
    t0 = performance.now();
    const uploaded = await uploadVideo(
      `${contentBase}/api/videos/upload`,
      token,
      { title: 'Bench video', description: 'A large generated upload', category: category.id },
      thumbnailPng,
      videoFile,
    );
    const uploadSeconds = (performance.now() - t0) / 1000;
    const uploadPeak = stopSampling();
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${uploaded.body}`);
    const video = JSON.parse(uploaded.body);
    const rssAfterUpload = await settledRssMb(content.pid);

    stopSampling = sampleRss(content.pid);
    t0 = performance.now();
    const full = await download(`${contentBase}${video.video_url}`);
    const downloadSeconds = (performance.now() - t0) / 1000;
    const downloadPeak = stopSampling();
    const ranged = await download(`${contentBase}${video.video_url}`, { range: 'bytes=-1048576' });
    const rssAfter = rssMb(content.pid);

    console.log(`content service pid ${content.pid}; RSS sampled every ${sampleEveryMs} ms from /proc`);
    console.log(
      `upload   ${sizeMb} MB (+ thumbnail) in ${uploadSeconds.toFixed(2)} s = ${(sizeMb / uploadSeconds).toFixed(0)} MB/s → ${uploaded.status} ${video.video_url}`,
    );
    console.log(
      `         RSS before ${fmt(rssBefore)}, peak ${fmt(uploadPeak)} (+${fmt(uploadPeak - rssBefore)}), after ${fmt(rssAfterUpload)}`,
    );
    console.log(
      `download ${(full.bytes / MiB).toFixed(0)} MB in ${downloadSeconds.toFixed(2)} s = ${(full.bytes / MiB / downloadSeconds).toFixed(0)} MB/s → ${full.status}`,
    );
    console.log(`         RSS peak ${fmt(downloadPeak)}, after ${fmt(rssAfter)}`);
    console.log(`range    bytes=-1048576 → ${ranged.status}, ${ranged.bytes} bytes, ${ranged.contentRange}`);
  } finally {
    await stop(content);
    await stop(auth);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
