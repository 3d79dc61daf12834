// One platform for the whole e2e project: global-setup.ts starts it exactly as the README does
// (`node scripts/start.mjs`) on a temporary DATA_DIR and free ports, the journeys wait for it through
// `sharedStack()`, global-teardown.ts stops it. Chromium is Debian's, driven by playwright-core.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const artifactsDir = path.join(__dirname, 'artifacts');
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

export { chromiumPath };

/** The folder where global-setup.ts tells the journeys (other processes) how to reach the stack, once it is up. */
const stackEnv = 'YM_E2E_STACK';
const readyFile = 'ready.json';
const failedFile = 'failed.txt';
/** How long a journey waits for the shared stack: its start, front-end builds included, and a margin. */
export const stackWaitMs = 360_000;
/** The start command prints this line last once every service and the gateway answer /health. */
const readyLine = 'Stop with Ctrl+C.';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** What the journeys know about the running stack. */
export interface StackInfo {
  baseUrl: string;
  dataDir: string;
  /** Everything the start command printed (stdout and stderr). */
  logFile: string;
}

export interface Stack extends StackInfo {
  /** Resolves if the start command exits by itself (a process of the platform died), with its last output. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

/** The last lines of the start command's output, for an error message. */
function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * `node scripts/start.mjs` (it builds the front ends when their dist is stale), resolved once it printed its
 * ready message. A failed or slow start stops the command (and with it every service) before rejecting.
 */
export async function startStack({
  timeoutMs = 300_000,
  signal,
}: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<Stack> {
  const [gateway, auth, content, subscriptions] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'young-minds-e2e-'));
  // Kept after the run (artifacts/ is ignored by git): what the platform printed, for a journey that failed.
  mkdirSync(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, 'stack.log');
  const log = createWriteStream(logFile);
  const child = spawn(
    process.execPath,
    // exit-with-parent: if jest dies without its teardown, the start command (and so every service) stops too.
    [
      '--require',
      path.join(repoRoot, 'scripts', 'lib', 'exit-with-parent.cjs'),
      path.join(repoRoot, 'scripts', 'start.mjs'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        YOUNG_MINDS_EXIT_WITH_PARENT: '1',
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(gateway),
        HOST: '127.0.0.1',
        AUTH_PORT: String(auth),
        CONTENT_PORT: String(content),
        SUBSCRIPTIONS_PORT: String(subscriptions),
        AUTH_URL: '',
        CONTENT_URL: '',
        SUBSCRIPTIONS_URL: '',
        LOG_LEVEL: 'warn',
        NO_COLOR: '1',
        // Every journey registers its own families from one address, more than 30 in 15 minutes.
        ACCOUNT_SETUP_LIMIT: '500',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  let stopping = false;
  void exited.then(() => (gone = true));

  // Ready when the last line of the start message arrives; it may be split across chunks, so keep a short tail.
  let recent = '';
  const ready = new Promise<void>((resolve) => {
    const watch = (chunk: Buffer) => {
      log.write(chunk);
      recent = (recent + chunk.toString()).slice(-4_096);
      if (recent.includes(readyLine)) resolve();
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
  });

  const stop = async () => {
    stopping = true;
    if (!gone) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    await new Promise((resolve) => log.end(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };

  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    ready.then(() => 'ready' as const),
    exited.then(() => 'exited' as const),
    new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs))),
    new Promise<'aborted'>((resolve) => {
      if (signal?.aborted) resolve('aborted');
      signal?.addEventListener('abort', () => resolve('aborted'), { once: true });
    }),
  ]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    // Read the output before stop() removes the data directory.
    await new Promise((resolve) => log.write('', resolve));
    const output = tail(logFile);
    await stop();
    const why = {
      exited: 'exited before it was ready',
      timeout: `was not ready within ${timeoutMs / 1000} s`,
      aborted: 'was stopped before it was ready',
    }[outcome];
    throw new Error(`e2e: the stack (node scripts/start.mjs) ${why}. Its last output:\n${output}`);
  }
  const crashed = exited.then(async () => {
    if (stopping) return new Promise<string>(() => {});
    await new Promise((resolve) => log.write('', resolve));
    return tail(logFile);
  });
  return { baseUrl: `http://127.0.0.1:${gateway}`, dataDir, logFile, crashed, stop };
}

/**
 * For global-setup.ts: starts the stack in the background and returns at once, so the other projects' suites run
 * while the front ends build. The journeys wait for it (`sharedStack()`); `stop()` stops it, started or not.
 */
export function startSharedStack(): { stop(): Promise<void> } {
  const folder = mkdtempSync(path.join(tmpdir(), 'young-minds-e2e-stack-'));
  process.env[stackEnv] = folder;
  const publish = (file: string, text: string) => publishInFolder(folder, file, text);
  const aborter = new AbortController();
  const started = Date.now();
  const booting = startStack({ signal: aborter.signal }).then(
    (stack) => {
      const { baseUrl, dataDir, logFile } = stack;
      publish(readyFile, JSON.stringify({ baseUrl, dataDir, logFile }));
      console.log(
        `\ne2e: stack (with any front-end builds) ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      // A platform that dies during the run fails the journeys that start afterwards with its last output.
      void stack.crashed.then((output) => {
        console.error(`\ne2e: the stack stopped during the run. Its last output:\n${output}`);
        publish(
          failedFile,
          `e2e: the stack (node scripts/start.mjs) stopped during the run. Its last output:\n${output}`,
        );
      });
      return stack;
    },
    (error: unknown) => {
      publish(failedFile, error instanceof Error ? error.message : String(error));
      return undefined;
    },
  );
  return {
    async stop() {
      aborter.abort();
      await (await booting)?.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function publishInFolder(folder: string, file: string, text: string): void {
  // Written whole, then renamed: a journey never reads half a file.
  writeFileSync(path.join(folder, `${file}.partial`), text);
  renameSync(path.join(folder, `${file}.partial`), path.join(folder, file));
}

/** The folder this run's journeys share (global-setup.ts made it): what one journey file tells the others. */
export function runFolder(): string {
  const folder = process.env[stackEnv];
  if (!folder)
    throw new Error(
      `${stackEnv} is not set: run the journeys through jest's e2e project (its globalSetup starts the stack).`,
    );
  return folder;
}

/** Writes `file` into the run's folder, for the journeys of other files to read. */
export function publishInRun(file: string, text: string): void {
  publishInFolder(runFolder(), file, text);
}

/** Waits until one of `files` is in the run's folder; rejects after `timeoutMs` with `what` and the time. */
export async function waitForRunFile(files: string[], timeoutMs: number, what: string): Promise<void> {
  const folder = runFolder();
  await new Promise<void>((resolve, reject) => {
    const settled = () => files.some((file) => existsSync(path.join(folder, file)));
    const watcher = watch(folder, () => settled() && done());
    const timer = setTimeout(() => done(new Error(`e2e: ${what} within ${timeoutMs / 1000} s`)), timeoutMs);
    function done(error?: Error) {
      watcher.close();
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    }
    if (settled()) done();
  });
}

export interface SharedStack extends StackInfo {
  url(pathname: string): string;
  /** Everything the start command printed so far. */
  output(): string;
}

/** The stack global-setup.ts started for this run, once it is ready; rejects with its error if it failed to start. */
export async function sharedStack(): Promise<SharedStack> {
  const folder = runFolder();
  await waitForRunFile([readyFile, failedFile], stackWaitMs, 'the shared stack was not ready');
  if (existsSync(path.join(folder, failedFile))) throw new Error(readFileSync(path.join(folder, failedFile), 'utf8'));
  const info = JSON.parse(readFileSync(path.join(folder, readyFile), 'utf8')) as StackInfo;
  return { ...info, url: (pathname) => `${info.baseUrl}${pathname}`, output: () => readFileSync(info.logFile, 'utf8') };
}

/** The bootstrap admin's one-time setup code, as the operator reads it (DATA_DIR/secrets/admin-setup-code). */
export function setupCodeOf(stack: StackInfo): string {
  return readFileSync(path.join(stack.dataDir, 'secrets', 'admin-setup-code'), 'utf8').trim();
}

/**
 * A parent account of its own (unique email), as the register form would create it, whose family then confirms
 * the Pro plan's checkout (registration buys nothing): the total from `GET /api/plans` is the one confirmed.
 * (The checkout's own journey, through the pages, is in parent-journeys.e2e.ts.)
 */
export async function registerParent(stack: StackInfo, name: string): Promise<SignedIn> {
  const email = `parent-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${stack.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: '+1 555 0100', email, password: 'secret-pass-1' }),
  });
  if (res.status !== 201) throw new Error(`registering ${email} answered ${res.status}: ${await res.text()}`);
  const session = (await res.json()) as SignedIn;
  await confirmCheckout(stack, session);
  return session;
}

/**
 * A child added to the parent's family as Add Child does (a unique username; password `child-pass-1`): its id and
 * its login.
 */
export async function addChild(
  stack: StackInfo,
  parent: SignedIn,
  { name, age, avatar = 'owl' }: { name: string; age: number; avatar?: string },
): Promise<{ id: number; username: string; password: string }> {
  const username = `kid-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'child-pass-1';
  const res = await fetch(`${stack.baseUrl}/api/parent/add-child`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.token}` },
    body: JSON.stringify({ name, age, username, password, avatar }),
  });
  if (res.status !== 201) throw new Error(`adding ${name} answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  return { id, username, password };
}

/** The family buys one period of the Pro plan for the total the plan list shows (as the checkout's button does). */
async function confirmCheckout(stack: StackInfo, session: SignedIn): Promise<void> {
  const plans = (await (await fetch(`${stack.baseUrl}/api/plans`)).json()) as {
    data: { name: string; total: number }[];
  };
  const pro = plans.data.find((plan) => plan.name === 'Pro');
  if (!pro) throw new Error('the plan list has no Pro plan');
  const res = await fetch(`${stack.baseUrl}/api/subscriptions/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ plan: pro.name, expectedTotal: pro.total }),
  });
  if (res.status !== 201) throw new Error(`confirming the checkout answered ${res.status}: ${await res.text()}`);
}

export interface SignedIn {
  token: string;
  user: Record<string, unknown>;
}

/** The session as packages/session persists it (zustand persist under this key). */
const sessionKey = 'young-minds-session';

/**
 * Puts a session into the browser's storage exactly as the session store keeps it. It does so on a plain
 * same-origin document (/remotes.json), so no app code is loading while the caller resets its network log.
 */
export async function storeSession(page: Page, stack: StackInfo, session: SignedIn): Promise<void> {
  await page.goto(`${stack.baseUrl}/remotes.json`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [
      sessionKey,
      JSON.stringify({ state: { token: session.token, userRole: session.user.role, user: session.user }, version: 1 }),
    ],
  );
}

export async function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch a fresh temporary profile (user-data dir) and adds --headless itself.
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs] });
}

/** What a describe block of journeys works with; read inside hooks and tests (the hooks fill it in). */
export interface Journeys {
  readonly stack: SharedStack;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  url(pathname: string): string;
}

/**
 * The hooks every journey file needs, registered in the calling describe block: wait for the shared stack and
 * launch Chromium once, give each test a fresh context (its own storage and cookies) and page.
 */
export function useJourneys(
  contextOptions: BrowserContextOptions = { viewport: { width: 1280, height: 800 } },
): Journeys {
  let stack: SharedStack | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`e2e: ${name} is read before its hook ran`);
    return value;
  };

  beforeAll(async () => {
    stack = await sharedStack();
    browser = await launchBrowser();
  }, stackWaitMs + 60_000);

  afterAll(async () => {
    await browser?.close();
  }, 60_000);

  beforeEach(async () => {
    context = await ready(browser, 'the browser').newContext(contextOptions);
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
  });

  return {
    get stack() {
      return ready(stack, 'the stack');
    },
    get browser() {
      return ready(browser, 'the browser');
    },
    get context() {
      return ready(context, 'the context');
    },
    get page() {
      return ready(page, 'the page');
    },
    url: (pathname) => ready(stack, 'the stack').url(pathname),
  };
}
