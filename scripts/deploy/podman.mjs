// podman as this sandbox runs it (../shared/podman/containers.conf, STACK.md): the settings file through
// CONTAINERS_CONF, runc instead of crun, host networking. Every command of scripts/deploy/ goes through here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The settings podman needs here: CONTAINERS_CONF when set, else the shared file beside the worktrees. */
const containersConf =
  process.env.CONTAINERS_CONF ||
  [path.resolve(repoRoot, '..', 'shared', 'podman', 'containers.conf'), '/work/shared/podman/containers.conf'].find(
    (file) => existsSync(file),
  );
const runtime = process.env.PODMAN_RUNTIME || (existsSync('/usr/sbin/runc') ? '/usr/sbin/runc' : '');

const podmanEnv = { ...process.env, ...(containersConf ? { CONTAINERS_CONF: containersConf } : {}) };
/** podman's global options: the runtime comes before the command. */
const globalArgs = runtime ? ['--runtime', runtime] : [];

/** Runs podman with its output on this terminal (or on `onLine`), resolving with the exit code. */
/**
 * @param {string[]} args
 * @param {{ onLine?: (line: string) => void, stdin?: (stream: import('node:stream').Writable) => void }} [options]
 * @returns {Promise<number>}
 */
export function podmanStream(args, { onLine, stdin } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...globalArgs, ...args], {
      env: podmanEnv,
      stdio: [stdin ? 'pipe' : 'ignore', onLine ? 'pipe' : 'inherit', onLine ? 'pipe' : 'inherit'],
    });
    if (stdin && child.stdin) stdin(child.stdin);
    let rest = '';
    if (onLine) {
      const split = (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      };
      child.stdout?.setEncoding('utf8').on('data', split);
      child.stderr?.setEncoding('utf8').on('data', split);
    }
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (onLine && rest) onLine(rest);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Whether an image with this name exists locally. */
export function imageExists(name) {
  return spawnSync('podman', [...globalArgs, 'image', 'exists', name], { env: podmanEnv }).status === 0;
}

/** The size of a local image in bytes. */
export function imageSize(name) {
  const result = spawnSync('podman', [...globalArgs, 'image', 'inspect', '--format', '{{.Size}}', name], {
    env: podmanEnv,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`podman image inspect ${name} failed: ${result.stderr.trim()}`);
  return Number(result.stdout.trim());
}

/** `podman build` of a Containerfile with this sandbox's settings (host network, layers cached). */
/**
 * @param {{ file: string, tag: string, context: string, args?: string[], onLine?: (line: string) => void }} options
 */
export function build({ file, tag, context, args = [], onLine }) {
  // The docker format: the OCI one has no HEALTHCHECK (podman drops it with a warning).
  return podmanStream(
    ['build', '--network=host', '--layers', '--format', 'docker', '-f', file, '-t', tag, ...args, context],
    {
      onLine,
    },
  );
}

export const megabytes = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

/**
 * `podman` without blocking this process (what runs in it, s3rver and the load loops of verify.mjs, keeps
 * answering meanwhile): resolves with its output, rejects with its stderr when it fails.
 */
/**
 * @param {string[]} args
 * @returns {Promise<string>}
 */
export function podmanAsync(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...globalArgs, ...args], { env: podmanEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`podman ${args.join(' ')} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
