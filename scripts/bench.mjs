#!/usr/bin/env node
// `pnpm bench`: figures, not assertions. Starts the platform with `pnpm start`'s script on a throwaway data
// directory and free ports, then prints: login latency (argon2id dominates), the throughput and latency of an
// authenticated call through the gateway and straight to the auth service (the gateway's cost), a load run of
// each other service, each process's memory afterwards and the esbuild processes beside them; then, for each
// service alone, start to /health and RSS after a load run, compiled (what `pnpm start` runs) beside tsx (the
// sources, `pnpm dev`; the baseline of issue 15's goal 5).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor, json, processTree, settledRssMb } from './lib/bench-helpers.mjs';
import { programEnv } from './lib/program-settings.mjs';
import { programArgs } from './lib/services-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const platformProcesses = createRequire(import.meta.url)('./services.json');
const logins = Number(process.env.BENCH_LOGINS || 30);
const calls = Number(process.env.BENCH_CALLS || 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;
/** Issue 15, goal 5. */
const goals = { rssMb: 80, esbuildProcesses: 0, startSeconds: 3 };

/** `total` calls of `once`, `concurrency` at a time; returns req/s and latency percentiles. */
async function load(once, total) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

function rssOfChildren(pid) {
  return processTree(pid).map(({ pid: child, rssMb, argv }) => {
    // tsx keeps an esbuild service process beside each Node process (`esbuild --service=… --ping`).
    const command = argv.some((arg) => arg.includes('esbuild'))
      ? 'esbuild (tsx transform service)'
      : (argv.slice(-1)[0] ?? '');
    return { pid: child, rssMb, command: path.relative(repoRoot, command) || command, argv };
  });
}

/** One authenticated GET that must answer 200. */
function authorizedGet(url, token) {
  return async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  };
}

/**
 * One service started on its own (beside the running platform, same data directory), the way `pnpm start` runs it
 * with `runtime`: milliseconds from spawn to its first 200 on /health, then its RSS after a load run of `/health`
 * (the gateway's checks every service; auth answers `/api/auth/me` instead).
 */
async function standalone(service, runtime, platformEnv, token) {
  const port = await freePort();
  const entry = service.entry;
  const started = performance.now();
  const child = spawn(process.execPath, programArgs(repoRoot, entry, runtime), {
    cwd: repoRoot,
    env: programEnv({
      ...platformEnv,
      SKIP_MIGRATIONS: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(service.portEnv ? { [service.portEnv]: String(port) } : {}),
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`, child, 60_000, 20);
    const startMs = performance.now() - started;
    const root = `http://127.0.0.1:${port}`;
    await load(
      service.name === 'auth' ? authorizedGet(`${root}/api/auth/me`, token) : authorizedGet(`${root}/health`, token),
      calls,
    );
    const rssMb = await settledRssMb(child.pid);
    return { startMs, rssMb };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ym-bench-'));
  const port = await freePort();
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NO_COLOR: '1' };
  for (const service of platformProcesses.services) env[service.portEnv] = String(await freePort());
  const authPort = env.AUTH_PORT;
  const platform = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const authBase = `http://127.0.0.1:${authPort}`;
  try {
    const bootStarted = performance.now();
    await waitFor(`${base}/health`, platform);
    console.log(`platform up (migrations, demo seed, services, gateway) in ${ms(performance.now() - bootStarted)}`);

    const email = 'bench-parent@example.test';
    const password = 'bench-password';
    await json(`${base}/api/auth/register`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Bench Parent', phone: '555 0100', email, password }),
    });

    const loginLatencies = [];
    for (let index = 0; index < logins; index += 1) {
      const t0 = performance.now();
      await json(`${base}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email, password }) });
      loginLatencies.push(performance.now() - t0);
    }
    loginLatencies.sort((a, b) => a - b);
    console.log(
      `login (argon2id verify), ${logins} in a row: p50 ${ms(percentile(loginLatencies, 50))}, p95 ${ms(percentile(loginLatencies, 95))}`,
    );

    const { token } = await json(`${base}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    const me = (root) => authorizedGet(`${root}/api/auth/me`, token);
    await load(me(base), 200); // warm-up
    for (const [name, root] of [
      ['through the gateway', base],
      ['straight to auth', authBase],
    ]) {
      const result = await load(me(root), calls);
      console.log(
        `GET /api/auth/me ${name} (${calls} calls, ${concurrency} at a time): ${result.perSecond.toFixed(0)} req/s, ` +
          `p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}`,
      );
    }

    const byPort = { content: env.CONTENT_PORT, subscriptions: env.SUBSCRIPTIONS_PORT };
    for (const [name, pathname] of [
      ['content', '/api/videos'],
      ['subscriptions', '/api/subscriptions/me'],
    ]) {
      const result = await load(authorizedGet(`http://127.0.0.1:${byPort[name]}${pathname}`, token), calls);
      console.log(
        `GET ${pathname} straight to ${name} (${calls} calls, ${concurrency} at a time): ${result.perSecond.toFixed(0)} req/s, ` +
          `p50 ${ms(result.p50)}, p99 ${ms(result.p99)}`,
      );
    }

    const processes = rssOfChildren(platform.pid);
    for (const process of processes) {
      const goal = process.command.includes('esbuild') ? '' : ` (goal ≤ ${goals.rssMb} MB)`;
      console.log(
        `memory after the load runs: ${process.command} (pid ${process.pid}) RSS ${process.rssMb.toFixed(0)} MB${goal}`,
      );
    }
    const esbuildCount = processes.filter((process) => process.command.includes('esbuild')).length;
    console.log(`esbuild processes beside the platform: ${esbuildCount} (goal ${goals.esbuildProcesses})`);

    for (const service of [...platformProcesses.services, platformProcesses.gateway]) {
      const compiled = await standalone(service, 'compiled', env, token);
      const tsx = await standalone(service, 'tsx', env, token);
      console.log(
        `${service.name} alone: start to /health ${(compiled.startMs / 1000).toFixed(2)} s (tsx ${(tsx.startMs / 1000).toFixed(2)} s; goal ≤ ${goals.startSeconds} s), ` +
          `RSS after ${calls} calls ${compiled.rssMb.toFixed(0)} MB (tsx ${tsx.rssMb.toFixed(0)} MB; goal ≤ ${goals.rssMb} MB)`,
      );
    }
  } finally {
    platform.kill('SIGTERM');
    await new Promise((resolve) => platform.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
