#!/usr/bin/env node
// Figures, not assertions: the same read load through the gateway against ONE and against TWO content instances,
// everything else the same (one auth and one subscriptions instance, MariaDB, Redis, one DATA_DIR), beside a bare
// Koa route measured in the same run; then the two-instance run again with one content instance killed (SIGKILL)
// half-way: how many requests failed, and how long until the gateway took it out of its rotation.
//
// The load: signed-in GETs of the lists and a detail (videos, blogs, books, categories) in turn, from
// BENCH_SCALE_CONNECTIONS (32) keep-alive sockets for BENCH_SCALE_SECONDS (5) after a 2 s warm-up. The bare route:
// Koa and the raw driver in a process of their own, no auth, the videos' first page SQL. MariaDB gets a throwaway
// database `ym_bench_scale_<pid>` on BENCH_MARIADB_URL (default mysql://root@127.0.0.1:3306), Redis a logical
// database of its own on BENCH_REDIS_URL (default redis://127.0.0.1:6379); both are emptied at the end.
//
// On the 2-core machines the load generator, the gateway and both content instances share two cores: a second
// instance cannot double throughput there; the ratios show what it adds and what it costs.
//
//   node scripts/bench-scale.mjs        BENCH_SCALE_SECONDS=10 node scripts/bench-scale.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, json, keepAliveLoad, runBench, startBareRoute, waitFor } from './lib/bench-helpers.mjs';
import { compileServices } from './build-services.mjs';
import { programEnv } from './lib/program-settings.mjs';
import { programArgs } from './lib/services-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const platform = require('./services.json');
const dbRequire = createRequire(path.join(repoRoot, 'packages/db/package.json'));
const kitRequire = createRequire(path.join(repoRoot, 'packages/service-kit/package.json'));

const seconds = Number(process.env.BENCH_SCALE_SECONDS || 5);
const connections = Number(process.env.BENCH_SCALE_CONNECTIONS || 32);
const mariadbServer = (process.env.BENCH_MARIADB_URL || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const redisServer = (process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
const adminPassword = 'bench-scale-admin';

const firstPageSql =
  'SELECT v.*, c.name AS category_name FROM videos v JOIN categories c ON c.id = v.category_id ' +
  'ORDER BY v.created_at DESC, v.id DESC LIMIT 20';

const fixed = (value, digits = 0) => value.toFixed(digits);
const describe = (result) =>
  `${fixed(result.perSecond)} req/s, p50 ${fixed(result.p50, 1)} ms, p99 ${fixed(result.p99, 1)} ms`;

/** Runs a compiled program of scripts/services.json; `exited` resolves with its exit code. */
function launch(entry, env, args = []) {
  const child = spawn(process.execPath, [...programArgs(repoRoot, entry, 'compiled'), ...args], {
    cwd: repoRoot,
    env: programEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

async function runToEnd(entry, args, env) {
  const program = launch(entry, env, args);
  if ((await program.exited) !== 0) throw new Error(`${entry} failed:\n${program.output()}`);
}

// ---------------------------------------------------------------------------------------------------------------
// The bare route: Koa and the raw driver in a process of their own (as each service is), no auth.

async function serveBare(url) {
  const Koa = (await import(pathToFileURL(kitRequire.resolve('koa')).href)).default;
  const pool = dbRequire('mysql2/promise').createPool({ uri: url, connectionLimit: 10 });
  const app = new Koa();
  app.use(async (ctx) => {
    ctx.body = { data: (await pool.query(firstPageSql))[0] };
  });
  const server = app.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
}

const startBare = (url) => startBareRoute(fileURLToPath(import.meta.url), { BENCH_SCALE_BARE: url });

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const { errors: compileErrors } = await compileServices();
  if (compileErrors.length > 0) throw new Error(compileErrors.join('\n'));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ym-bench-scale-'));
  const database = `ym_bench_scale_${process.pid}`;
  const mysql = dbRequire('mysql2/promise');
  const admin = await mysql.createConnection({ uri: `${mariadbServer}/mysql` });
  await admin.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const { Redis } = kitRequire('ioredis');
  const redisUrl = `${redisServer}/${1 + Math.floor(Math.random() * 15)}`;
  /** @type {ReturnType<typeof launch>[]} */
  const running = [];
  let bare;
  try {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: `${mariadbServer}/${database}`,
      REDIS_URL: redisUrl,
      ADMIN_PASSWORD: adminPassword,
      // As production runs it: answers are not re-checked against the contract.
      NODE_ENV: 'production',
      SKIP_MIGRATIONS: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    await runToEnd(platform.migrate[0], platform.migrate.slice(1), env);
    await runToEnd(platform.seed[0], platform.seed.slice(1), env);

    /** One instance of `name` on a free port. */
    const start = async (name, extraEnv = {}) => {
      const service = platform.services.find((s) => s.name === name);
      const port = await freePort();
      // A service reads its port from its own variable (AUTH_PORT…), the gateway from PORT.
      const portEnv = service?.portEnv ?? 'PORT';
      const program = launch((service ?? platform.gateway).entry, { ...env, ...extraEnv, [portEnv]: String(port) });
      running.push(program);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/health`, program.child);
      return { ...program, url };
    };
    const [auth, subscriptions, content1, content2] = [
      await start('auth'),
      await start('subscriptions'),
      await start('content'),
      await start('content'),
    ];
    const gateway = (contents) =>
      start('gateway', {
        AUTH_URLS: auth.url,
        SUBSCRIPTIONS_URLS: subscriptions.url,
        CONTENT_URLS: contents.map((c) => c.url).join(','),
        HEALTH_CHECK_INTERVAL_MS: '500',
      });
    const one = await gateway([content1]);
    const two = await gateway([content1, content2]);

    const { token } = await json(`${auth.url}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@youngminds.local', password: adminPassword }),
    });
    const headers = { authorization: `Bearer ${token}` };
    const videoId = (await json(`${one.url}/api/videos`, { headers })).data[0].id;
    const paths = ['/api/videos', '/api/blogs', '/api/books', '/api/Category', `/api/videos/${videoId}`];
    const urls = (base) => paths.map((p) => `${base}${p}`);
    const options = { headers, connections, seconds };

    bare = await startBare(`${mariadbServer}/${database}`);
    const baseline = await keepAliveLoad(`${bare.base}/`, { connections, seconds });
    const single = await keepAliveLoad(urls(one.url), options);
    const double = await keepAliveLoad(urls(two.url), options);

    // Killed half-way through the counted run (after the 2 s warm-up).
    let killedAt = 0;
    let takenOutAfterMs = NaN;
    const killer = setTimeout(
      () => {
        killedAt = performance.now();
        content2.child.kill('SIGKILL');
        const watch = (chunk) => {
          if (!String(chunk).includes('upstream instance taken out')) return;
          takenOutAfterMs = performance.now() - killedAt;
          two.child.stdout.off('data', watch);
        };
        two.child.stdout.on('data', watch);
      },
      2000 + (seconds * 1000) / 2,
    );
    const killed = await keepAliveLoad(urls(two.url), options);
    clearTimeout(killer);

    console.log(`[scale-out] ${connections} connections, ${seconds} s each, GET ${paths.join(', ')} in turn:`);
    console.log(`  bare Koa + raw driver, videos' first page SQL, no auth: ${describe(baseline)}`);
    for (const [label, result] of /** @type {const} */ ([
      ['ONE content instance through the gateway', single],
      ['TWO content instances through the gateway', double],
    ])) {
      console.log(
        `  ${label}: ${describe(result)} → ${fixed(result.perSecond / baseline.perSecond, 2)}× the bare route` +
          (result.failed > 0 ? ` (${result.failed} failed)` : ''),
      );
    }
    console.log(
      `  two vs one: ${fixed(double.perSecond / single.perSecond, 2)}× the throughput, p99 ${fixed(double.p99 / single.p99, 2)}×`,
    );
    console.log(
      `  TWO, one killed (SIGKILL) half-way: ${describe(killed)}; ${killed.failed} of ${killed.requests} requests failed; ` +
        `taken out of the rotation ${Number.isNaN(takenOutAfterMs) ? 'never (!)' : `${fixed(takenOutAfterMs)} ms`} after the kill`,
    );
  } finally {
    bare?.stop();
    for (const program of running) if (program.child.exitCode === null) program.child.kill('SIGTERM');
    await Promise.all(running.map((program) => program.exited));
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    await redis.flushdb().finally(() => redis.disconnect());
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('BENCH_SCALE_BARE', serveBare, main);
