#!/usr/bin/env node
// Figures, not assertions: the cost of an authenticated list (`GET /api/videos`) through the gateway, on SQLite
// and on MariaDB, each beside a baseline measured in the same run:
//   6.  the first page through the gateway vs a bare Koa route (another process) that runs the same page SQL with
//       the raw driver and no auth — req/s, p99, ratio (goal ≥ 0.5×, p99 ≤ 40 ms at 32 connections);
//   7.  page 1,000 vs page 1 of a 100,000-row list (goal within 1.5×; measured on both, the goal is MariaDB's);
//   10. the first page of the 100,000-row list vs the same list with 20 rows (goal within 1.5×).
// The platform is `pnpm start`'s script (scripts/lib/bench-platform.mjs) on a throwaway data directory; MariaDB
// gets a throwaway database `ym_bench_<pid>` on BENCH_MARIADB_URL (default mysql://root@127.0.0.1:3306), dropped
// at the end. The videos are written straight with the driver in multi-row INSERTs (100,000 in a few seconds).
//
// The load generator (scripts/lib/bench-helpers.mjs' keepAliveLoad) is our own few lines over node:http with a
// keep-alive agent (32 sockets, one request in flight on each): no dependency to install, and the same client
// measures the baseline and the platform, so its own cost (it shares the 2 cores) weighs on both sides of each ratio.
//
//   node scripts/bench-api.mjs        BENCH_API_SECONDS=10 BENCH_API_DATABASES=mariadb node scripts/bench-api.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keepAliveLoad, privateMb, processTree, rssMb, runBench, startBareRoute } from './lib/bench-helpers.mjs';
import { printBreakdowns, profiledProcesses } from './lib/cpu-profile.mjs';
import { adminLogin, benchPlatform } from './lib/bench-platform.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dbRequire = createRequire(path.join(repoRoot, 'packages/db/package.json'));
const kitRequire = createRequire(path.join(repoRoot, 'packages/service-kit/package.json'));

const seconds = Number(process.env.BENCH_API_SECONDS || 5);
const connections = Number(process.env.BENCH_API_CONNECTIONS || 32);
const largeRows = Number(process.env.BENCH_API_ROWS || 100_000);
const smallRows = 20;
const pageSize = 20;
const deepPage = Number(process.env.BENCH_API_DEEP_PAGE || 1000);
const databases = (process.env.BENCH_API_DATABASES || 'sqlite,mariadb').split(',').filter(Boolean);
const mariadbServer = (process.env.BENCH_MARIADB_URL || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
// BENCH_API_PROFILE=1 (or a folder to keep the profiles in): the platform runs under `--cpu-prof`; only goal 6's
// load is run, and the gateway's and the content service's CPU time during it is printed layer by layer
// (scripts/lib/cpu-profile.mjs).
const profiling = Boolean(process.env.BENCH_API_PROFILE);

const rounds = Number(process.env.BENCH_API_ROUNDS || 3);
// Memory is read right after the loads and again this many seconds later: V8 leaves a load's garbage in the old
// generation until its memory reducer runs a full collection once the allocations stop (within ~10 s).
const settleSeconds = Number(process.env.BENCH_API_SETTLE_SECONDS || 15);

/**
 * The entry whose `measure` is the median.
 * @template T
 * @param {T[]} entries
 * @param {(entry: T) => number} measure
 * @returns {T}
 */
function medianBy(entries, measure) {
  const sorted = [...entries].sort((a, b) => measure(a) - measure(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
}

const goals = { throughputRatio: 0.5, p99Ms: 40, deepPageRatio: 1.5, largeTableRatio: 1.5 };

const videoColumns = [
  'title',
  'description',
  'category_id',
  'video_url',
  'thumbnail_url',
  'age_band',
  'music_free',
  'created_at',
  'updated_at',
];

/**
 * The page SQL of the list, for the bare route: one page of ids from the index (newest first), then those rows
 * with their category's name — the deferred join the repository runs, so both sides run the same statement.
 */
const pageSql = (offset) =>
  'SELECT v.id, v.title, v.description, v.category_id, v.video_url, v.thumbnail_url, v.captions_url, ' +
  'v.duration_seconds, v.created_by, v.age_band, v.music_free, v.created_at, v.updated_at, c.name AS category_name ' +
  `FROM (SELECT id FROM videos ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${offset}) AS page ` +
  'JOIN videos v ON v.id = page.id JOIN categories c ON c.id = v.category_id ' +
  'ORDER BY v.created_at DESC, v.id DESC';

const fixed = (value, digits = 0) => value.toFixed(digits);

// ---------------------------------------------------------------------------------------------------------------
// A database the bench can write to with the raw driver: `query(sql, params)` resolves with the rows.

/** @typedef {{ kind: 'sqlite' | 'mariadb', url: string, query: (sql: string, params?: unknown[]) => Promise<any[]>, close: () => Promise<void> }} RawDb */

/** @returns {Promise<RawDb>} */
async function openSqlite(file) {
  const sqlite3 = dbRequire('@appthreat/sqlite3').default ?? dbRequire('@appthreat/sqlite3');
  const connection = await new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(db)));
  });
  const query = (sql, params = []) =>
    new Promise((resolve, reject) =>
      connection.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows))),
    );
  await query('PRAGMA busy_timeout = 10000');
  return {
    kind: 'sqlite',
    url: `sqlite:${file}`,
    query,
    close: () => new Promise((resolve) => connection.close(() => resolve(undefined))),
  };
}

/** @returns {Promise<RawDb>} */
async function openMariadb(url, poolSize = 1) {
  const mysql = dbRequire('mysql2/promise');
  const pool = mysql.createPool({ uri: url, connectionLimit: poolSize, dateStrings: false });
  return {
    kind: 'mariadb',
    url,
    query: async (sql, params = []) => (await pool.query(sql, params))[0],
    close: () => pool.end(),
  };
}

/** Dates as each driver stores Sequelize's DATE columns (SQLite: text with the offset). */
function dateValue(kind, date) {
  return kind === 'sqlite' ? date.toISOString().replace('T', ' ').replace('Z', ' +00:00') : date;
}

/** Adds videos until the table holds `total` rows, thousands per INSERT, in one transaction; newest are "now". */
async function fillVideos(db, categoryId, total) {
  const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM videos');
  const missing = total - Number(n);
  if (missing <= 0) return;
  const start = Date.now() - missing * 1000 - 60_000;
  const chunk = db.kind === 'sqlite' ? 3000 : 2000;
  await db.query(db.kind === 'sqlite' ? 'BEGIN IMMEDIATE' : 'START TRANSACTION');
  for (let from = 0; from < missing; from += chunk) {
    const count = Math.min(chunk, missing - from);
    const values = [];
    for (let index = 0; index < count; index += 1) {
      const at = dateValue(db.kind, new Date(start + (from + index) * 1000));
      const number = Number(n) + from + index + 1;
      values.push(
        `Bench video ${number}`,
        `A bench video, number ${number}.`,
        categoryId,
        `/media/videos/bench-${number}.mp4`,
        `/media/images/bench-${number}.png`,
        'all',
        0,
        at,
        at,
      );
    }
    const row = `(${videoColumns.map(() => '?').join(', ')})`;
    await db.query(
      `INSERT INTO videos (${videoColumns.join(', ')}) VALUES ${Array.from({ length: count }, () => row).join(', ')}`,
      values,
    );
  }
  await db.query('COMMIT');
}

async function benchCategory(db) {
  await db.query('INSERT INTO categories (name, created_at, updated_at) VALUES (?, ?, ?)', [
    `Bench ${process.pid}`,
    dateValue(db.kind, new Date()),
    dateValue(db.kind, new Date()),
  ]);
  const [row] = await db.query('SELECT id FROM categories WHERE name = ?', [`Bench ${process.pid}`]);
  return Number(row.id);
}

/** The first page's load: every answer must be 200. */
async function load(url, headers = {}) {
  const result = await keepAliveLoad(url, { headers, connections, seconds });
  if (result.failed > 0) throw new Error(`${url}: ${result.failed} of ${result.requests} requests failed`);
  return result;
}

const describe = (result) =>
  `${fixed(result.perSecond)} req/s, p50 ${fixed(result.p50, 1)} ms, p99 ${fixed(result.p99, 1)} ms`;
const verdict = (met) => (met ? 'met' : 'MISSED');

// ---------------------------------------------------------------------------------------------------------------
// The bare route: Koa and the raw driver in a process of their own (as each service is), no auth, same page SQL.

async function serveBare(url) {
  const Koa = (await import(pathToFileURL(kitRequire.resolve('koa')).href)).default;
  const db = url.startsWith('sqlite:') ? await openSqlite(url.slice('sqlite:'.length)) : await openMariadb(url, 10);
  const app = new Koa();
  app.use(async (ctx) => {
    const page = Math.max(1, Number(ctx.query.page) || 1);
    ctx.body = { data: await db.query(pageSql((page - 1) * pageSize)), page, pageSize };
  });
  const server = app.listen(0, '127.0.0.1', () => {
    process.stdout.write(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}\n`);
  });
}

const startBare = (url) => startBareRoute(fileURLToPath(import.meta.url), { BENCH_API_BARE: url });

// ---------------------------------------------------------------------------------------------------------------

async function benchDatabase(kind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ym-bench-api-'));
  const mariadbName = `ym_bench_${process.pid}`;
  /** @type {RawDb | undefined} */
  let admin;
  if (kind === 'mariadb') {
    admin = await openMariadb(`${mariadbServer}/mysql`);
    await admin.query(`CREATE DATABASE ${mariadbName} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  }
  const url = kind === 'mariadb' ? `${mariadbServer}/${mariadbName}` : `sqlite:${path.join(dataDir, 'bench.sqlite')}`;
  // The platform as production runs it (NODE_ENV=production: answers are not re-checked against the contract).
  const previous = {
    DATABASE_URL: process.env.DATABASE_URL,
    NODE_ENV: process.env.NODE_ENV,
    SERVICE_NODE_ARGS: process.env.SERVICE_NODE_ARGS,
  };
  // BENCH_API_PROFILE=<folder> keeps the .cpuprofile files there (for Chrome's DevTools); =1 throws them away.
  const profileDir = /^(1|true)$/.test(process.env.BENCH_API_PROFILE ?? '')
    ? path.join(dataDir, 'profiles')
    : path.resolve(process.env.BENCH_API_PROFILE ?? '.');
  Object.assign(process.env, {
    DATABASE_URL: url,
    NODE_ENV: 'production',
    ...(profiling
      ? {
          SERVICE_NODE_ARGS: `${previous.SERVICE_NODE_ARGS ?? '--optimize-for-size'} --cpu-prof --cpu-prof-dir=${profileDir}`,
        }
      : {}),
  });
  const platform = await benchPlatform().finally(() => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const db = kind === 'mariadb' ? await openMariadb(url) : await openSqlite(url.slice('sqlite:'.length));
  let bare;
  try {
    const { token } = await adminLogin(platform.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const list = (page) => `${platform.baseUrl}/api/videos?page=${page}&pageSize=${pageSize}`;
    const categoryId = await benchCategory(db);
    const label = kind === 'mariadb' ? 'MariaDB' : 'SQLite';

    await fillVideos(db, categoryId, smallRows);
    const small = await load(list(1), auth);
    const seedStarted = performance.now();
    await fillVideos(db, categoryId, largeRows);
    console.log(
      `[${label}] seeded ${largeRows.toLocaleString('en')} videos in ${fixed((performance.now() - seedStarted) / 1000, 1)} s`,
    );
    bare = await startBare(url);
    const from = Number(process.hrtime.bigint() / 1000n);
    // Goal 6 in rounds, the bare route and the gateway one after the other (each round starting with the other
    // one): a neighbour's load that comes and goes hits both sides of a round's ratio; the median round is kept.
    /** @type {{ bare: Awaited<ReturnType<typeof load>>, gateway: Awaited<ReturnType<typeof load>>, ratio: number }[]} */
    const sixes = [];
    for (let round = 0; round < (profiling ? 1 : rounds); round += 1) {
      const bareRun = round % 2 === 0 ? await load(`${bare.base}/?page=1`) : undefined;
      const gatewayRun = await load(list(1), auth);
      const bareResult = bareRun ?? (await load(`${bare.base}/?page=1`));
      sixes.push({ bare: bareResult, gateway: gatewayRun, ratio: gatewayRun.perSecond / bareResult.perSecond });
    }
    const six = medianBy(sixes, (entry) => entry.ratio);
    const { bare: bareFirst, gateway: first } = six;
    if (profiling) {
      const to = Number(process.hrtime.bigint() / 1000n);
      console.log(`[${label}] bare route ${describe(bareFirst)}; through the gateway ${describe(first)} (profiled)`);
      const processes = profiledProcesses(profileDir);
      await platform.stop();
      printBreakdowns(profileDir, processes, ['gateway', 'content'], { from, to });
      return;
    }
    const deep = await load(list(deepPage), auth);

    const throughputRatio = six.ratio;
    // Goal 5 of issue 37: each service's resident memory after the load (the gateway's and content's above all),
    // right after it and once V8 has collected the load's garbage, with the private part (RSS less the shared pages
    // of the Node binary).
    const services = platform.pid
      ? processTree(platform.pid).flatMap(({ pid, argv, rssMb: rssAfterLoad }) => {
          const program = argv.find((arg) => /(services|packages)\/[\w-]+\/(dist|src)\//.test(arg)) ?? '';
          const name = /services\/([\w-]+)\//.exec(program)?.[1];
          const flags = argv.filter((arg) => arg.startsWith('--') && !arg.startsWith('--require')).join(' ');
          return name ? [{ pid, name, flags, rssAfterLoad }] : [];
        })
      : [];
    if (services.length > 0) await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    const memory = services.map(
      ({ pid, name, flags, rssAfterLoad }) =>
        `${name} ${fixed(rssAfterLoad)} → ${fixed(rssMb(pid))} MB (private ${fixed(privateMb(pid))} MB; ` +
        `${flags || 'no flags'})`,
    );
    const deepRatio = first.perSecond / deep.perSecond;
    const largeRatio = small.perSecond / first.perSecond;
    const rows = largeRows.toLocaleString('en');
    console.log(
      `[${label}] ${connections} connections, ${seconds} s each; goal 6: the median of ${sixes.length} rounds ` +
        `(ratios ${sixes.map((entry) => fixed(entry.ratio, 2)).join(', ')}; gateway p99s ` +
        `${sixes.map((entry) => fixed(entry.gateway.p99, 0)).join(', ')} ms):`,
    );
    console.log(`  bare Koa + raw driver, page 1 SQL, no auth: ${describe(bareFirst)}`);
    console.log(
      `  6. GET /api/videos page 1 (${rows} rows) through the gateway, signed in: ${describe(first)} → ` +
        `${fixed(throughputRatio, 2)}× the bare route (goal ≥ ${goals.throughputRatio}×: ` +
        `${verdict(throughputRatio >= goals.throughputRatio)}; p99 goal ≤ ${goals.p99Ms} ms: ` +
        `${verdict(first.p99 <= goals.p99Ms)})`,
    );
    if (memory.length > 0)
      console.log(`  RSS right after the loads → ${settleSeconds} s later (goal ≤ 80 MB each): ${memory.join(', ')}`);
    console.log(
      `  7. page ${deepPage.toLocaleString('en')}: ${describe(deep)} → page 1 is ${fixed(deepRatio, 2)}× as fast ` +
        `(goal ≤ ${goals.deepPageRatio}×: ${verdict(deepRatio <= goals.deepPageRatio)})`,
    );
    console.log(
      `  10. page 1 with ${smallRows} rows: ${describe(small)} → ${fixed(largeRatio, 2)}× the ${rows}-row speed ` +
        `(goal ≤ ${goals.largeTableRatio}×: ${verdict(largeRatio <= goals.largeTableRatio)})`,
    );
  } finally {
    bare?.stop();
    await db.close();
    await platform.stop();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${mariadbName}`);
      await admin.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  for (const kind of databases) await benchDatabase(kind);
}

runBench('BENCH_API_BARE', serveBare, main);
