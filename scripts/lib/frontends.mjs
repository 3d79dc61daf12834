// The front ends `pnpm start` serves: the shell and each mfe-<area> that has an rsbuild config. One is built
// when its dist is missing or older than any of its inputs (its own sources and config, the workspace
// packages it depends on, the lockfile).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isStale, workspaceDeps } from './staleness.mjs';

const frontEndDirs = ['shell', 'mfe-public', 'mfe-admin', 'mfe-parent', 'mfe-child'];

/** The front ends that can be built, with whether each one needs a build now. */
export function frontEnds(repoRoot) {
  const lockfile = path.join(repoRoot, 'pnpm-lock.yaml');
  return frontEndDirs
    .map((dir) => path.join(repoRoot, dir))
    .filter((dir) => existsSync(path.join(dir, 'rsbuild.config.ts')))
    .map((dir) => {
      const isShell = path.basename(dir) === 'shell';
      // What the gateway serves: the shell's index.html, a remote's manifest.
      const output = path.join(dir, 'dist', isShell ? 'index.html' : 'mf-manifest.json');
      const inputs = [
        path.join(dir, 'src'),
        path.join(dir, 'public'),
        path.join(dir, 'rsbuild.config.ts'),
        path.join(dir, 'package.json'),
        lockfile,
        ...workspaceDeps(repoRoot, dir),
      ];
      return { name: path.basename(dir), dir, stale: isStale(output, inputs) };
    });
}

/**
 * Runs `rsbuild build` in a front end's folder; resolves with the exit code.
 * @param {{ name: string, dir: string }} frontEnd
 * @param {{ onLine?: (line: string) => void, onSpawn?: (child: import('node:child_process').ChildProcess) => void, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function buildFrontEnd(frontEnd, { onLine, onSpawn, env = process.env } = {}) {
  const fromPackage = createRequire(path.join(frontEnd.dir, 'package.json'));
  const rsbuildPkg = fromPackage.resolve('@rsbuild/core/package.json');
  const bin = JSON.parse(readFileSync(rsbuildPkg, 'utf8')).bin;
  const cli = path.join(path.dirname(rsbuildPkg), typeof bin === 'string' ? bin : bin.rsbuild);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'build'], {
      cwd: frontEnd.dir,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onSpawn?.(child);
    let buffered = '';
    const forward = (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine?.(line);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      if (buffered) onLine?.(buffered);
      resolve(code ?? 1);
    });
  });
}

/** @param {string} lockDir */
function holderAlive(lockDir) {
  try {
    const pid = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    if (!pid) return true; // being written: give it a moment
    process.kill(pid, 0);
    return true;
  } catch (err) {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code;
    return code === 'EPERM' || code === 'ENOENT';
  }
}

/**
 * Runs `fn` while holding the workspace's build lock (`.tmp/frontend-build.lock`; the services' build takes it too),
 * so two start commands (e.g. two test suites) never build into the same dist at once. A lock left by a dead process is taken over.
 * @template T
 * @param {string} repoRoot
 * @param {() => Promise<T>} fn
 * @param {{ onWait?: () => void }} [options]
 * @returns {Promise<T>}
 */
export async function withBuildLock(repoRoot, fn, { onWait } = {}) {
  const lockDir = path.join(repoRoot, '.tmp', 'frontend-build.lock');
  mkdirSync(path.dirname(lockDir), { recursive: true });
  let told = false;
  const since = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
      let age = 0;
      try {
        age = Date.now() - statSync(lockDir).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if ((age > 2_000 && !holderAlive(lockDir)) || age > 15 * 60_000) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!told && Date.now() - since > 500) {
        told = true;
        onWait?.();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
