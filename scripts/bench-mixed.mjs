#!/usr/bin/env node
// Figures, not assertions: the platform under a family's mixed load (issue 37, goal 2), on MariaDB and Redis as
// production runs it. `pnpm start`'s script on a throwaway database and data directory; BENCH_MIXED_FAMILIES
// (default 10) families registered through the API (a parent with the Pro plan and one child each), then
// BENCH_MIXED_CONNECTIONS (default 100) keep-alive connections for BENCH_MIXED_SECONDS (default 30):
//   - 30 %: visitors reading the blog and the plans (no session);
//   - 50 %: children browsing videos and books, saving their place in a video (PUT /api/progress/me) and
//     reading their own progress;
//   - 20 %: parents on their dashboard (the progress dashboard, their children, their subscription).
// Prints, for each kind of request, req/s, p50, p99 and every answer that was not 2xx (by status), beside the goal
// (0 non-2xx, p99 ≤ 300 ms per kind), and the same-run baseline: a bare Koa route running the videos' first page
// SQL with the raw driver, loaded at the same number of connections. Then where the machine's CPU goes: the cores
// each program used during the mixed load (the platform's, MariaDB's and Redis's servers when they run on this
// machine, and this load generator), and each kind alone for BENCH_MIXED_PER_KIND_SECONDS (default 5; 0 skips it)
// on 10 connections, the CPU time each program spent per request of that kind.
//
//   node scripts/bench-mixed.mjs        BENCH_MIXED_SECONDS=10 BENCH_MIXED_CONNECTIONS=50 node scripts/bench-mixed.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keepAliveLoad, processTree, runBench, startBareRoute } from './lib/bench-helpers.mjs';
import { adminLogin, apiCall, benchPlatform, childLogin, newFamily } from './lib/bench-platform.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dbRequire = createRequire(path.join(repoRoot, 'packages/db/package.json'));
const kitRequire = createRequire(path.join(repoRoot, 'packages/service-kit/package.json'));

const seconds = Number(process.env.BENCH_MIXED_SECONDS || 30);
const connections = Number(process.env.BENCH_MIXED_CONNECTIONS || 100);
const familyCount = Number(process.env.BENCH_MIXED_FAMILIES || 10);
const perKindSeconds = Number(process.env.BENCH_MIXED_PER_KIND_SECONDS ?? 5);
const mariadbServer = (process.env.BENCH_MARIADB_URL || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const mariadbSocket = process.env.BENCH_MARIADB_SOCKET;
const redisServer = (process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379').replace(/\/\d*$/, '');
const goals = { p99Ms: 300, failures: 0 };

const firstPageSql =
  'SELECT v.*, c.name AS category_name FROM videos v JOIN categories c ON c.id = v.category_id ' +
  'ORDER BY v.created_at DESC, v.id DESC LIMIT 20';

async function serveBare(url) {
  const Koa = (await import(pathToFileURL(kitRequire.resolve('koa')).href)).default;
  const socketPath = new URL(url).searchParams.get('socket') ?? undefined;
  const pool = dbRequire('mysql2/promise').createPool({
    uri: url.replace(/\?.*$/, ''),
    connectionLimit: 10,
    ...(socketPath ? { socketPath } : {}),
  });
  const app = new Koa();
  app.use(async (ctx) => {
    ctx.body = { data: (await pool.query(firstPageSql))[0] };
  });
  const server = app.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fixed = (value, digits = 0) => value.toFixed(digits);

/**
 * @typedef {{ kind: string, method: string, path: string, token?: string, body?: () => unknown }} Step
 *   One request of a role's round; `kind` groups the figures (the route, not the ids).
 */

/**
 * Runs every connection's steps in turn until the time is up; returns the figures by kind.
 * @param {URL} base
 * @param {Step[][]} scripts one list of steps per connection, repeated
 * @param {number} durationMs
 */
async function mixedLoad(base, scripts, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: scripts.length });
  /** @type {Map<string, { latencies: number[], statuses: Map<string, number> }>} */
  const kinds = new Map();
  const once = (/** @type {Step} */ step) =>
    /** @type {Promise<string>} */ (
      new Promise((resolve) => {
        const body = step.body ? JSON.stringify(step.body()) : undefined;
        const request = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method: step.method,
            path: step.path,
            headers: {
              accept: 'application/json',
              ...(step.token ? { authorization: `Bearer ${step.token}` } : {}),
              ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
            },
          },
          (response) => {
            response.on('data', () => undefined);
            response.on('end', () => resolve(String(response.statusCode)));
            response.on('error', () => resolve('reset'));
          },
        );
        request.on('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code ?? 'error'));
        request.end(body);
      })
    );
  const until = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    scripts.map(async (steps, connection) => {
      for (let index = connection; performance.now() < until; index += 1) {
        const step = /** @type {Step} */ (steps[index % steps.length]);
        const t0 = performance.now();
        const status = await once(step);
        const figures = /** @type {{ latencies: number[], statuses: Map<string, number> }} */ (
          kinds.get(step.kind) ?? { latencies: [], statuses: new Map() }
        );
        kinds.set(step.kind, figures);
        figures.latencies.push(performance.now() - t0);
        figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return { elapsed, kinds };
}

/** A process's CPU time so far (user + system), in ms; undefined once it is gone. */
function cpuMs(/** @type {number} */ pid) {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return undefined;
  }
}
let ticksPerSecond = 0;
const clockTicks = () => (ticksPerSecond ||= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100);

/**
 * Each kind alone, on 10 connections for `perKindSeconds`: the CPU time each program spent per request of it (the
 * platform's programs by name, MariaDB's server when its pid file is on this machine).
 * @param {URL} base
 * @param {Step[]} steps one step of each kind
 * @param {{ name: string, pid: number }[]} programs
 */
async function cpuPerKind(base, steps, programs) {
  console.log(`  CPU per request, each kind alone (10 connections, ${perKindSeconds} s), ms of each program:`);
  for (const step of steps) {
    const scripts = Array.from({ length: 10 }, () => [step]);
    await mixedLoad(base, scripts, 1000);
    const before = programs.map(({ pid }) => cpuMs(pid));
    const { kinds } = await mixedLoad(base, scripts, perKindSeconds * 1000);
    const after = programs.map(({ pid }) => cpuMs(pid));
    const requests = kinds.get(step.kind)?.latencies.length ?? 0;
    const spent = programs.map(({ name }, index) => {
      const ms = (after[index] ?? NaN) - (before[index] ?? NaN);
      return { name, perRequest: requests > 0 ? ms / requests : NaN };
    });
    const total = spent.reduce((sum, { perRequest }) => sum + (Number.isFinite(perRequest) ? perRequest : 0), 0);
    console.log(
      `  ${step.kind.padEnd(38)} ${fixed(total, 2)} ms in all: ` +
        spent.map(({ name, perRequest }) => `${name} ${fixed(perRequest, 2)}`).join(', '),
    );
  }
}

/** The platform's programs under `pid` by service name, and MariaDB's server when it runs here. */
async function programsOf(
  /** @type {number | undefined} */ pid,
  /** @type {{ query: (sql: string) => Promise<unknown> }} */ admin,
) {
  const programs = (pid ? processTree(pid) : []).flatMap(({ pid: child, argv }) => {
    const service = argv.map((arg) => /services\/(\w+)\/dist\/index\.js$/.exec(arg)?.[1]).find(Boolean);
    return service ? [{ name: service, pid: child }] : [];
  });
  try {
    const [[row]] = /** @type {[{ pidFile: string }[]]} */ (
      /** @type {unknown} */ (await admin.query('SELECT @@pid_file AS pidFile'))
    );
    const serverPid = Number(readFileSync(/** @type {{ pidFile: string }} */ (row).pidFile, 'utf8').trim());
    if (cpuMs(serverPid) !== undefined) programs.push({ name: 'mariadb', pid: serverPid });
  } catch {
    // MariaDB on another machine: its CPU is not this machine's.
  }
  // Redis (rate limits, the principal and list caches) when it runs here: found by its program's name.
  if (/\/\/(127\.0\.0\.1|localhost)(:|$)/.test(redisServer)) {
    const redisPid = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .find((entry) => {
        try {
          return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'redis-server';
        } catch {
          return false;
        }
      });
    if (redisPid) programs.push({ name: 'redis', pid: Number(redisPid) });
  }
  return programs;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ym-bench-mixed-'));
  const database = `ym_bench_mixed_${process.pid}`;
  const mysql = dbRequire('mysql2/promise');
  const admin = await mysql.createConnection({ uri: `${mariadbServer}/mysql` });
  await admin.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  // BENCH_MARIADB_SOCKET: reach the server through its Unix socket (`?socket=` in DATABASE_URL), baseline too.
  const databaseUrl = `${mariadbServer}/${database}${mariadbSocket ? `?socket=${mariadbSocket}` : ''}`;
  const previous = {
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    NODE_ENV: process.env.NODE_ENV,
  };
  /** @type {Awaited<ReturnType<typeof benchPlatform>> | undefined} */
  let platform;
  /** @type {Awaited<ReturnType<typeof startBareRoute>> | undefined} */
  let bare;
  try {
    Object.assign(process.env, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: `${redisServer}/${1 + Math.floor(Math.random() * 15)}`,
      NODE_ENV: 'production',
    });
    platform = await benchPlatform();
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    const baseUrl = platform.baseUrl;
    const { token: adminToken } = await adminLogin(baseUrl);
    const videos = await (
      await apiCall(baseUrl, 'GET', '/api/videos?page=1&pageSize=20', undefined, adminToken)
    ).json();
    const videoIds = videos.data.map((/** @type {{ id: number }} */ video) => video.id);
    if (videoIds.length === 0) throw new Error('the seeded platform has no video');

    const setupStarted = performance.now();
    const families = [];
    for (let index = 0; index < familyCount; index += 1) {
      const family = await newFamily(baseUrl, 'mixed');
      const child = await childLogin(baseUrl, family.child);
      families.push({ parent: family.parent.token, child: child.token });
    }
    console.log(
      `mixed load: ${families.length} families registered in ${fixed((performance.now() - setupStarted) / 1000, 1)} s; ` +
        `${connections} connections for ${seconds} s (30 % visitors, 50 % children, 20 % parents), MariaDB + Redis`,
    );

    let position = 0;
    /** @type {(index: number) => Step[]} */
    const visitor = () => [
      { kind: 'visitor GET /api/blogs', method: 'GET', path: '/api/blogs?page=1&pageSize=10' },
      { kind: 'visitor GET /api/plans', method: 'GET', path: '/api/plans' },
    ];
    /** @type {(index: number) => Step[]} */
    const child = (index) => {
      const { child: token } = /** @type {{ child: string }} */ (families[index % families.length]);
      const videoId = videoIds[index % videoIds.length];
      return [
        { kind: 'child GET /api/videos', method: 'GET', path: '/api/videos?page=1&pageSize=20', token },
        { kind: 'child GET /api/books', method: 'GET', path: '/api/books?page=1&pageSize=20', token },
        {
          kind: 'child PUT /api/progress/me',
          method: 'PUT',
          path: '/api/progress/me',
          token,
          body: () => ({ contentType: 'video', contentId: videoId, positionSeconds: (position += 1) % 600 }),
        },
        { kind: 'child GET /api/progress/me', method: 'GET', path: '/api/progress/me', token },
      ];
    };
    /** @type {(index: number) => Step[]} */
    const parent = (index) => {
      const { parent: token } = /** @type {{ parent: string }} */ (families[index % families.length]);
      return [
        { kind: 'parent GET /api/progress/dashboard', method: 'GET', path: '/api/progress/dashboard', token },
        { kind: 'parent GET /api/parent/children', method: 'GET', path: '/api/parent/children', token },
        { kind: 'parent GET /api/subscriptions/me', method: 'GET', path: '/api/subscriptions/me', token },
      ];
    };
    // Each kind's connections are spread over every family in turn (the n-th child connection acts for family n mod
    // families): numbering them by the connection's own index would give the children's and the parents' shares
    // (index mod 10) the same few families, ten connections on one child and no load on the rest.
    const counts = { visitor: 0, child: 0, parent: 0 };
    const scripts = Array.from({ length: connections }, (_, index) => {
      const share = index % 10;
      if (share < 3) return visitor(counts.visitor++);
      return share < 8 ? child(counts.child++) : parent(counts.parent++);
    });

    bare = await startBareRoute(fileURLToPath(import.meta.url), { BENCH_MIXED_BARE: databaseUrl });
    const baseline = await keepAliveLoad(`${bare.base}/`, { connections, seconds: Math.min(seconds, 10) });
    // A short warm-up (connections, JIT, caches), then the measured run.
    await mixedLoad(new URL(baseUrl), scripts, 3000);
    const programs = await programsOf(platform.pid, admin);
    const cpuBefore = programs.map(({ pid }) => cpuMs(pid));
    const ownBefore = process.cpuUsage();
    const { elapsed, kinds } = await mixedLoad(new URL(baseUrl), scripts, seconds * 1000);
    const cpuAfter = programs.map(({ pid }) => cpuMs(pid));
    const own = process.cpuUsage(ownBefore);

    let total = 0;
    let failures = 0;
    const rows = [...kinds.entries()].sort(([a], [b]) => a.localeCompare(b));
    for (const [, figures] of rows) total += figures.latencies.length;
    console.log(
      `  baseline, bare Koa + raw driver (videos' first page SQL, no auth), ${connections} connections: ` +
        `${fixed(baseline.perSecond)} req/s, p50 ${fixed(baseline.p50, 1)} ms, p99 ${fixed(baseline.p99, 1)} ms`,
    );
    console.log(`  the mixed load: ${fixed(total / elapsed)} req/s in all`);
    for (const [kind, figures] of rows) {
      const sorted = [...figures.latencies].sort((a, b) => a - b);
      const bad = [...figures.statuses.entries()].filter(([status]) => !/^2\d\d$/.test(status));
      const badCount = bad.reduce((sum, [, count]) => sum + count, 0);
      failures += badCount;
      const p99 = percentile(sorted, 99);
      console.log(
        `  ${kind.padEnd(38)} ${fixed(figures.latencies.length / elapsed).padStart(5)} req/s, ` +
          `p50 ${fixed(percentile(sorted, 50), 1)} ms, p99 ${fixed(p99, 1)} ms ` +
          `(goal ≤ ${goals.p99Ms} ms: ${p99 <= goals.p99Ms ? 'met' : 'MISSED'}); ` +
          `non-2xx ${badCount}${bad.length > 0 ? ` (${bad.map(([status, count]) => `${status}: ${count}`).join(', ')})` : ''}`,
      );
    }
    console.log(
      `  non-2xx in all: ${failures} of ${total} (goal ${goals.failures}: ${failures === goals.failures ? 'met' : 'MISSED'})`,
    );
    // Where the machine's cores went during the measured run: each program's CPU time over the run's wall time.
    const cores = (/** @type {number} */ ms) => fixed(ms / 1000 / elapsed, 2);
    console.log(
      `  cores used during the mixed load (of ${os.availableParallelism()}): ` +
        [
          ...programs.map(
            ({ name }, index) => `${name} ${cores((cpuAfter[index] ?? NaN) - (cpuBefore[index] ?? NaN))}`,
          ),
          `this load generator ${cores((own.user + own.system) / 1000)}`,
        ].join(', '),
    );
    if (perKindSeconds > 0) {
      const steps = [...new Map(scripts.flat().map((step) => [step.kind, step])).values()];
      await cpuPerKind(new URL(baseUrl), steps, programs);
    }
  } finally {
    bare?.stop();
    await platform?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('BENCH_MIXED_BARE', serveBare, main);
