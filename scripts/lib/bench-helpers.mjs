// Small helpers shared by the bench scripts (figures only; never used by tests or the product).
import { readFileSync } from 'node:fs';
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
