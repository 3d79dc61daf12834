#!/usr/bin/env node
// `pnpm deploy:verify` (issue 38): the deployment proven from its images on this machine. It builds the base
// images when missing (base-images.mjs), then the eight images of deploy/docker; runs them with podman on host
// networking against this machine's MariaDB (a fresh database and user, dropped at the end) and Redis (a key
// prefix of its own, cleared at the end) and an S3 bucket (s3rver, in this process), with the environment
// compose.yaml gives each container (its hosts replaced by 127.0.0.1 and free ports); then proves through the
// gateway what docs/operations.md lists, kills a content container under 30 s of reads, rolls the content image
// one instance at a time, removes everything it started (the images stay, as a build's output) and prints
// `N passed, M failed`, exiting non-zero on any failure. Many minutes: not part of `pnpm test`.
//
//   pnpm deploy:verify
//   DEPLOY_VERIFY_MARIADB_URL=mysql://root@127.0.0.1:3306 DEPLOY_VERIFY_REDIS_URL=redis://127.0.0.1:6379 (defaults)
//   DEPLOY_VERIFY_KILL_SECONDS=30 (the reads around the killed container)
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ensureBaseImages } from './base-images.mjs';
import { build, imageSize, megabytes, podmanAsync as podman, repoRoot } from './podman.mjs';

const require = createRequire(import.meta.url);
const platform = require('../services.json');
const fromPackage = (dir) => createRequire(path.join(repoRoot, dir, 'package.json'));
const mysql = fromPackage('packages/db')('mysql2/promise');
const Redis = fromPackage('packages/service-kit')('ioredis');
const S3rver = fromPackage('services/content')('s3rver');

const env = process.env;
const mariadbServer = (env.DEPLOY_VERIFY_MARIADB_URL || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const redisServer = (env.DEPLOY_VERIFY_REDIS_URL || 'redis://127.0.0.1:6379').replace(/\/$/, '');
const killSeconds = Number(env.DEPLOY_VERIFY_KILL_SECONDS || 30);
const database = 'ym_deploy_verify';
const redisPrefix = 'ym-deploy-verify';
const containerPrefix = 'ym-verify-';
const areas = ['public', 'admin', 'parent', 'child'];
/** The images, in build order: the services of scripts/services.json, the gateway, the areas' nginx images. */
const images = [...platform.services.map((s) => s.name), platform.gateway.name, ...areas.map((a) => `mfe-${a}`)];
const tagOf = (name) => `localhost/young-minds/${name}`;

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`verify | ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ------------------------------------------------------------------------------------------------ checks

/** @type {{ name: string, ok: boolean, detail: string | undefined }[]} */
const results = [];

/** Runs one proof: passes when `fn` resolves (with a detail to print), fails when it throws. */
async function check(name, fn) {
  const since = Date.now();
  try {
    const detail = (await fn()) ?? '';
    results.push({ name, ok: true, detail });
    say(`PASS ${name}${detail ? ` — ${detail}` : ''} (${seconds(since)})`);
    return true;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    say(`FAIL ${name} — ${detail} (${seconds(since)})`);
    return false;
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

// ------------------------------------------------------------------------------------------------ setup

/** Free TCP ports on 127.0.0.1 (never 8080 or 3000–3003: the listening kernel picks above 32768). */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** compose.yaml's `${NAME}`, `${NAME:-default}` and `${NAME:?message}`, from `vars`. */
function interpolate(value, vars) {
  return String(value).replace(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (_match, name, op, arg) => {
    const set = vars[name];
    if (set !== undefined && set !== '') return set;
    if (op?.endsWith('-')) return arg;
    if (op?.endsWith('?')) throw new Error(`compose.yaml needs ${name} (${arg})`);
    return '';
  });
}

/**
 * The environment compose.yaml gives a service, interpolated from `vars`, with each `host:port` of compose's
 * network (mariadb:3306, auth:4001, content-1:4002…) replaced by where it runs here (`hosts`).
 */
function composeEnv(compose, service, vars, hosts) {
  const environment = compose.services[service]?.environment;
  if (!environment) throw new Error(`compose.yaml has no environment for ${service}`);
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      interpolate(value, vars).replace(/(\/\/|@)([a-z0-9-]+):(\d+)/g, (match, lead, host, port) => {
        const to = hosts[`${host}:${port}`];
        return to ? `${lead}${to}` : match;
      }),
    ]),
  );
}

// ------------------------------------------------------------------------------------------------ containers

/** The containers this run started, by name. */
const containers = new Set();
let workDir = '';

/** `podman run -d` on host networking with an env file (the secrets stay off the command line). */
/**
 * @param {string} name
 * @param {string} image
 * @param {Record<string, string>} environment
 * @param {{ volumes?: string[], command?: string[] }} [options]
 */
async function runContainer(name, image, environment, { volumes = [], command = [] } = {}) {
  const envFile = path.join(workDir, `${name}.env`);
  writeFileSync(
    envFile,
    Object.entries(environment)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    {
      mode: 0o600,
    },
  );
  const full = `${containerPrefix}${name}`;
  await spawnQuiet(['rm', '-f', full]);
  containers.add(full);
  await podman([
    'run',
    '-d',
    '--name',
    full,
    '--network=host',
    '--env-file',
    envFile,
    ...volumes.flatMap((volume) => ['-v', volume]),
    image,
    ...command,
  ]);
  return full;
}

async function spawnQuiet(args) {
  try {
    return await podman(args);
  } catch {
    return '';
  }
}

/** A one-shot container to its end; rejects with its output when it fails. */
async function runToEnd(name, image, environment, command) {
  const full = await runContainer(name, image, environment, { command });
  const code = Number((await podman(['wait', full])).trim());
  const output = await spawnQuiet(['logs', full]);
  await spawnQuiet(['rm', '-f', full]);
  containers.delete(full);
  if (code !== 0) throw new Error(`${name} exited with ${code}:\n${output.slice(-3000)}`);
  return output;
}

const logsOf = (full) => spawnQuiet(['logs', '--tail', '40', full]);

/** Polls `url` until it answers 200; rejects with the container's last log lines when it does not in time. */
async function waitHealthy(url, full, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    const state = (await spawnQuiet(['inspect', '--format', '{{.State.Status}}', full])).trim();
    if (state === 'exited' || Date.now() > deadline)
      throw new Error(`${full} is not healthy at ${url} (${state}):\n${await logsOf(full)}`);
    await sleep(500);
  }
}

/** The container's image HEALTHCHECK, run as podman would on its interval: healthy within 3 tries. */
async function imageHealthcheck(full) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await podman(['healthcheck', 'run', full]);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await sleep(2_000);
    }
  }
}

async function until(what, probe, timeoutMs, intervalMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

// ------------------------------------------------------------------------------------------------ HTTP

let base = '';
const bearer = (token) => ({ authorization: `Bearer ${token}` });

/**
 * A request to the gateway; the answer's body parsed as JSON when it is JSON.
 * @param {string} method
 * @param {string} pathname
 * @param {{ token?: string, json?: unknown, form?: FormData, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, body: any, headers: Headers }>}
 */
async function call(method, pathname, { token, json, form, headers = {} } = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : form,
  });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

function expectStatus(answer, status, what) {
  expect(
    answer.status === status,
    `${what}: ${answer.status} (expected ${status}) ${JSON.stringify(answer.body).slice(0, 300)}`,
  );
  return answer.body;
}

/**
 * `loops` concurrent readers through the gateway until `stop()` resolves; every answer but 200 (or a network
 * error) is a failure. Resolves with how many reads were made and the failures.
 */
async function readUnder(paths, token, loops, stop) {
  let done = 0;
  let stopped = false;
  /** @type {string[]} */
  const failures = [];
  void stop.then(() => (stopped = true));
  const loop = async (offset) => {
    while (!stopped) {
      const pathname = paths[(done + offset) % paths.length];
      done += 1;
      try {
        const res = await fetch(`${base}${pathname}`, { headers: bearer(token), signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`${pathname}: ${res.status}`);
      } catch (error) {
        failures.push(`${pathname}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: loops }, (_, offset) => loop(offset)));
  return { done, failures };
}

// ------------------------------------------------------------------------------------------------ main

/** @type {{ builds: [string, number][], sizes: [string, number][] }} */
const figures = { builds: [], sizes: [] };
let s3server = null;
let admin = null;
let redisKeysCleared = 0;

async function buildImages() {
  say('base images…');
  const bases = await ensureBaseImages({ log: (line) => say(`  ${line}`) });
  for (const b of bases) figures.sizes.push([b.tag, b.size]);
  for (const name of images) {
    const ok = await check(`image ${name} builds`, async () => {
      const since = Date.now();
      /** @type {string[]} */
      const log = [];
      const code = await build({
        file: path.join(repoRoot, 'deploy', 'docker', `${name}.Dockerfile`),
        tag: tagOf(name),
        context: repoRoot,
        args: ['--pull=never'],
        onLine: (line) => {
          log.push(line);
          if (/^(\[\d+\/\d+\] )?STEP \d+/.test(line)) say(`    ${name} ${line.slice(0, 110)}`);
        },
      });
      expect(code === 0, `podman build exited with ${code}:\n${log.slice(-40).join('\n')}`);
      const size = imageSize(tagOf(name));
      figures.builds.push([name, Date.now() - since]);
      figures.sizes.push([tagOf(name), size]);
      return `${megabytes(size)} in ${seconds(since)}`;
    });
    if (!ok) return false;
  }
  // What the Node images carry besides Node: their production dependencies only.
  await check('the Node images carry production dependencies only (no tsx, esbuild, jest, rsbuild)', async () => {
    /** @type {string[]} */
    const lines = [];
    for (const name of [...platform.services.map((s) => s.name), platform.gateway.name]) {
      const out = (
        await podman([
          'run',
          '--rm',
          '--network=host',
          tagOf(name),
          'sh',
          '-c',
          'du -sm /app/node_modules | cut -f1; ls /app/node_modules/.pnpm | sed "s/@[^@]*$//" | sort -u',
        ])
      ).split('\n');
      const packages = out.slice(1).filter(Boolean);
      const dev = packages.filter((p) => /^(tsx|esbuild|jest|@rsbuild\+core|typescript|@swc\+core)$/.test(p));
      expect(dev.length === 0, `${name} carries ${dev.join(', ')}`);
      lines.push(`${name} ${out[0]} MB`);
    }
    return `node_modules: ${lines.join(', ')}`;
  });
  return true;
}

async function main() {
  say(`repository: ${repoRoot}`);
  if (!(await buildImages())) return;

  workDir = mkdtempSync(path.join(os.tmpdir(), 'ym-deploy-verify-'));
  chmodSync(workDir, 0o755);
  const setupSince = Date.now();
  const ports = await freePorts(6 + areas.length);
  const [gatewayPort, authPort, content1Port, content2Port, subscriptionsPort, s3Port] = ports;
  const areaPorts = Object.fromEntries(areas.map((area, index) => [area, ports[6 + index]]));
  base = `http://127.0.0.1:${gatewayPort}`;

  // MariaDB: a fresh database and its own user, as compose's MARIADB_DATABASE/USER/PASSWORD.
  const password = randomBytes(12).toString('hex');
  admin = await mysql.createConnection({ uri: `${mariadbServer}/mysql` });
  await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  for (const host of ['127.0.0.1', 'localhost']) {
    await admin.query(`DROP USER IF EXISTS '${database}'@'${host}'`);
    await admin.query(`CREATE USER '${database}'@'${host}' IDENTIFIED BY '${password}'`);
    await admin.query(`GRANT ALL PRIVILEGES ON \`${database}\`.* TO '${database}'@'${host}'`);
  }

  // S3: s3rver with the bucket compose's minio-bucket one-shot would make.
  const s3dir = path.join(workDir, 's3');
  mkdirSync(s3dir);
  const bucket = 'young-minds';
  s3server = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: bucket }],
  });
  await s3server.run();

  // compose.yaml's variables (deploy/compose.env), and where its hosts are on this machine.
  const redisUrl = new URL(redisServer);
  const vars = {
    MARIADB_USER: database,
    MARIADB_PASSWORD: password,
    MARIADB_DATABASE: database,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
    MEDIA_URL_SECRET: randomBytes(32).toString('hex'),
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER', // s3rver's built-in credentials
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    LOG_LEVEL: 'info',
    APP_URL: base,
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    SEED_DEMO: '1',
  };
  const hosts = {
    'mariadb:3306': '127.0.0.1:3306',
    'redis:6379': `${redisUrl.hostname}:${redisUrl.port || 6379}`,
    'minio:9000': `127.0.0.1:${s3Port}`,
    'auth:4001': `127.0.0.1:${authPort}`,
    'content-1:4002': `127.0.0.1:${content1Port}`,
    'content-2:4002': `127.0.0.1:${content2Port}`,
    'subscriptions:4003': `127.0.0.1:${subscriptionsPort}`,
  };
  const compose = parse(readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8'), { merge: true });
  /** A service's environment from compose.yaml; HOST: reachable from this machine only (host networking). */
  const envOf = (service, extra) => ({ ...composeEnv(compose, service, vars, hosts), HOST: '127.0.0.1', ...extra });
  const contentEnv = (port) => envOf('content-1', { CONTENT_PORT: String(port) });

  const ok = await check('migrations and demo content (compose `migrate`: the content image, one-shot)', async () => {
    const command = compose.services.migrate.command;
    const output = await runToEnd('migrate', tagOf('content'), envOf('migrate', {}), command);
    return `${output.trim().split('\n').length} log lines`;
  });
  if (!ok) return;

  // The services, content twice, then the gateway (compose's depends_on: each healthy first).
  const serviceSince = Date.now();
  const started = [
    [await runContainer('auth', tagOf('auth'), envOf('auth', { AUTH_PORT: String(authPort) })), authPort],
    [await runContainer('content-1', tagOf('content'), contentEnv(content1Port)), content1Port],
    [await runContainer('content-2', tagOf('content'), contentEnv(content2Port)), content2Port],
    [
      await runContainer(
        'subscriptions',
        tagOf('subscriptions'),
        envOf('subscriptions', { SUBSCRIPTIONS_PORT: String(subscriptionsPort) }),
      ),
      subscriptionsPort,
    ],
  ];
  // Each area's remote from its nginx image, allowed to the gateway's origin; the gateway's remotes map points
  // the shell at them (REMOTES_FILE), as a deployment serving the areas apart does.
  for (const area of areas)
    started.push([
      await runContainer(`mfe-${area}`, tagOf(`mfe-${area}`), { PORT: String(areaPorts[area]), SHELL_ORIGIN: base }),
      areaPorts[area],
    ]);
  const configDir = path.join(workDir, 'config');
  mkdirSync(configDir, { mode: 0o755 });
  const remotes = Object.fromEntries(
    areas.map((area) => [`mfe_${area}`, `http://127.0.0.1:${areaPorts[area]}/remotes/${area}/remoteEntry.js`]),
  );
  writeFileSync(path.join(configDir, 'remotes.json'), JSON.stringify(remotes, null, 2), { mode: 0o644 });

  if (
    !(await check('auth, content ×2, subscriptions and the four area servers start healthy', async () => {
      await Promise.all(started.map(([full, port]) => waitHealthy(`http://127.0.0.1:${port}/health`, full)));
      // Each image's own HEALTHCHECK (no systemd here to run it on its interval): healthy within its retries.
      for (const [full] of started) await imageHealthcheck(full);
      return `${started.length} containers in ${seconds(serviceSince)}`;
    }))
  )
    return;
  const gateway = await runContainer(
    'gateway',
    tagOf('gateway'),
    envOf('gateway', { PORT: String(gatewayPort), REMOTES_FILE: '/config/remotes.json' }),
    { volumes: [`${configDir}:/config:ro`] },
  );
  if (
    !(await check('the gateway starts healthy in front of them', async () => {
      await waitHealthy(`${base}/health/live`, gateway);
      await imageHealthcheck(gateway);
      await until('every service healthy behind the gateway', async () => (await fetch(`${base}/health`)).ok, 30_000);
      return `platform up ${seconds(setupSince)} after the builds`;
    }))
  )
    return;

  await prove({ vars, remotes, areaPorts, contentEnv, ports: { content1Port, content2Port } });
}

async function prove({ vars, remotes, areaPorts, contentEnv, ports }) {
  await check('the public pages load from the gateway image (home, /login, a shell asset)', async () => {
    // As a browser navigates: Accept names text/html (the gateway's SPA fallback answers only that).
    const navigate = { headers: { accept: 'text/html,application/xhtml+xml' } };
    const home = await fetch(`${base}/`, navigate);
    const html = await home.text();
    expect(home.status === 200 && /text\/html/.test(home.headers.get('content-type') ?? ''), `/: ${home.status}`);
    const script = /<script[^>]+src="(\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the home page names no script');
    const asset = await fetch(`${base}${script}`);
    await asset.arrayBuffer();
    expect(asset.status === 200, `${script}: ${asset.status}`);
    const login = await fetch(`${base}/login`, navigate);
    await login.arrayBuffer();
    expect(login.status === 200, `/login: ${login.status}`);
    const policy = home.headers.get('content-security-policy') ?? '';
    for (const area of areas)
      expect(policy.includes(`127.0.0.1:${areaPorts[area]}`), `the page's CSP does not allow the ${area} server`);
    return `home ${html.length} bytes, ${script}`;
  });

  await check("each area's remote entry loads from its nginx image, as the shell finds it", async () => {
    const map = await (await fetch(`${base}/remotes.json`)).json();
    expect(JSON.stringify(map) === JSON.stringify(remotes), `/remotes.json is ${JSON.stringify(map)}`);
    /** @type {string[]} */
    const loaded = [];
    for (const area of areas) {
      // The shell loads the entry the map names; the offline worker reads the manifest beside it (the child's files).
      const entryUrl = map[`mfe_${area}`];
      const entry = await fetch(entryUrl, { headers: { origin: base, 'accept-encoding': 'gzip' } });
      const body = await entry.text();
      expect(entry.status === 200 && body.length > 100, `${entryUrl}: ${entry.status}`);
      expect(/javascript/.test(entry.headers.get('content-type') ?? ''), `${entryUrl}: not JavaScript`);
      const manifestUrl = new URL('mf-manifest.json', entryUrl).href;
      const manifest = await fetch(manifestUrl, { headers: { origin: base } });
      expect(manifest.status === 200, `${manifestUrl}: ${manifest.status}`);
      for (const answer of [entry, manifest])
        expect(
          answer.headers.get('access-control-allow-origin') === base,
          `${area}: Access-Control-Allow-Origin ${answer.headers.get('access-control-allow-origin')}`,
        );
      loaded.push(`${area} ${(body.length / 1024).toFixed(0)} kB`);
    }
    return loaded.join(', ');
  });

  let parentToken = '';
  let childToken = '';
  const childLogin = { username: `kid${Date.now().toString(36)}`, password: 'learn-and-play-7' };
  await check('a family registers, buys the Pro plan and adds a child', async () => {
    const email = `deploy-verify-${Date.now().toString(36)}@example.com`;
    const registered = expectStatus(
      await call('POST', '/api/auth/register', {
        json: { name: 'Verify Parent', phone: '+1 555 0100', email, password: 'secret-pass-1' },
      }),
      201,
      'register',
    );
    parentToken = registered.token;
    const plans = expectStatus(await call('GET', '/api/plans'), 200, 'plans');
    const pro = plans.data.find((plan) => plan.name === 'Pro');
    expect(pro, 'no Pro plan');
    const bought = expectStatus(
      await call('POST', '/api/subscriptions/subscribe', {
        token: parentToken,
        json: { plan: pro.name, expectedTotal: pro.total },
      }),
      201,
      'subscribe',
    );
    const child = expectStatus(
      await call('POST', '/api/parent/add-child', {
        token: parentToken,
        json: { name: 'Sumayyah', age: 7, avatar: 'owl', ...childLogin },
      }),
      201,
      'add child',
    );
    return `subscription ${bought.subscription.id} (${bought.payment.amount ?? pro.total}), child ${child.id}`;
  });

  await check('the child logs in and plays a video with a Range request', async () => {
    const login = expectStatus(
      await call('POST', '/api/auth/login', { json: { email: childLogin.username, password: childLogin.password } }),
      200,
      'child login',
    );
    expect(login.user.role === 'child', `logged in as ${login.user.role}`);
    childToken = login.token;
    const videos = expectStatus(await call('GET', '/api/videos', { token: childToken }), 200, 'videos');
    expect(videos.data.length > 0, 'no videos (the demo content)');
    const video = expectStatus(
      await call('GET', `/api/videos/${videos.data[0].id}`, { token: childToken }),
      200,
      'video',
    );
    const ranged = await fetch(`${base}${video.video_url}`, { headers: { range: 'bytes=0-1023' } });
    const bytes = Buffer.from(await ranged.arrayBuffer());
    expect(ranged.status === 206, `${video.video_url}: ${ranged.status}`);
    expect(bytes.length === 1024, `${bytes.length} bytes`);
    return `${video.video_url.split('?')[0]}: 206, ${ranged.headers.get('content-range')}`;
  });

  let adminToken = '';
  await check('an admin uploads a book (PDF, stored in S3) and it is served back', async () => {
    const login = expectStatus(
      await call('POST', '/api/auth/login', {
        json: { email: 'admin@youngminds.local', password: vars.ADMIN_PASSWORD },
      }),
      200,
      'admin login',
    );
    adminToken = login.token;
    const categories = expectStatus(await call('GET', '/api/Category', { token: adminToken }), 200, 'categories');
    const category = (categories.data ?? categories)[0];
    expect(category, 'no category');
    const pdf = readFileSync(path.join(repoRoot, 'services/content/seed/media/stories-of-the-prophets.pdf'));
    const form = new FormData();
    form.set('title', `Deploy verify ${new Date().toISOString()}`);
    form.set('author', 'Young Minds');
    form.set('category', String(category.id));
    form.set('pages', '1');
    form.set('pdf', new Blob([pdf], { type: 'application/pdf' }), 'verify.pdf');
    const book = expectStatus(await call('POST', '/api/books', { token: adminToken, form }), 201, 'upload');
    const file = await fetch(`${base}${book.fileUrl}`, { headers: bearer(adminToken) });
    const body = Buffer.from(await file.arrayBuffer());
    expect(file.status === 200 && body.equals(pdf), `${book.fileUrl}: ${file.status}, ${body.length} bytes`);
    // Scholar review (issue 35): the draft reaches a child only once a reviewer other than its author approves it.
    const hidden = expectStatus(await call('GET', '/api/books', { token: childToken }), 200, 'books');
    expect(!hidden.data.some((b) => b.id === book.id), 'the child sees the book before it was reviewed');
    expectStatus(await call('POST', `/api/admin/review/book/${book.id}/submit`, { token: adminToken }), 200, 'submit');
    const reviewerEmail = `reviewer-${Date.now()}@example.com`;
    const invited = expectStatus(
      await call('POST', '/api/admin/admins', {
        token: adminToken,
        json: { name: 'Deploy Reviewer', email: reviewerEmail, reviewer: true },
      }),
      201,
      'invite a reviewer',
    );
    const reviewerPassword = `reviewer-${randomBytes(9).toString('hex')}`;
    expectStatus(
      await call('POST', '/api/auth/accept-invite', {
        json: { token: invited.setupToken, password: reviewerPassword },
      }),
      200,
      'accept the invitation',
    );
    const reviewer = expectStatus(
      await call('POST', '/api/auth/login', { json: { email: reviewerEmail, password: reviewerPassword } }),
      200,
      'reviewer login',
    );
    expectStatus(
      await call('POST', `/api/admin/review/book/${book.id}/approve`, { token: reviewer.token, json: { note: null } }),
      200,
      'approve',
    );
    const listed = expectStatus(await call('GET', '/api/books', { token: childToken }), 200, 'books');
    expect(
      listed.data.some((b) => b.id === book.id),
      'the child does not see the new book once approved',
    );
    return `book ${book.id}, ${pdf.length} bytes back through the gateway; hidden until a second admin approved it`;
  });

  await check('/health and /metrics (with the token; 401 without)', async () => {
    const health = expectStatus(await call('GET', '/health'), 200, '/health');
    expect(health.status === 'ok', `/health: ${JSON.stringify(health)}`);
    const contents = health.instances?.content ?? [];
    expect(contents.length === 2 && contents.every((i) => i.status === 'ok'), `content: ${JSON.stringify(contents)}`);
    expectStatus(await call('GET', '/metrics'), 401, '/metrics without the token');
    const metrics = await fetch(`${base}/metrics`, { headers: bearer(vars.METRICS_TOKEN) });
    const text = await metrics.text();
    const families = text.match(/^# TYPE /gm)?.length ?? 0;
    expect(metrics.status === 200 && families > 0, `/metrics: ${metrics.status}, ${text.slice(0, 200)}`);
    return `${Object.keys(health.services ?? {}).join(', ')} ok; /metrics ${families} metric families`;
  });

  const token = adminToken || childToken;
  const videoList = await call('GET', '/api/videos', { token });
  const firstVideo = videoList.body?.data?.[0]?.id ?? 1;
  const reads = ['/api/videos', '/api/blogs', '/api/books', '/api/Category', `/api/videos/${firstVideo}`];
  const contentStates = async () =>
    ((await (await fetch(`${base}/health`)).json()).instances?.content ?? []).map((i) => i.status);

  await check(`a content container killed during ${killSeconds} s of reads: 0 failed reads`, async () => {
    const victim = `${containerPrefix}content-2`;
    const stop = sleep(killSeconds * 1000);
    const killer = (async () => {
      await sleep((killSeconds * 1000) / 3);
      await podman(['kill', '--signal', 'KILL', victim]);
    })();
    const { done, failures } = await readUnder(reads, token, 4, stop);
    await killer;
    expect(failures.length === 0, `${failures.length} of ${done} reads failed: ${failures.slice(0, 5).join('; ')}`);
    const states = await contentStates();
    expect(states.includes('down') || states.some((s) => s !== 'ok'), `the gateway still reports ${states}`);
    // Back in service, as `restart: unless-stopped` would bring it.
    await podman(['start', victim]);
    await waitHealthy(`http://127.0.0.1:${ports.content2Port}/health`, victim);
    await until(
      'the gateway reports both content instances ok',
      async () => {
        const s = await contentStates();
        return s.length === 2 && s.every((state) => state === 'ok');
      },
      30_000,
    );
    return `${done} reads, 0 failed; killed after ${killSeconds / 3} s, restarted and back in the rotation`;
  });

  await check('the content image rolled to a new build one instance at a time: 0 failed requests', async () => {
    const before = (await podman(['image', 'inspect', '--format', '{{.Id}}', tagOf('content')])).trim();
    const since = Date.now();
    /** @type {string[]} */
    const log = [];
    const code = await build({
      file: path.join(repoRoot, 'deploy', 'docker', 'content.Dockerfile'),
      tag: tagOf('content'),
      context: repoRoot,
      args: ['--pull=never', '--label', `org.opencontainers.image.created=${new Date().toISOString()}`],
      onLine: (line) => log.push(line),
    });
    expect(code === 0, `the new build failed:\n${log.slice(-30).join('\n')}`);
    const after = (await podman(['image', 'inspect', '--format', '{{.Id}}', tagOf('content')])).trim();
    expect(after !== before, 'the new build has the same image id');
    const buildTime = seconds(since);

    /** @type {(value?: unknown) => void} */
    let finish = () => {};
    const stop = new Promise((resolve) => (finish = resolve));
    const reading = readUnder(reads, token, 4, stop);
    const rollSince = Date.now();
    try {
      await sleep(2_000);
      for (const [name, port] of [
        ['content-1', ports.content1Port],
        ['content-2', ports.content2Port],
      ]) {
        const full = `${containerPrefix}${name}`;
        await podman(['stop', '--time', '20', full]);
        await podman(['rm', full]);
        await runContainer(name, tagOf('content'), contentEnv(port));
        await waitHealthy(`http://127.0.0.1:${port}/health`, full);
        await until(
          'the gateway reports both content instances ok',
          async () => {
            const s = await contentStates();
            return s.length === 2 && s.every((state) => state === 'ok');
          },
          30_000,
        );
        await sleep(3_000); // reads on both instances before the next one goes
      }
    } finally {
      finish();
    }
    const { done, failures } = await reading;
    /** @type {string[]} */
    const running = [];
    for (const name of ['content-1', 'content-2'])
      running.push((await podman(['inspect', '--format', '{{.Image}}', `${containerPrefix}${name}`])).trim());
    expect(
      running.every((id) => after.startsWith(id) || id.startsWith(after.slice(0, 12))),
      `running ${running}, new ${after}`,
    );
    expect(failures.length === 0, `${failures.length} of ${done} requests failed: ${failures.slice(0, 5).join('; ')}`);
    return `new build in ${buildTime}; roll ${seconds(rollSince)}, ${done} requests, 0 failed`;
  });
}

// ------------------------------------------------------------------------------------------------ cleanup

async function cleanup() {
  const since = Date.now();
  for (const full of containers) await spawnQuiet(['rm', '-f', '--time', '5', full]);
  const removed = containers.size;
  containers.clear();
  if (admin) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
      for (const host of ['127.0.0.1', 'localhost']) await admin.query(`DROP USER IF EXISTS '${database}'@'${host}'`);
    } finally {
      await admin.end();
    }
  }
  const redis = new Redis(redisServer, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) redisKeysCleared += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  if (s3server) {
    s3server.httpServer?.closeAllConnections();
    await s3server.close();
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  say(
    `removed ${removed} containers, the database ${database} and its user, ${redisKeysCleared} Redis keys, the S3 ` +
      `folder and ${workDir || 'no work folder'} (${seconds(since)}); the images stay`,
  );
}

let cleaning = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`${signal}: removing what this run started…`);
    cleaning ??= cleanup();
    void cleaning.finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  results.push({ name: 'the run itself', ok: false, detail: error instanceof Error ? error.stack : String(error) });
  say(`FAIL the run itself — ${error instanceof Error ? error.stack : String(error)}`);
}
try {
  cleaning ??= cleanup();
  await cleaning;
} catch (error) {
  results.push({ name: 'cleanup', ok: false, detail: String(error) });
  say(`FAIL cleanup — ${String(error)}`);
}
say('');
say('image sizes:');
for (const [tag, size] of figures.sizes) say(`  ${tag.padEnd(52)} ${megabytes(size)}`);
say('build times:');
for (const [name, ms] of figures.builds) say(`  ${name.padEnd(52)} ${(ms / 1000).toFixed(0)} s`);
const failed = results.filter((r) => !r.ok).length;
say(`total ${seconds(started)}`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
