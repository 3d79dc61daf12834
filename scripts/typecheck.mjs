#!/usr/bin/env node
// `pnpm typecheck`: the back end (tsconfig.json), the front ends (tsconfig.web.json) and the plain-JavaScript
// tooling (tsconfig.scripts.json), checked side by side (the machines have two cores) with incremental caches.
// Each check's output is printed whole when it ends; the command fails if any check fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = [
  'tsconfig.json',
  'tsconfig.web.json',
  'tsconfig.scripts.json',
  'shell/src/offline/worker/tsconfig.json',
];

/**
 * @param {string} project
 * @returns {Promise<{ project: string, code: number, output: string, seconds: number }>}
 */
function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ project, code: 1, output: String(error), seconds: 0 }));
    child.on('exit', (code) => resolve({ project, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(projects.map(check));
for (const { project, code, output, seconds } of results) {
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  console.log(`typecheck: ${project} ${code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
}
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
