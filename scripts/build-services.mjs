#!/usr/bin/env node
// `node scripts/build-services.mjs [program…]`: compiles the programs of scripts/services.json (a service, the
// gateway, `migrate`, `seed`; all of them when none is named) with the same build `pnpm start` uses, and
// nothing else. The container images run it (deploy/docker): they need the bundles, not a running platform.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildServicePrograms, servicePrograms } from './lib/services-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const platform = createRequire(import.meta.url)('./services.json');

const programs = servicePrograms(repoRoot, platform);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !programs.some((program) => program.name === name));
if (unknown.length > 0) {
  console.error(`Unknown program(s): ${unknown.join(', ')}. Known: ${programs.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}
const chosen = wanted.length > 0 ? programs.filter((program) => wanted.includes(program.name)) : programs;
const errors = await buildServicePrograms(chosen);
for (const error of errors) console.error(error);
if (errors.length > 0) process.exit(1);
for (const program of chosen) console.log(`${program.name}: ${path.relative(repoRoot, program.output)}`);
