// nginx as a bench baseline: the same files served by a plain, well-tuned static server in the same run, so a
// figure reads as a ratio that holds on a noisy machine. Benches only (never tests or the product).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitFor } from './bench-helpers.mjs';

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? null;

/** Whether nginx is installed (`apt-get install nginx-light`); the benches print "no baseline" without it. */
export const nginxAvailable = nginxBinary !== null;

/**
 * Serves `root` with nginx on a free port (sendfile, gzip for text, Range requests as nginx does them), from a
 * config written into `workDir`. Resolves once it answers `probe` (a path under root). `server` replaces the
 * server block's body (`root …;` by default) and `http` adds lines to the http block (an upstream).
 * @param {{ root: string, workDir: string, probe?: string, server?: string[], http?: string[] }} options
 */
export async function startNginx({ root, workDir, probe = '/', server = [`root ${root};`], http = [] }) {
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const port = await freePort();
  mkdirSync(path.join(workDir, 'logs'), { recursive: true });
  // Started as root, nginx's workers run as `nobody`: a mkdtemp folder (0700) would answer every request with 403.
  chmodSync(workDir, 0o755);
  chmodSync(root, 0o755);
  const config = path.join(workDir, 'nginx.conf');
  writeFileSync(
    config,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(workDir, 'nginx.pid')};`,
      `error_log ${path.join(workDir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  gzip on;',
      '  gzip_types text/css application/javascript application/json;',
      `  client_body_temp_path ${path.join(workDir, 'body')};`,
      `  proxy_temp_path ${path.join(workDir, 'proxy')};`,
      `  fastcgi_temp_path ${path.join(workDir, 'fastcgi')};`,
      `  uwsgi_temp_path ${path.join(workDir, 'uwsgi')};`,
      `  scgi_temp_path ${path.join(workDir, 'scgi')};`,
      ...http.map((line) => `  ${line}`),
      `  server { listen 127.0.0.1:${port}; ${server.join(' ')} }`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginxBinary, ['-c', config, '-p', workDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}${probe}`, child, 15_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
