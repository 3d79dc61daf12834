#!/usr/bin/env node
// `pnpm start`: the whole platform on one URL. Runs the migrations once, starts every service as its own
// process, waits for each one's /health, then starts the gateway in front of them. Ctrl+C (SIGINT) or SIGTERM
// stops them all; if one of them dies, the others are stopped and the command exits non-zero.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildFrontEnd, frontEnds, withBuildLock } from './lib/frontends.mjs';
import { compileServices } from './build-services.mjs';
import { programEnv } from './lib/program-settings.mjs';
import { programArgs, serviceRuntimes } from './lib/services-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** The one list of processes: scripts/services.json. */
const platform = require('./services.json');

const env = process.env;
const defaultAdminEmail = 'admin@youngminds.local';
const startupTimeoutMs = Number(env.STARTUP_TIMEOUT_MS || 120_000);
const stopTimeoutMs = 15_000;

// ---------------------------------------------------------------------------------------------- output

const useColor = process.stdout.isTTY && !env.NO_COLOR;
const colors = [36, 35, 33, 32, 34, 31];
const labelWidth = Math.max(7, ...platform.services.map((s) => s.name.length));

function label(name, index) {
  const text = name.padEnd(labelWidth);
  return useColor ? `\x1b[${colors[index % colors.length]}m${text}\x1b[0m |` : `${text} |`;
}
const ownLabel = label('start', 5);
function say(line) {
  process.stdout.write(`${ownLabel} ${line}\n`);
}
function sayError(line) {
  process.stderr.write(`${ownLabel} ${line}\n`);
}

/** Copies a child's output line by line, each line prefixed with the child's name. */
function prefixOutput(child, prefix) {
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline
      .createInterface({ input: from, crlfDelay: Infinity })
      .on('line', (line) => to.write(`${prefix} ${line}\n`));
  }
}

// ---------------------------------------------------------------------------------------------- setup

/** DATA_DIR, default `.data/`; a relative one is taken from the repository root, as the services do. */
const dataDir = path.resolve(repoRoot, env.DATA_DIR?.trim() || '.data');
const adminEmail = env.ADMIN_EMAIL?.trim() || defaultAdminEmail;
const gatewayPort = Number(env.PORT || platform.gateway.defaultPort);
const gatewayHost = env.HOST?.trim() || '0.0.0.0';
const publicUrl = `http://localhost:${gatewayPort}`;

const services = platform.services.map((service, index) => {
  const port = Number(env[service.portEnv] || service.defaultPort);
  return { ...service, index, port, url: env[service.urlEnv]?.trim() || `http://127.0.0.1:${port}` };
});

/** Compiled JavaScript (built when stale), or `SERVICE_RUNTIME=tsx` / `--dev`: the TypeScript sources through tsx. */
const serviceRuntime = process.argv.includes('--dev') ? 'tsx' : env.SERVICE_RUNTIME?.trim() || 'compiled';

/** The environment every child shares: one data directory, every service's port and URL. */
function sharedEnv() {
  // APP_URL: where emailed links point (the address families open), default this command's own.
  /** @type {NodeJS.ProcessEnv} */
  const shared = { ...env, DATA_DIR: dataDir, ADMIN_EMAIL: adminEmail, APP_URL: env.APP_URL?.trim() || publicUrl };
  // `pnpm dev` checks every answer against its contract (service-kit's checksResponses), as the tests do.
  if (serviceRuntime === 'tsx' && !env.NODE_ENV) shared.NODE_ENV = 'development';
  for (const service of services) {
    shared[service.portEnv] = String(service.port);
    shared[service.urlEnv] = service.url;
  }
  return shared;
}

/**
 * Where email goes (issue 34): `SMTP_URL`'s relay as `smtp://host:port` (never its user or password), or the
 * outbox folder; `{ error }` when SMTP_URL cannot be read (the auth service would refuse it too).
 */
function mailDestination() {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl)
    return { line: `Emails are written to ${path.join(dataDir, 'outbox')}${path.sep} (set SMTP_URL to send them)` };
  let url;
  try {
    url = new URL(smtpUrl);
  } catch {
    return { error: 'SMTP_URL is not a URL: write it as smtp://user:password@host:587 or smtps://…:465.' };
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    return { error: 'SMTP_URL must be smtp://user:password@host:port or smtps://…:465.' };
  }
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return { line: `Emails are sent through ${url.protocol}//${url.hostname}:${port}` };
}

// ---------------------------------------------------------------------------------------------- children

/** Running children by name. */
const children = new Map();
let stopping = false;

/** Runs a program of scripts/services.json: `[program, ...arguments]`, the program being its TypeScript source. */
function run(name, index, [program = '', ...args], childEnv, { longRunning }) {
  const nodeArgs = longRunning ? ['--require', path.join(repoRoot, 'scripts', 'lib', 'exit-with-parent.cjs')] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...programArgs(repoRoot, program, serviceRuntime), ...args], {
    cwd: repoRoot,
    env: programEnv(longRunning ? { ...childEnv, YOUNG_MINDS_EXIT_WITH_PARENT: '1' } : childEnv),
    // A pipe on stdin lets a long-running child notice when this command is gone (see exit-with-parent.cjs).
    stdio: [longRunning ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl+C in the terminal reaches only this command, which stops the children
    // in order instead of all of them racing.
    detached: true,
  });
  prefixOutput(child, label(name, index));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const entry = { name, child, exited };
  children.set(name, entry);
  exited.then(({ code, signal }) => {
    children.delete(name);
    if (stopping || !longRunning) return;
    sayError(
      `${name} stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping the others.`,
    );
    void shutdown(1);
  });
  return entry;
}

function signalChild(entry, signal) {
  try {
    process.kill(-entry.child.pid, signal); // the whole group: anything the child started goes too
  } catch {
    try {
      entry.child.kill(signal);
    } catch {
      // already gone
    }
  }
}

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = [...children.values()];
  if (running.length > 0) say(`stopping ${running.map((c) => c.name).join(', ')}…`);
  // The gateway first (no new requests), then the services.
  for (const entry of running.reverse()) {
    signalChild(entry, 'SIGTERM');
    const killer = setTimeout(() => signalChild(entry, 'SIGKILL'), stopTimeoutMs);
    await entry.exited;
    clearTimeout(killer);
  }
  say(exitCode === 0 ? 'stopped.' : 'stopped after an error.');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    say(`${signal} received.`);
    void shutdown(0);
  });
}
// Last resort if this script itself crashes: never leave children behind.
process.on('exit', () => {
  currentBuild?.kill('SIGTERM');
  for (const entry of children.values()) signalChild(entry, 'SIGTERM');
});

// ---------------------------------------------------------------------------------------------- waiting

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `<url>/health` until it answers 200, the child exits, or the start-up time runs out. */
async function waitForHealth(name, url, entry) {
  const deadline = Date.now() + startupTimeoutMs;
  let gone = false;
  void entry.exited.then(() => (gone = true));
  while (!stopping) {
    if (gone) throw new Error(`${name} exited before it was ready`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${name} did not answer ${url}/health within ${startupTimeoutMs / 1000} s`);
    await sleep(250);
  }
}

async function adminHint(localUrl) {
  const hint = `Bootstrap admin: ${adminEmail} — set its password at ${publicUrl}/set-password`;
  try {
    const res = await fetch(`${localUrl}/api/auth/check-password-set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail }),
      signal: AbortSignal.timeout(3_000),
    });
    const body = await res.json();
    // The admin may have changed their email since: ADMIN_EMAIL is only the first admin's.
    if (res.ok && body.passwordSet === true) return `Admin password already set: log in at ${publicUrl}/login`;
  } catch {
    // the hint is the safe default
  }
  // The auth service wrote the one-time setup code at start (owner-only file): only who runs the platform sees it.
  const setupCodeFile = path.join(dataDir, 'secrets', 'admin-setup-code');
  try {
    const code = readFileSync(setupCodeFile, 'utf8').trim();
    if (code) return `${hint} with the setup code ${code}`;
  } catch {
    // no file: fall through
  }
  return `${hint} with the setup code in ${setupCodeFile}`;
}

// ---------------------------------------------------------------------------------------------- main

/** The rsbuild process running now, if any: stopped with everything else. */
let currentBuild = null;

/** Builds the stale front ends (all of them with FRONTEND_BUILD=always); false if a build failed. */
async function buildFrontEnds(buildMode) {
  for (const frontEnd of frontEnds(repoRoot)) {
    if (buildMode !== 'always' && !frontEnd.stale) continue;
    say(`building ${frontEnd.name}…`);
    const started = Date.now();
    const buildLabel = label(`build ${frontEnd.name}`.slice(0, labelWidth), 4);
    const code = await buildFrontEnd(frontEnd, {
      onLine: (line) => line.trim() && process.stdout.write(`${buildLabel} ${line}\n`),
      onSpawn: (child) => {
        currentBuild = child;
        child.once('exit', () => (currentBuild = null));
      },
    });
    if (stopping) return true;
    if (code !== 0) {
      sayError(`building ${frontEnd.name} failed (exit code ${code}).`);
      return false;
    }
    say(`built ${frontEnd.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}

/** Compiles the services whose build is stale (scripts/build-services.mjs, under the lock held); false if one failed. */
async function buildServices() {
  const started = Date.now();
  const { compiled, errors } = await compileServices({
    locked: true,
    onCompile: (names) => say(`compiling ${names.join(', ')}…`),
  });
  for (const error of errors) sayError(error);
  if (errors.length > 0) {
    sayError('compiling the services failed.');
    return false;
  }
  if (compiled.length > 0) say(`compiled the services in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

async function main() {
  if (!serviceRuntimes.includes(serviceRuntime)) {
    sayError(`SERVICE_RUNTIME must be one of ${serviceRuntimes.join(', ')} (got "${serviceRuntime}").`);
    return shutdown(1);
  }
  const mail = mailDestination();
  if (mail.error) {
    sayError(mail.error);
    return shutdown(1);
  }
  mkdirSync(dataDir, { recursive: true });
  say(`data directory: ${dataDir}`);
  say(`database: ${env.DATABASE_URL ? 'DATABASE_URL' : 'SQLite in the data directory'}`);
  // No JWT_SECRET: each service reads <DATA_DIR>/secrets/jwt-secret, and the first one to start creates it
  // (the kit's resolveSecret makes racing processes agree on one value).
  say(`JWT secret: ${env.JWT_SECRET?.trim() ? 'from JWT_SECRET' : path.join(dataDir, 'secrets', 'jwt-secret')}`);

  // 0. The services' JavaScript and the front ends the gateway serves: each built when its dist is missing or
  //    older than its sources, under one lock so concurrent start commands never write the same dist.
  //    FRONTEND_BUILD=never skips the front ends, =always rebuilds every one; SERVICE_RUNTIME=tsx builds no service.
  const buildMode = env.FRONTEND_BUILD?.trim() || 'auto';
  const built = await withBuildLock(
    repoRoot,
    async () =>
      (serviceRuntime !== 'compiled' || (await buildServices())) &&
      (buildMode === 'never' || (await buildFrontEnds(buildMode))),
    { onWait: () => say('waiting for another build to finish…') },
  );
  if (stopping) return;
  if (!built) return shutdown(1);

  // 1. Migrations, once, before any service runs.
  say('running migrations…');
  const migrate = run('db', 4, platform.migrate, sharedEnv(), { longRunning: false });
  const migrated = await migrate.exited;
  if (stopping) return;
  if (migrated.code !== 0) {
    sayError(`migrations failed (${migrated.signal ? `signal ${migrated.signal}` : `exit code ${migrated.code}`}).`);
    return shutdown(1);
  }

  // 2. The demo content, once per database (SEED_DEMO=0 skips it).
  const seed = run('seed', 4, platform.seed, sharedEnv(), { longRunning: false });
  const seeded = await seed.exited;
  if (stopping) return;
  if (seeded.code !== 0) {
    sayError(
      `loading the demo content failed (${seeded.signal ? `signal ${seeded.signal}` : `exit code ${seeded.code}`}).`,
    );
    return shutdown(1);
  }

  // 3. The services, each on its own port, behind the gateway only (127.0.0.1).
  const started = services.map((service) => {
    const entry = run(
      service.name,
      service.index,
      [service.entry],
      { ...sharedEnv(), SKIP_MIGRATIONS: '1', HOST: '127.0.0.1', PORT: String(service.port) },
      { longRunning: true },
    );
    say(`${service.name} starting on ${service.url} (pid ${entry.child.pid})`);
    return { service, entry };
  });
  await Promise.all(started.map(({ service, entry }) => waitForHealth(service.name, service.url, entry)));
  if (stopping) return;

  // 4. The gateway in front.
  const gatewayEnv = {
    ...sharedEnv(),
    SKIP_MIGRATIONS: '1',
    PORT: String(gatewayPort),
    HOST: gatewayHost,
    SERVICES: services.map((s) => s.name).join(','),
  };
  const gateway = run('gateway', services.length, [platform.gateway.entry], gatewayEnv, { longRunning: true });
  say(`gateway starting on ${gatewayHost}:${gatewayPort} (pid ${gateway.child.pid})`);
  const localHost = gatewayHost === '0.0.0.0' || gatewayHost === '::' ? '127.0.0.1' : gatewayHost;
  const localUrl = `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${gatewayPort}`;
  await waitForHealth('gateway', localUrl, gateway);
  if (stopping) return;

  const lines = [
    '',
    `Young Minds is running at ${publicUrl}`,
    await adminHint(localUrl),
    mail.line,
    'Stop with Ctrl+C.',
    '',
  ];
  for (const line of lines) say(line);
}

main().catch((err) => {
  sayError(err instanceof Error ? err.message : String(err));
  void shutdown(1);
});
