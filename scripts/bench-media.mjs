#!/usr/bin/env node
// Figures, not assertions: how fast `/media` serves a video, against nginx on the same file in the same run.
// Starts the platform with `pnpm start`'s script (no front-end build) on a throwaway DATA_DIR and free ports,
// writes a BENCH_MEDIA_MB (default 500) MB video straight into its media folder, and serves that folder with
// nginx too. Then, for the gateway, the content service alone and nginx: 10 KB Range requests at 32 connections
// (req/s, p50, p99) and 4 MB Range requests at 4 connections (MB/s). Goal 9 of issue 15: ≥ 0.8× nginx.
//
// The load generator is node:http with a keep-alive Agent (no dependency): it costs the same CPU for every
// target, and each figure is read as a ratio to nginx measured moments apart on the same (shared, noisy) cores.
//
//   node scripts/bench-media.mjs       BENCH_MEDIA_SECONDS=10 BENCH_MEDIA_MB=200 node scripts/bench-media.mjs
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { freePort, waitFor } from './lib/bench-helpers.mjs';
import { nginxAvailable, startNginx } from './lib/nginx.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const platformProcesses = createRequire(import.meta.url)('./services.json');
const sizeMb = Number(process.env.BENCH_MEDIA_MB || 500);
const seconds = Number(process.env.BENCH_MEDIA_SECONDS || 5);
const goal = 0.8;
const MiB = 1024 * 1024;
const small = { bytes: 10 * 1024, connections: 32 };
const large = { bytes: 4 * MiB, connections: 4 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The EBML header every WebM starts with, then padding of varied bytes (never the whole file in memory). */
async function generateVideo(file, bytes) {
  const out = createWriteStream(file);
  const block = Buffer.alloc(MiB);
  for (let index = 0; index < block.length; index += 1) block[index] = (index * 31) & 0xff;
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex').copy(block);
  for (let written = 0; written < bytes; written += block.length) {
    if (!out.write(block.subarray(0, Math.min(block.length, bytes - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/**
 * Keeps `connections` keep-alive connections busy with GETs of `url`, each a Range of `rangeBytes` at offsets
 * spread over the file, for `durationMs`. Every answer must be a 206 of exactly that length.
 */
async function load(url, { rangeBytes, connections, durationMs, fileBytes }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const slots = Math.floor(fileBytes / rangeBytes);
  const latencies = [];
  let bytes = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const once = () =>
    new Promise((resolve, reject) => {
      const start = ((counter++ * 7919) % slots) * rangeBytes;
      const t0 = performance.now();
      const request = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: { range: `bytes=${start}-${start + rangeBytes - 1}` },
        },
        (response) => {
          let received = 0;
          response.on('data', (chunk) => (received += chunk.length));
          response.on('end', () => {
            if (response.statusCode !== 206 || received !== rangeBytes)
              return reject(new Error(`${url}: ${response.statusCode} with ${received} bytes`));
            latencies.push(performance.now() - t0);
            bytes += received;
            resolve(undefined);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });

  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    mbPerSecond: bytes / MiB / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function main() {
  if (!nginxAvailable) console.log('nginx is not installed (apt-get install nginx-light): no baseline, no ratio');
  const work = mkdtempSync(path.join(os.tmpdir(), 'ym-bench-media-'));
  const dataDir = path.join(work, 'data');
  const mediaRoot = path.join(dataDir, 'media');
  mkdirSync(path.join(mediaRoot, 'videos'), { recursive: true });
  // nginx's workers run as `nobody`: every folder on the way to the file must be open to them.
  for (const folder of [work, dataDir, mediaRoot, path.join(mediaRoot, 'videos')]) chmodSync(folder, 0o755);
  const key = `videos/${randomUUID()}.webm`;
  const fileBytes = sizeMb * MiB;
  await generateVideo(path.join(mediaRoot, key), fileBytes);

  const port = await freePort();
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
    FRONTEND_BUILD: 'never',
  };
  for (const service of platformProcesses.services) env[service.portEnv] = String(await freePort());
  const platform = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let nginx;
  try {
    const gateway = `http://127.0.0.1:${port}/media/${key}`;
    await waitFor(`http://127.0.0.1:${port}/health`, platform);
    const targets = [
      ['through the gateway', gateway],
      ['straight from content', `http://127.0.0.1:${env.CONTENT_PORT}/media/${key}`],
    ];
    if (nginxAvailable) {
      nginx = await startNginx({ root: mediaRoot, workDir: path.join(work, 'nginx'), probe: `/${key}` });
      targets.push(['nginx, same file', `${nginx.baseUrl}/${key}`]);
    }
    console.log(
      `media: a ${sizeMb} MB video, ${seconds} s per figure, nginx ${nginxAvailable ? 'in the same run' : 'absent'}`,
    );

    for (const [kind, shape] of [
      ['10 KB ranges', small],
      ['4 MB ranges', large],
    ]) {
      const results = [];
      for (const [name, url] of targets) {
        // A short warm-up per target (connections, page cache, JIT), then the measured run.
        await load(url, { rangeBytes: shape.bytes, connections: shape.connections, durationMs: 500, fileBytes });
        const result = await load(url, {
          rangeBytes: shape.bytes,
          connections: shape.connections,
          durationMs: seconds * 1000,
          fileBytes,
        });
        results.push([name, result]);
      }
      const baseline = results.find(([name]) => name.startsWith('nginx'))?.[1];
      for (const [name, result] of results) {
        const figure =
          shape === small
            ? `${result.perSecond.toFixed(0).padStart(6)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`
            : `${result.mbPerSecond.toFixed(0).padStart(6)} MB/s, p99 ${result.p99.toFixed(0)} ms`;
        const ratio =
          baseline && !name.startsWith('nginx')
            ? ` = ${(shape === small ? result.perSecond / baseline.perSecond : result.mbPerSecond / baseline.mbPerSecond).toFixed(2)}× nginx (goal ≥ ${goal}×)`
            : '';
        console.log(`${kind} at ${shape.connections} connections, ${name.padEnd(22)} ${figure}${ratio}`);
      }
    }
  } finally {
    await nginx?.stop();
    platform.kill('SIGTERM');
    await new Promise((resolve) => platform.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
