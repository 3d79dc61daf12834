// The whole platform for the browser benches (figures only; never used by tests or the product): started the way
// the README says on a throwaway data directory, or a running one (BENCH_URL), and the people a bench needs —
// the admin, a new parent with a child — signed in through the API and stored for the browser as the app keeps them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForOutput } from './bench-helpers.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Debian's Chromium, headless, through the shell's playwright-core (the e2e journeys' browser). */
export function launchBrowser() {
  const { chromium } = createRequire(path.join(repoRoot, 'shell', 'package.json'))('playwright-core');
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs] });
}

function benchAdminPassword() {
  return process.env.BENCH_ADMIN_PASSWORD || 'bench-admin-pass';
}

/** `pnpm start` (scripts/start.mjs) on a temporary data directory and free ports; `stop()` removes it all. */
async function startPlatform() {
  const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'young-minds-bench-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    // ADMIN_PASSWORD: the bootstrap admin gets its first password at start (no setup code needed).
    env: {
      ...process.env,
      ADMIN_PASSWORD: benchAdminPassword(),
      DATA_DIR: dataDir,
      PORT: String(ports[0]),
      HOST: '127.0.0.1',
      AUTH_PORT: String(ports[1]),
      CONTENT_PORT: String(ports[2]),
      SUBSCRIPTIONS_PORT: String(ports[3]),
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${ports[0]}`;
  try {
    await waitForOutput(child, 'Young Minds is running');
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the platform did not start: ${error instanceof Error ? error.message : error}`);
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The platform to measure: the running one at BENCH_URL (left running; BENCH_DATA_DIR: its data directory, whose
 * outbox holds the emails it sent), else one started for the bench.
 * @returns {Promise<{ baseUrl: string, dataDir?: string, pid?: number, stop: () => Promise<void> }>}
 */
export async function benchPlatform() {
  if (process.env.BENCH_URL)
    return {
      baseUrl: process.env.BENCH_URL.replace(/\/$/, ''),
      dataDir: process.env.BENCH_DATA_DIR,
      stop: async () => {},
    };
  return startPlatform();
}

/**
 * A JSON call to the platform's API, with the bearer token when given.
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} pathname
 * @param {unknown} [body]
 * @param {string} [token]
 */
export function apiCall(baseUrl, method, pathname, body, token) {
  return fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * @typedef {{ token: string, user: { name: string, email: string, role: string, avatar?: string, emailVerified?: boolean } }} SignedIn
 *   A login or registration answer.
 */

/**
 * The session as packages/session persists it, from a login or registration answer.
 * @param {SignedIn} signedIn
 */
export function storedSession({ token, user }) {
  return {
    state: {
      token,
      userRole: user.role,
      user: {
        name: user.name,
        email: user.email,
        role: user.role,
        avatar: user.avatar,
        ...(typeof user.emailVerified === 'boolean' && { emailVerified: user.emailVerified }),
      },
    },
    version: 1,
  };
}

/**
 * Signs a browser context in: every page it opens finds the session in its storage, as after a login.
 * @param {{ addInitScript: (script: (value: string) => void, arg: string) => Promise<void> }} context
 * @param {ReturnType<typeof storedSession>} session
 */
export function signInContext(context, session) {
  return context.addInitScript(
    (value) => globalThis.localStorage.setItem('young-minds-session', value),
    JSON.stringify(session),
  );
}

/**
 * Logs the admin in through the API: the platform this bench starts sets it with ADMIN_PASSWORD; else BENCH_ADMIN_*.
 * @param {string} baseUrl
 * @returns {Promise<SignedIn>}
 */
export async function adminLogin(baseUrl) {
  const email = process.env.BENCH_ADMIN_EMAIL || 'admin@youngminds.local';
  const res = await apiCall(baseUrl, 'POST', '/api/auth/login', { email, password: benchAdminPassword() });
  if (!res.ok) throw new Error(`admin login failed (${res.status}): set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD`);
  return /** @type {SignedIn} */ (await res.json());
}

/**
 * A new family registered through the API as the register form, the checkout and Add Child would: the parent,
 * signed in, with the Pro plan bought for the total the plan list shows (registration buys nothing), and their
 * one child (username and password), not signed in yet.
 * The parent confirms their email address from the confirmation email when the platform's outbox is at hand
 * (`dataDir`), as most parents who open the app again have; else they are still to confirm it (the dashboard then
 * shows the email banner).
 * @param {string} baseUrl
 * @param {string} label names the accounts after the bench (`bench-<label>-…`)
 * @param {{ dataDir?: string }} [options]
 */
export async function newFamily(baseUrl, label, { dataDir } = {}) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await apiCall(baseUrl, 'POST', '/api/auth/register', {
    name: 'Bench Parent',
    phone: '+1 555 0100',
    email: `bench-${label}-${suffix}@example.com`,
    password: 'bench-pass-1',
  });
  if (registered.status !== 201) throw new Error(`registering the bench parent answered ${registered.status}`);
  const parent = /** @type {SignedIn} */ (await registered.json());
  const plans = /** @type {{ data: { name: string, total: number }[] }} */ (
    await (await apiCall(baseUrl, 'GET', '/api/plans')).json()
  );
  const pro = plans.data.find((plan) => plan.name === 'Pro');
  const bought = await apiCall(
    baseUrl,
    'POST',
    '/api/subscriptions/subscribe',
    { plan: 'Pro', expectedTotal: pro?.total },
    parent.token,
  );
  if (bought.status !== 201) throw new Error(`the bench family's checkout answered ${bought.status}`);
  const child = { name: 'Bench Kid', age: 8, username: `bench-kid-${suffix}`, password: 'bench-pass-1', avatar: 'owl' };
  const added = await apiCall(baseUrl, 'POST', '/api/parent/add-child', child, parent.token);
  if (added.status !== 201) throw new Error(`adding the bench child answered ${added.status}`);
  if (dataDir) parent.user.emailVerified = await confirmEmail(baseUrl, dataDir, parent.user.email);
  return { parent, child: { username: child.username, password: child.password } };
}

/**
 * Confirms an address with the token of the confirmation email the platform wrote to its outbox
 * (`<dataDir>/outbox/*.eml`, without SMTP_URL), as the email's link does; waits up to 10 s for it.
 * @param {string} baseUrl
 * @param {string} dataDir
 * @param {string} email
 */
async function confirmEmail(baseUrl, dataDir, email) {
  const { simpleParser } = createRequire(path.join(repoRoot, 'shell', 'package.json'))('mailparser');
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    for (const file of files) {
      const parsed = await simpleParser(readFileSync(path.join(outbox, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      const token = /\/verify-email\?token=([\w-]+)/.exec(parsed.text ?? '')?.[1];
      if (to?.value[0]?.address?.toLowerCase() !== email.toLowerCase() || !token) continue;
      const res = await apiCall(baseUrl, 'POST', '/api/auth/verify-email', { token });
      if (!res.ok) throw new Error(`confirming the bench parent's address answered ${res.status}`);
      return true;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation email to ${email} in ${outbox} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The child logged in with its username, as the kid's login form does.
 * @param {string} baseUrl
 * @param {{ username: string, password: string }} child
 * @returns {Promise<SignedIn>}
 */
export async function childLogin(baseUrl, { username, password }) {
  const res = await apiCall(baseUrl, 'POST', '/api/auth/login', { email: username, password });
  if (!res.ok) throw new Error(`the bench child's login answered ${res.status}`);
  return /** @type {SignedIn} */ (await res.json());
}
