// The Node programs `pnpm start` runs (scripts/services.json: each service, the gateway, the migration and seed
// commands), compiled to JavaScript so that production runs no TypeScript loader: under tsx each process held
// 150–180 MB of RSS after a load run, plus an esbuild helper process beside it. `SERVICE_RUNTIME=tsx` (or `pnpm dev`) runs the sources
// through tsx instead, with no build.
//
// One esbuild bundle per program (`<package>/src/x.ts` → `<package>/dist/x.js`, CommonJS, with a linked source
// map): the workspace packages it imports are bundled in, so they need no build of their own nor
// package.json exports for compiled code; every other package stays external and is loaded from node_modules,
// as under tsx (native drivers, pino's worker transports, Sequelize's dialect loading all keep working). An
// external is written as the relative path of the file Node would have resolved from the importing source, since
// pnpm's strict node_modules lets a package see only its own dependencies: `zod` from packages/contracts is not
// resolvable from services/auth/dist. A program is rebuilt when its output is missing or older than its sources,
// the workspace packages it uses, the lockfile (which moves those paths) or this file.
import { createRequire, isBuiltin } from 'node:module';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { heapFlags } from './program-settings.mjs';
import { isStale, workspaceDeps } from './staleness.mjs';

const thisFile = fileURLToPath(import.meta.url);

/** `SERVICE_RUNTIME`: `compiled` (default) or `tsx`. */
export const serviceRuntimes = ['compiled', 'tsx'];

/**
 * The compiled file of a source entry: `services/auth/src/index.ts` → `services/auth/dist/index.js`.
 * @param {string} entry a path relative to the repository root
 */
function compiledEntry(entry) {
  return entry.replace(/(^|\/)src\//, '$1dist/').replace(/\.ts$/, '.js');
}

/** The folder of the package a file belongs to (the nearest package.json above it). */
function packageDirOf(/** @type {string} */ file) {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/**
 * Every program in scripts/services.json, with its compiled output and whether that output is stale. A service's
 * worker-thread files (`workers`) are programs of their own under the service's name: building `content` builds
 * them too, each beside the service's bundle (`src/books/word-worker.ts` → `dist/books/word-worker.js`).
 * @param {string} repoRoot
 * @param {{ services: { name: string, entry: string, workers?: string[] }[], gateway: { name: string, entry: string }, migrate: string[], seed: string[] }} platform
 */
export function servicePrograms(repoRoot, platform) {
  const entries = [
    ...platform.services.flatMap((service) => [
      { name: service.name, entry: service.entry },
      ...(service.workers ?? []).map((entry) => ({ name: service.name, entry })),
    ]),
    { name: platform.gateway.name, entry: platform.gateway.entry },
    { name: 'migrate', entry: platform.migrate[0] ?? '' },
    { name: 'seed', entry: platform.seed[0] ?? '' },
  ];
  const lockfile = path.join(repoRoot, 'pnpm-lock.yaml');
  return entries.map(({ name, entry }) => {
    const source = path.join(repoRoot, entry);
    const output = path.join(repoRoot, compiledEntry(entry));
    const pkgDir = packageDirOf(source);
    const inputs = [
      path.join(pkgDir, 'src'),
      path.join(pkgDir, 'package.json'),
      lockfile,
      thisFile,
      ...[...workspaceDeps(repoRoot, pkgDir)].flatMap((dir) => [path.join(dir, 'src'), path.join(dir, 'package.json')]),
    ];
    return { name, source, output, stale: isStale(output, inputs) };
  });
}

/**
 * An esbuild plugin: bundles the workspace's own packages, leaves every other package external as the relative
 * path (from `outDir`) of the file Node resolves from the importing source.
 * @param {string} outDir
 * @returns {import('esbuild').Plugin}
 */
function externalDependencies(outDir) {
  return {
    name: 'external-dependencies',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@young-minds/') || isBuiltin(args.path)) return undefined;
        const resolved = createRequire(path.join(args.resolveDir, 'noop.js')).resolve(args.path);
        const relative = path.relative(outDir, resolved).split(path.sep).join('/');
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
    },
  };
}

/**
 * The bundle with the non-ASCII characters esbuild leaves in kept comments (`→`, `…`) turned into `?`, one for each
 * UTF-16 unit so the source map's columns still hold. V8 keeps every loaded script's source in memory, as one byte
 * per character only when all of it is Latin-1: one arrow in a comment doubled the content service's 1.2 MB.
 * @param {import('esbuild').OutputFile} file
 */
function asciiOnly(file) {
  const toQuestionMarks = (/** @type {string} */ character) => '?'.repeat(character.length);
  const text = file.text;
  return /[^\p{ASCII}]/u.test(text)
    ? new TextEncoder().encode(text.replace(/[^\p{ASCII}]/gu, toQuestionMarks))
    : file.contents;
}

/** Writes a file through a temporary one, so a process starting meanwhile never loads half a bundle. */
function writeAtomically(/** @type {string} */ file, /** @type {Uint8Array} */ contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * Compiles the given programs; resolves with the error messages (none when every build passed).
 * @param {{ name: string, source: string, output: string }[]} programs
 * @returns {Promise<string[]>}
 */
export async function buildServicePrograms(programs) {
  if (programs.length === 0) return [];
  const esbuild = await import('esbuild');
  try {
    const results = await Promise.all(
      programs.map(async (program) => {
        try {
          const { outputFiles } = await esbuild.build({
            entryPoints: [program.source],
            outfile: program.output,
            bundle: true,
            platform: 'node',
            target: 'node20',
            format: 'cjs',
            // Readable output (one `// packages/…/src/x.ts` section per source file) and a linked map without the
            // sources. Maps are not applied by default: `--enable-source-maps` parses every loaded dependency's map
            // too (+10 MB per process); `NODE_OPTIONS=--enable-source-maps` turns them on when a trace needs it.
            sourcemap: 'linked',
            sourcesContent: false,
            // Strings and regular expressions escaped to ASCII (esbuild's default, relied on by `asciiOnly`).
            charset: 'ascii',
            plugins: [externalDependencies(path.dirname(program.output))],
            write: false,
            logLevel: 'silent',
          });
          // The map first: the bundle that points at it appears last.
          for (const file of [...outputFiles].sort(
            (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
          ))
            writeAtomically(file.path, file.path.endsWith('.js') ? asciiOnly(file) : file.contents);
          return [];
        } catch (error) {
          const failure = /** @type {{ errors?: import('esbuild').Message[] }} */ (error);
          if (!failure.errors) return [`${program.name}: ${String(error)}`];
          return failure.errors.map(
            (message) =>
              `${program.name}: ${message.location ? `${message.location.file}:${message.location.line}: ` : ''}${message.text}`,
          );
        }
      }),
    );
    return results.flat();
  } finally {
    // esbuild's helper process would otherwise live as long as the start command.
    await esbuild.stop();
  }
}

/**
 * The Node arguments that run a program: its compiled file, or its TypeScript source through tsx.
 * @param {string} repoRoot
 * @param {string} entry the source, relative to the repository root
 * @param {string} runtime one of serviceRuntimes
 */
export function programArgs(repoRoot, entry, runtime) {
  if (runtime === 'tsx') {
    // tsx's loader from the gateway's own dependencies, so `node --import` runs TypeScript in-process.
    const fromGateway = createRequire(path.join(repoRoot, 'services', 'gateway', 'package.json'));
    return ['--import', pathToFileURL(fromGateway.resolve('tsx')).href, entry];
  }
  // SERVICE_NODE_ARGS (benches: `--cpu-prof`, another heap setting) replaces these flags for every program.
  const flags = process.env.SERVICE_NODE_ARGS?.trim().split(/\s+/) ?? heapFlags(entry);
  return [...flags, compiledEntry(entry)];
}
