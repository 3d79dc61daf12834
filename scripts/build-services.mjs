#!/usr/bin/env node
// The one compile step of the Node programs of scripts/services.json (each service, the gateway, `migrate`,
// `seed`), shared by everything that runs them compiled: `pnpm start` (scripts/start.mjs), the container images
// (deploy/docker), the scale-out test and bench. Each program is built with scripts/lib/services-build.mjs when
// its output is missing or older than its sources, under the build lock `pnpm start` takes, so concurrent
// commands never write the same dist.
//
//   node scripts/build-services.mjs [program…]   the named programs (all when none); exits non-zero on errors
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { withBuildLock } from './lib/frontends.mjs';
import { buildServicePrograms, servicePrograms } from './lib/services-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const platform = createRequire(import.meta.url)('./services.json');

/** The names of the programs this script compiles. */
export const programNames = [...new Set(servicePrograms(repoRoot, platform).map((program) => program.name))];

/**
 * Compiles the stale programs among `names` (every program when empty); resolves with the names it compiled and
 * the error messages (none when every build passed). `locked`: the caller already holds the build lock.
 * @param {{ names?: string[], locked?: boolean, onCompile?: (names: string[]) => void, onWait?: () => void }} options
 * @returns {Promise<{ compiled: string[], errors: string[] }>}
 */
export function compileServices({ names = [], locked = false, onCompile, onWait } = {}) {
  const unknown = names.filter((name) => !programNames.includes(name));
  if (unknown.length > 0)
    return Promise.resolve({
      compiled: [],
      errors: [`Unknown program(s): ${unknown.join(', ')}. Known: ${programNames.join(', ')}.`],
    });
  const compile = async () => {
    // Which are stale is decided under the lock: a build that held it meanwhile may have done the work.
    const stale = servicePrograms(repoRoot, platform).filter(
      (program) => program.stale && (names.length === 0 || names.includes(program.name)),
    );
    const compiled = [...new Set(stale.map((program) => program.name))];
    if (compiled.length === 0) return { compiled, errors: [] };
    onCompile?.(compiled);
    return { compiled, errors: await buildServicePrograms(stale) };
  };
  return locked ? compile() : withBuildLock(repoRoot, compile, { onWait });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  const { compiled, errors } = await compileServices({ names });
  for (const error of errors) console.error(error);
  if (errors.length > 0) process.exit(1);
  console.log(compiled.length > 0 ? `compiled: ${compiled.join(', ')}` : 'up to date');
}
