#!/usr/bin/env node
// Figures, not assertions: how fast `/media` serves a video, against nginx on the same file in the same run.
// Starts the platform with `pnpm start`'s script (no front-end build) on a throwaway DATA_DIR and free ports,
// writes a BENCH_MEDIA_MB (default 500) MB video straight into its media folder, and serves that folder with
// nginx too. Then, for the gateway, the content service alone and nginx: 10 KB Range requests at 32 connections
// (req/s, p50, p99) and 4 MB Range requests at 4 connections (MB/s). Goal 9 of issue 15: ≥ 0.8× nginx.
// The gateway serves published media from the media folder itself (services/gateway/src/media.ts); "straight
// from content" is the content service's own route (what a private, signed submission link still goes through).
//
// Issue 37 adds two targets: a bare node:http server answering the same Ranges of the same file (the baseline of
// the Node path, goal ≥ 0.8×), and production's path, nginx in front of a second gateway started with
// MEDIA_ACCEL_REDIRECT (the gateway checks the signed link, nginx sends the bytes; goal ≥ 0.8× nginx alone).
//
// The load generator is node:http with a keep-alive Agent (no dependency): it costs the same CPU for every
// target, and each figure is read as a ratio to nginx measured moments apart on the same (shared, noisy) cores.
//
//   node scripts/bench-media.mjs       BENCH_MEDIA_SECONDS=5 BENCH_MEDIA_ROUNDS=5 BENCH_MEDIA_MB=200 node scripts/bench-media.mjs
import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import http from 'node:http';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { freePort, runBench, startBareRoute, waitFor } from './lib/bench-helpers.mjs';
import { nginxAvailable, startNginx } from './lib/nginx.mjs';
import { loadRanges } from './lib/range-load.mjs';
import { programEnv } from './lib/program-settings.mjs';
import { programArgs } from './lib/services-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const platformProcesses = createRequire(import.meta.url)('./services.json');
const sizeMb = Number(process.env.BENCH_MEDIA_MB || 500);
const seconds = Number(process.env.BENCH_MEDIA_SECONDS || 3);
const rounds = Number(process.env.BENCH_MEDIA_ROUNDS || 3);
const goal = 0.8;
const nginxName = 'nginx, same file';
const bareName = 'bare node:http';
const gatewayName = 'through the gateway';
const accelName = 'nginx → gateway → X-Accel';
/** nginx's internal location for the gateway's X-Accel-Redirect (MEDIA_ACCEL_REDIRECT). */
const accelLocation = '/protected-media/';
const MiB = 1024 * 1024;
const small = { bytes: 10 * 1024, connections: 32 };
const large = { bytes: 4 * MiB, connections: 4 };

/** The middle value of `values`. */
const medianOf = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The run whose `measure` is the median (its latencies go with it).
 * @template T
 * @param {T[]} results
 * @param {(result: T) => number} measure
 * @returns {T}
 */
function median(results, measure) {
  const sorted = [...results].sort((a, b) => measure(a) - measure(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
}

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

const mediaUrlSecret = randomBytes(48).toString('base64url');

/** A signed link to `key` for an hour, as the content service's signer makes it (packages/service-kit/src/media-signing.ts). */
function signedLink(key) {
  const expires = Math.ceil(Date.now() / 1000 / 60) * 60 + 3600;
  const signature = createHmac('sha256', mediaUrlSecret).update(`media-url:v1\n${key}\n${expires}`).digest('base64url');
  return `/media/${key}?expires=${expires}&signature=${signature}`;
}

/**
 * The Node baseline: a bare node:http server (its own process) that answers every GET with the asked Range of one
 * file, handled as the gateway does it (one open file, one synchronous read for a small range, 206 with
 * Content-Range) — no key, signature, type or cache rules. What one Node process can do at best.
 */
async function serveBare(/** @type {string} */ file) {
  const fd = openSync(file, 'r');
  const size = fstatSync(fd).size;
  const server = http.createServer((req, res) => {
    const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = match ? Number(match[1]) : 0;
    const end = match?.[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    const bytes = Buffer.allocUnsafe(end - start + 1);
    readSync(fd, bytes, 0, bytes.length, start);
    res
      .writeHead(match ? 206 : 200, {
        'Content-Type': 'video/webm',
        'Accept-Ranges': 'bytes',
        'Content-Length': String(bytes.length),
        ...(match ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
      })
      .end(bytes);
  });
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}\n`);
  });
  process.once('SIGTERM', () => {
    closeSync(fd);
    process.exit(0);
  });
}

/**
 * A second gateway beside the platform's, with MEDIA_ACCEL_REDIRECT: it checks each link and hands the file to
 * nginx in front of it. Resolves with its port and a stop function once it answers /health.
 * @param {NodeJS.ProcessEnv} env the platform's environment (same DATA_DIR, secrets and services)
 */
async function startAccelGateway(env) {
  const port = await freePort();
  const child = spawn(process.execPath, programArgs(repoRoot, platformProcesses.gateway.entry, 'compiled'), {
    cwd: repoRoot,
    env: programEnv({ ...env, PORT: String(port), MEDIA_ACCEL_REDIRECT: accelLocation }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(`http://127.0.0.1:${port}/health`, child);
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
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
    // Videos are served for signed links only: the bench signs its own with this key.
    MEDIA_URL_SECRET: mediaUrlSecret,
  };
  for (const service of platformProcesses.services) env[service.portEnv] = String(await freePort());
  const platform = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let nginx;
  let front;
  let accelGateway;
  let bare;
  try {
    const link = signedLink(key);
    const gateway = `http://127.0.0.1:${port}${link}`;
    await waitFor(`http://127.0.0.1:${port}/health`, platform);
    bare = await startBareRoute(fileURLToPath(import.meta.url), { BENCH_MEDIA_BARE: path.join(mediaRoot, key) });
    const targets = [
      { name: gatewayName, url: gateway },
      { name: 'straight from content', url: `http://127.0.0.1:${env.CONTENT_PORT}${link}` },
      { name: bareName, url: `${bare.base}/${key}` },
    ];
    if (nginxAvailable) {
      nginx = await startNginx({ root: mediaRoot, workDir: path.join(work, 'nginx'), probe: `/${key}` });
      targets.push({ name: nginxName, url: `${nginx.baseUrl}/${key}` });
      // Production's path: nginx in front, the gateway checks the link and hands the file back to nginx.
      accelGateway = await startAccelGateway(env);
      front = await startNginx({
        root: mediaRoot,
        workDir: path.join(work, 'nginx-front'),
        probe: link,
        http: [`upstream gateway { server 127.0.0.1:${accelGateway.port}; keepalive 64; }`],
        server: [
          `location / { proxy_pass http://gateway; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host; }`,
          `location ${accelLocation} { internal; alias ${mediaRoot}/; }`,
        ],
      });
      targets.push({ name: accelName, url: `${front.baseUrl}${link}` });
    }
    console.log(
      `media: a ${sizeMb} MB video; ${rounds} rounds of ${seconds} s per target, the median printed; nginx ${nginxAvailable ? 'in the same run' : 'absent'}`,
    );

    const kinds = [
      {
        label: '10 KB ranges',
        shape: small,
        baseline: 'main: 0.12× (gateway 2,147 req/s, content 3,721, nginx 18,642)',
        /** @param {Awaited<ReturnType<typeof loadRanges>>} result */
        figure: (result) =>
          `${result.perSecond.toFixed(0).padStart(6)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
        /** @param {Awaited<ReturnType<typeof loadRanges>>} result */
        measure: (result) => result.perSecond,
      },
      {
        label: '4 MB ranges',
        shape: large,
        baseline: 'main: 0.40× (gateway 250 MB/s, nginx 627 MB/s)',
        /** @param {Awaited<ReturnType<typeof loadRanges>>} result */
        figure: (result) => `${result.mbPerSecond.toFixed(0).padStart(6)} MB/s, p99 ${result.p99.toFixed(0)} ms`,
        /** @param {Awaited<ReturnType<typeof loadRanges>>} result */
        measure: (result) => result.mbPerSecond,
      },
    ];
    for (const { label, shape, baseline, figure, measure } of kinds) {
      const options = { rangeBytes: shape.bytes, connections: shape.connections, fileBytes };
      /** @type {Map<string, Awaited<ReturnType<typeof loadRanges>>[]>} */
      const runs = new Map(targets.map((target) => [target.name, []]));
      /** @type {Map<string, number[]>} */
      const ratios = new Map(targets.map((target) => [target.name, []]));
      /** @type {Map<string, number[]>} */
      const bareRatios = new Map(targets.map((target) => [target.name, []]));
      // Rounds, each measuring every target one after the other: a neighbour's load that comes and goes hits a
      // round's targets alike, and the median of the rounds' ratios shrugs off one bad round.
      for (let round = 0; round < rounds; round += 1) {
        const roundResults = [];
        // Each round starts with another target, so none is always the one measured first.
        const order = [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)];
        for (const target of order) {
          // A short warm-up (connections, page cache, JIT), then the measured run.
          await loadRanges(target.url, { ...options, durationMs: 300 });
          const result = await loadRanges(target.url, { ...options, durationMs: seconds * 1000 });
          runs.get(target.name)?.push(result);
          roundResults.push({ name: target.name, result });
        }
        const reference = roundResults.find((entry) => entry.name === nginxName)?.result;
        const bareReference = roundResults.find((entry) => entry.name === bareName)?.result;
        for (const { name, result } of roundResults) {
          if (reference) ratios.get(name)?.push(measure(result) / measure(reference));
          if (bareReference) bareRatios.get(name)?.push(measure(result) / measure(bareReference));
        }
      }
      for (const target of targets) {
        const results = runs.get(target.name) ?? [];
        const result = median(results, measure);
        // The Node path against the bare node:http server, the nginx path against nginx alone: each goal ≥ 0.8×.
        const againstBare =
          target.name === gatewayName
            ? ` = ${medianOf(bareRatios.get(target.name) ?? []).toFixed(2)}× bare node:http (goal ≥ ${goal}×)`
            : '';
        const ratio =
          target.name !== nginxName && nginxAvailable
            ? ` = ${medianOf(ratios.get(target.name) ?? []).toFixed(2)}× nginx${target.name === accelName ? ` (goal ≥ ${goal}×)` : ''}`
            : '';
        console.log(
          `${label} at ${shape.connections} connections, ${target.name.padEnd(26)} ${figure(result)}${ratio}${againstBare}`,
        );
      }
      console.log(`${label}: baseline ${baseline}`);
    }
  } finally {
    await front?.stop();
    await accelGateway?.stop();
    bare?.stop();
    await nginx?.stop();
    platform.kill('SIGTERM');
    await new Promise((resolve) => platform.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  }
}

runBench('BENCH_MEDIA_BARE', serveBare, main);
