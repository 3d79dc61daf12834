// Small helpers shared by the bench scripts (figures only; never used by tests or the product).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `url` every `intervalMs` until it answers 2xx; fails early if `child` (optional) exits first. */
export async function waitFor(url, child, timeoutMs = 120_000, intervalMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * A JSON call that throws with the status and body when the answer is not 2xx.
 * @param {string} url
 * @param {RequestInit & { headers?: Record<string, string> }} [init]
 * @returns {Promise<any>}
 */
export async function json(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Resident memory of a process, in MB (0 when it is gone). */
export function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * The memory only this process holds, in MB (its private pages: what stopping it would give back). A Node
 * program's RSS also counts the pages of the Node binary it touched (~40 MB), which every Node process on the
 * machine shares. 0 when it is gone.
 */
export function privateMb(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(rollup)?.[1] ?? 0);
    return (kb('Private_Clean') + kb('Private_Dirty')) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Every process below `pid` (children first, then theirs), each with its resident memory and arguments.
 * @param {number} pid
 * @returns {{ pid: number, rssMb: number, argv: string[] }[]}
 */
export function processTree(pid) {
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
  return children.flatMap((child) => {
    try {
      const argv = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return [{ pid: Number(child), rssMb: rssMb(child), argv }, ...processTree(Number(child))];
    } catch {
      return [];
    }
  });
}

/**
 * Resolves once `child` has printed `text` (stdout or stderr), with everything it printed so far; rejects with
 * that output when it exits first or `timeoutMs` passes.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} text
 * @param {number} [timeoutMs]
 * @returns {Promise<string>}
 */
export function waitForOutput(child, text, timeoutMs = 240_000) {
  return new Promise((resolve, reject) => {
    let output = '';
    const finish = (/** @type {Error | null} */ error) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(output);
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (output.includes(text)) finish(null);
    };
    const onExit = () => finish(new Error(`the process exited before printing "${text}":\n${output}`));
    const timer = setTimeout(
      () => finish(new Error(`no "${text}" within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Resident memory of a process once it stops moving (two readings 100 ms apart within 1 MB), at most `timeoutMs`.
 * @param {number | undefined} pid
 * @param {number} [timeoutMs]
 */
export async function settledRssMb(pid, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  let previous = rssMb(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = rssMb(pid);
    if (Math.abs(now - previous) < 1 || Date.now() > deadline) return now;
    previous = now;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The load generator of the API benches: our own few lines over node:http with a keep-alive agent (`connections`
 * sockets, one request in flight on each), so the same client measures a baseline and the platform. GETs `urls`
 * in turn for `seconds` after a two-second warm-up that is not counted. An answer other than 200, or a request
 * that fails, is counted in `failed` (and not timed); `onRequest(count)` runs before each counted request.
 * @param {string | string[]} urls
 * @param {{ headers?: Record<string, string>, connections?: number, seconds?: number, onRequest?: (count: number) => void }} [options]
 * @returns {Promise<{ perSecond: number, p50: number, p99: number, failed: number, requests: number }>}
 */
export async function keepAliveLoad(urls, { headers = {}, connections = 32, seconds = 5, onRequest } = {}) {
  const targets = (Array.isArray(urls) ? urls : [urls]).map((url) => new URL(url));
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const once = (/** @type {URL} */ target) =>
    new Promise((resolve) => {
      const request = http.get(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => resolve(response.statusCode === 200));
          response.on('error', () => resolve(false));
        },
      );
      request.on('error', () => resolve(false));
    });
  const run = async (/** @type {number} */ durationMs, /** @type {boolean} */ counted) => {
    const latencies = [];
    let failed = 0;
    let requests = 0;
    const until = performance.now() + durationMs;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const target = /** @type {URL} */ (targets[requests % targets.length]);
          requests += 1;
          if (counted) onRequest?.(requests);
          const t0 = performance.now();
          if (await once(target)) latencies.push(performance.now() - t0);
          else failed += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failed,
      requests,
    };
  };
  try {
    await run(2000, false);
    return await run(seconds * 1000, true);
  } finally {
    agent.destroy();
  }
}

/**
 * Runs `script` again as a child with `env` added, for a bare baseline route in a process of its own (as each
 * service is); resolves once it prints `listening <port>`, with its base URL and a stop function.
 * @param {string} script the bench's own file (`fileURLToPath(import.meta.url)`)
 * @param {Record<string, string>} env
 * @returns {Promise<{ base: string, stop: () => void }>}
 */
export function startBareRoute(script, env) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the bare route exited (${code})`)));
  });
}

/**
 * The entry of a bench with a bare route: the child started by `startBareRoute` (its `bareEnv` set) serves the
 * route, the bench itself runs `main`. Errors exit non-zero.
 * @param {string} bareEnv
 * @param {(value: string) => Promise<void>} serveBare
 * @param {() => Promise<void>} main
 */
export function runBench(bareEnv, serveBare, main) {
  const value = process.env[bareEnv];
  (value ? serveBare(value) : main()).catch((err) => {
    console.error(err);
    if (value) process.exit(1);
    process.exitCode = 1;
  });
}
