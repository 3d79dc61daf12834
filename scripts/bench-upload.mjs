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
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, waitFor, json, rssMb, settledRssMb } from './lib/bench-helpers.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizeMb = Number(process.env.BENCH_UPLOAD_MB || 300);
const sampleEveryMs = 25;
const MiB = 1024 * 1024;

// The EBML header every WebM starts with (DocType "webm").
const webmHeader = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);
// A 1×1 PNG for the thumbnail.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f5a1e40000000049454e44ae426082',
  'hex',
);

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

/** Writes `bytes` bytes: the WebM header, then 1 MiB blocks of padding (never the whole file in memory). */
async function generateVideo(file, bytes) {
  const out = createWriteStream(file);
  const block = Buffer.alloc(MiB, 0x42);
  out.write(webmHeader);
  let written = webmHeader.length;
  while (written < bytes) {
    const chunk = block.subarray(0, Math.min(block.length, bytes - written));
    if (!out.write(chunk)) await once(out, 'drain');
    written += chunk.length;
  }
  out.end();
  await once(out, 'finish');
}

/** A multipart POST whose video part streams from disk; resolves to { status, body }. */
function uploadVideo(url, token, fields, thumbnail, videoFile) {
  const boundary = `----ym-bench-${Date.now()}`;
  const part = (headers) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.concat([part(`Content-Disposition: form-data; name="${name}"`), Buffer.from(`${value}\r\n`)]),
    ),
    part('Content-Disposition: form-data; name="thumbnail"; filename="thumb.png"\r\nContent-Type: image/png'),
    thumbnail,
    Buffer.from('\r\n'),
    part('Content-Disposition: form-data; name="video"; filename="bench.webm"\r\nContent-Type: video/webm'),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(videoFile).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.write(head);
    const video = createReadStream(videoFile);
    video.on('error', reject);
    video.pipe(request, { end: false });
    video.on('end', () => request.end(tail));
  });
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
      png,
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
