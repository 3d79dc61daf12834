#!/usr/bin/env node
// Compiles the service programs whose dist is stale (scripts/services.json), under the build lock `pnpm start`
// takes, so a test or bench that starts several copies of the compiled services never races another build.
// `node scripts/lib/compile-services.mjs` exits non-zero with the errors when a build fails.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBuildLock } from './frontends.mjs';
import { buildServicePrograms, servicePrograms } from './services-build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Resolves with the build errors (none: every program is up to date). */
export function compileServices() {
  const platform = createRequire(import.meta.url)('../services.json');
  return withBuildLock(repoRoot, () =>
    buildServicePrograms(servicePrograms(repoRoot, platform).filter((program) => program.stale)),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const errors = await compileServices();
  for (const error of errors) console.error(error);
  process.exitCode = errors.length > 0 ? 1 : 0;
}
