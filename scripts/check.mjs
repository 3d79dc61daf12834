#!/usr/bin/env node
// `pnpm lint` (`node scripts/check.mjs lint`) and the checks before jest in `pnpm test` (`node scripts/check.mjs`):
// ESLint, Prettier's format check, knip and (without `lint`) the type-check, run side by side. ESLint spends most of
// its time on one core building the type program; run one after another, the second core idled for about a
// minute (docs/testing.md, "Test time"). Each check keeps its cache in node_modules/.cache. Each check's output is
// printed whole when it ends; the command fails if any check fails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

/** @type {{ name: string, command: string, args: string[], lint: boolean }[]} */
const checks = [
  {
    name: 'eslint',
    command: bin('eslint'),
    args: ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/', '.'],
    lint: true,
  },
  {
    name: 'prettier',
    command: bin('prettier'),
    args: ['--check', '--cache', '--cache-strategy', 'content', '--log-level', 'warn', '.'],
    lint: true,
  },
  { name: 'knip', command: bin('knip'), args: ['--cache', '--no-progress'], lint: true },
  { name: 'typecheck', command: process.execPath, args: ['scripts/typecheck.mjs'], lint: false },
];

/**
 * @param {{ name: string, command: string, args: string[] }} check
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }>}
 */
function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: String(error), seconds: 0 }));
    child.on('exit', (code) => resolve({ name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const lintOnly = process.argv.includes('lint');
const results = await Promise.all(checks.filter((check) => check.lint || !lintOnly).map(run));
for (const { name, code, output, seconds } of results) {
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  console.log(`check: ${name} ${code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s`);
}
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
