#!/usr/bin/env node
// Figures, not assertions: the parent dashboard call (`GET /api/progress/dashboard`) for a family of five
// children with 5,000 progress rows (plus 100 quiz attempts, 100 worksheets and 60 days of learning time each),
// next to a bare Koa route measured in the same run, so the figure reads against this machine's floor.
// Builds the real content app in this process (TypeScript through tsx) on a fresh SQLite file and real HTTP on
// free ports; the target is p95 ≤ 50 ms.
//
//   node scripts/bench-dashboard.mjs            BENCH_DASHBOARD_CALLS=1000 node scripts/bench-dashboard.mjs
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const calls = Number(process.env.BENCH_DASHBOARD_CALLS || 500);
const warmUp = 50;
const targetP95Ms = 50;

const contentRequire = createRequire(path.join(repoRoot, 'services/content/package.json'));
const kitRequire = createRequire(path.join(repoRoot, 'packages/service-kit/package.json'));
const source = (file) => import(pathToFileURL(path.join(repoRoot, file)).href);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Serves `callback` on a free port of 127.0.0.1; resolves with its base URL and a close function. */
function serve(callback) {
  const server = createServer(callback);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ base: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

/** `total` calls one after another (latency, not throughput); the percentiles of their durations. */
async function latencies(url, headers, total) {
  const durations = [];
  for (let index = 0; index < total + warmUp; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    if (index >= warmUp) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), p99: percentile(durations, 99) };
}

async function main() {
  const Koa = (await import(pathToFileURL(kitRequire.resolve('koa')).href)).default;
  const { createDatabase } = await source('packages/db/src/index.ts');
  const { insertBusyFamily, insertSampleContent } = await source('packages/db/src/testing/index.ts');
  const { createLogger, createTokenService, jwtAudience, jwtIssuer } = await source(
    'packages/service-kit/src/index.ts',
  );
  const { buildContentApp } = await source('services/content/src/app.ts');
  const { createLocalMediaStore } = await source('services/content/src/media/index.ts');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ym-bench-dashboard-'));
  const db = createDatabase({ url: `sqlite:${path.join(dataDir, 'bench.sqlite')}`, logging: false });
  const servers = [];
  try {
    await db.migrate();
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const content = await insertSampleContent(db);
    const { user: parent } = await db.repos.families.register(
      { name: 'Bench Parent', email: 'bench@example.test', phone: '555 0100', passwordHash: 'not-a-real-hash' },
      { planName: 'Pro', price: 19.99, startDate: today, endDate: `${now.getUTCFullYear() + 1}-01-01` },
    );
    const childIds = [];
    for (let index = 0; index < 5; index += 1) {
      const created = await db.repos.users.createChildWithinLimit(
        {
          parentId: parent.id,
          name: `Child ${index + 1}`,
          age: 6 + index,
          username: `bench-kid-${index}`,
          passwordHash: 'x',
        },
        5,
      );
      if (!created.ok) throw new Error(`child not created: ${created.reason}`);
      childIds.push(created.child.id);
    }
    await insertBusyFamily(db, { childIds, content, now });

    const tokens = createTokenService({
      secret: new TextEncoder().encode('a bench-only secret with more than thirty-two bytes'),
      issuer: jwtIssuer,
      audience: jwtAudience,
      ttlSeconds: 3600,
    });
    const token = await tokens.sign({ sub: parent.id, role: 'parent', ver: parent.tokenVersion });
    const media = createLocalMediaStore({ root: path.join(dataDir, 'media') });
    const logger = createLogger({ service: 'content', level: 'silent' });
    const app = buildContentApp({ db, tokens, media, logger, uploadDir: dataDir });
    const contentServer = await serve(app.callback());
    servers.push(contentServer);

    const bare = new Koa();
    bare.use((ctx) => {
      ctx.body = { ok: true };
    });
    const bareServer = await serve(bare.callback());
    servers.push(bareServer);

    const baseline = await latencies(`${bareServer.base}/`, {}, calls);
    const dashboard = await latencies(
      `${contentServer.base}/api/progress/dashboard`,
      { authorization: `Bearer ${token}` },
      calls,
    );
    console.log(`bare Koa route, ${calls} calls in a row: p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}`);
    console.log(
      `GET /api/progress/dashboard (5 children, 5,000 progress rows, SQLite), ${calls} calls in a row: ` +
        `p50 ${ms(dashboard.p50)}, p95 ${ms(dashboard.p95)}, p99 ${ms(dashboard.p99)} ` +
        `(target p95 ≤ ${targetP95Ms} ms: ${dashboard.p95 <= targetP95Ms ? 'met' : 'MISSED'})`,
    );
  } finally {
    for (const server of servers) await server.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The sources are TypeScript: run this file again with tsx loaded (as the services run), then measure.
if (process.env.BENCH_DASHBOARD_WITH_TSX) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
} else {
  const tsx = pathToFileURL(contentRequire.resolve('tsx')).href;
  const run = spawnSync(process.execPath, ['--import', tsx, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_DASHBOARD_WITH_TSX: '1' },
  });
  process.exitCode = run.status ?? 1;
}
