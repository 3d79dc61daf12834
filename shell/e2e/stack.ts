// Starts the platform exactly as the README does (`node scripts/start.mjs`) on a temporary DATA_DIR and free
// ports, and drives Debian's chromium with playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const artifactsDir = path.join(__dirname, 'artifacts');
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';


async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Stack {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** `node scripts/start.mjs` (it builds the front ends when their dist is stale), resolved once /health is 200. */
export async function startStack(timeoutMs = 240_000): Promise<Stack> {
  const [gateway, auth, content, subscriptions] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'young-minds-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const stop = async () => {
    if (!gone) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${gateway}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`the stack exited before it was ready:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.ok && log.includes('Young Minds is running')) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the stack did not answer within ${timeoutMs / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, dataDir, output: () => log, stop };
}

/** The bootstrap admin's one-time setup code, as the operator reads it (DATA_DIR/secrets/admin-setup-code). */
export function setupCodeOf(stack: Stack): string {
  return readFileSync(path.join(stack.dataDir, 'secrets', 'admin-setup-code'), 'utf8').trim();
}

export async function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch a fresh temporary profile (user-data dir) and adds --headless itself.
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
