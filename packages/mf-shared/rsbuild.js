// The rsbuild side of every federated build (shell and remotes): the same plugins, the shared singletons from
// the build's own package.json, and no type generation (it made one remote's build 26 s instead of 2.8 s).
// Plain JS with no build step, so rsbuild's config loader reads it as it is.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginMessageCatalogs } from '@young-minds/i18n/rsbuild';
import { sharedFor } from './index.js';

/**
 * React, the catalogs and Module Federation for the build whose config file is at `configUrl`
 * (`import.meta.url`): `federation` is passed to the MF plugin as is, plus `shared` and `dts: false`.
 * @param {string | URL} configUrl
 * @param {Record<string, unknown> & { name: string }} federation
 */
export function federatedPlugins(configUrl, federation) {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', configUrl), 'utf8'));
  const { experiments, ...rest } =
    /** @type {{ experiments?: { optimization?: object, externalRuntime?: boolean } }} */ (federation);
  return [
    pluginReact(),
    pluginMessageCatalogs(),
    pluginModuleFederation({
      ...rest,
      shared: sharedFor(pkg),
      dts: false,
      // Browser-only builds: the federation runtime drops its Node code paths.
      experiments: { ...experiments, optimization: { target: 'web', ...experiments?.optimization } },
    }),
    pluginFederationRuntimeAsEsm(configUrl),
    pluginRouterProductionBuild(configUrl),
    pluginPrecompress(),
  ];
}

/**
 * react-router's package exports point every condition at its development build, whose only difference from the
 * production build beside it is `ENABLE_DEV_WARNINGS = true` (the dev warnings' texts and checks). A production
 * build takes the production one: the same router, without them (the shared router chunk: 12.1 → 11.7 KB brotli).
 * `rsbuild dev` keeps the warnings.
 * @param {string | URL} configUrl
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function pluginRouterProductionBuild(configUrl) {
  return {
    name: 'young-minds:router-production-build',
    setup(api) {
      api.modifyRspackConfig((config, { isProd }) => {
        if (!isProd) return;
        const fromConfig = createRequire(new URL('./package.json', configUrl));
        // The facade is the one package that imports react-router (eslint: no-restricted-imports).
        const fromFacade = createRequire(fromConfig.resolve('@young-minds/router'));
        const development = fromFacade.resolve('react-router');
        const production = path.join(development, '../../production/index.mjs');
        if (!existsSync(production)) throw new Error(`react-router's production build is not at ${production}`);
        config.resolve ??= {};
        config.resolve.alias = {
          'react-router$': production,
          .../** @type {Record<string, string>} */ (config.resolve.alias ?? {}),
        };
      });
    },
  };
}

/**
 * Rspack's federation plugin points `@module-federation/runtime` and the bundler runtime at their CommonJS builds
 * (require.resolve), which the bundler cannot tree-shake: a remote's entry then carries the runtime's Node code
 * paths, its snapshot code and helpers no page calls (remoteEntry.js 14.2 → 8.8 KB gzip without them). Their ES
 * module builds, beside them, are the same code (the plugin lets a build's own aliases win). Only for builds
 * whose runtime core comes from the shell (`externalRuntime`).
 * @param {string | URL} configUrl
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function pluginFederationRuntimeAsEsm(configUrl) {
  // Each package from the one that depends on it (pnpm hoists none of them reliably): the build's MF plugin,
  // then @module-federation/enhanced, its runtime tools and their runtime.
  const fromConfig = createRequire(new URL('./package.json', configUrl));
  const fromPlugin = createRequire(fromConfig.resolve('@module-federation/rsbuild-plugin'));
  const fromEnhanced = createRequire(fromPlugin.resolve('@module-federation/enhanced'));
  const runtimeTools = fromEnhanced.resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(runtimeTools);
  /** @type {Record<string, string>} */
  const alias = {};
  const runtime = fromTools.resolve('@module-federation/runtime');
  const fromRuntime = createRequire(runtime);
  const entries = {
    '@module-federation/runtime-tools': runtimeTools,
    '@module-federation/runtime': runtime,
    '@module-federation/runtime-core': fromRuntime.resolve('@module-federation/runtime-core'),
    '@module-federation/sdk': fromRuntime.resolve('@module-federation/sdk'),
    '@module-federation/webpack-bundler-runtime': fromTools.resolve('@module-federation/webpack-bundler-runtime'),
    '@module-federation/inject-external-runtime-core-plugin': fromEnhanced.resolve(
      '@module-federation/inject-external-runtime-core-plugin',
    ),
  };
  for (const [name, cjs] of Object.entries(entries)) {
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (esm === cjs || !existsSync(esm)) continue;
    alias[cjs] = esm;
    alias[`${name}$`] = esm;
  }
  return {
    name: 'young-minds:federation-runtime-as-esm',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.resolve ??= {};
        config.resolve.alias = { ...alias, .../** @type {Record<string, string>} */ (config.resolve.alias ?? {}) };
      });
    },
  };
}

/** The built files worth compressing: text. Images, fonts and media are compressed already. */
const compressibleAsset = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @param {string} dir @returns {Promise<string[]>} */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each built text asset (JS, CSS, HTML, JSON, SVG, web manifest), each
 * only when it is smaller than the file (small scripts too: a first visit of `/` fetches five under 1 KB, and
 * brotli takes a third off them), so the gateway sends them by the browser's Accept-Encoding with no work per request (@koa/send
 * picks them). Node's own zlib at its highest settings, since it runs once per build: no plugin needed (the
 * webpack compression plugins target webpack's asset pipeline; this runs after the whole build, including the
 * shell's service worker, whose hook is ordered before this one).
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
function pluginPrecompress() {
  return {
    name: 'young-minds:precompress',
    setup(api) {
      api.onAfterBuild({
        order: 'post',
        handler: async () => {
          const { distPath } = api.context;
          const files = (await filesUnder(distPath)).filter((file) => compressibleAsset.test(file));
          let written = 0;
          await Promise.all(
            files.map(async (file) => {
              const bytes = await readFile(file);
              const [br, gz] = await Promise.all([
                brotli(bytes, {
                  params: {
                    [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                  },
                }),
                gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
              ]);
              const smaller = [
                { to: `${file}.br`, encoded: br },
                { to: `${file}.gz`, encoded: gz },
              ].filter(({ encoded }) => encoded.length < bytes.length);
              await Promise.all(smaller.map(({ to, encoded }) => writeFile(to, encoded)));
              if (smaller.length) written += 1;
            }),
          );
          api.logger.info(`[precompress] ${written} files written as .br and .gz (each where smaller)`);
        },
      });
    },
  };
}

/**
 * `rsbuild dev` for a federated build: Rsbuild 2 compiles dynamic imports lazily by default, and Module
 * Federation's shared-module chunks (react-dom, the router) are then never emitted: the page fails with
 * "Loading chunk webpack_sharing_consume_default_react-dom… failed" (the dev server answers index.html).
 */
export const devWithFederation = { lazyCompilation: false };

/**
 * Proxies each path prefix to the gateway (`pnpm start`), for `rsbuild dev` against the real API.
 * @param {string[]} prefixes
 */
export function gatewayProxy(prefixes) {
  return Object.fromEntries(prefixes.map((prefix) => [prefix, process.env.GATEWAY_URL || 'http://localhost:8080']));
}

/**
 * A remote's federation runtime in a production build: none of its own. The shell provides it
 * (`provideExternalRuntime`), so a remote's entry is ~4 KB instead of ~33 KB gzip and the runtime is downloaded
 * once. A remote loads no other remote, so its snapshot code (which reads other builds' manifests) goes too.
 * `rsbuild dev` keeps the runtime in: a remote's own page (development, QA) runs with no shell around it.
 */
function remoteExperiments() {
  if (process.env.NODE_ENV !== 'production') return {};
  // Nor its bundler runtime's remote loading (`disableRemote`): the remote loading code that runs is the shell's
  // runtime core, and the remotes' entries are smaller for it.
  return { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true } };
}

/**
 * One area as a remote: the shell loads `<name>/App` through /remotes.json; its own index.html (src/index.ts)
 * runs the area alone for development and QA. `proxy`: the prefixes `dev` sends to the gateway (in `dev:mock`
 * the MSW worker answers them instead).
 * @param {{ configUrl: string | URL, name: string, title: string, port: number, exposes?: Record<string, string>, proxy?: string[] }} options
 */
export function defineRemoteConfig({ configUrl, name, title, port, exposes = { './App': './src/App.tsx' }, proxy }) {
  return {
    // No shareStrategy here: the remotes keep MF's default; only the host needs 'loaded-first'.
    plugins: federatedPlugins(configUrl, {
      name,
      filename: 'remoteEntry.js',
      exposes,
      experiments: remoteExperiments(),
    }),
    source: { entry: { index: './src/index.ts' } },
    // The template gives the standalone page a language (axe: html-has-lang), as the shell's has.
    html: { title, template: fileURLToPath(new URL('./remote.html', import.meta.url)) },
    // Chunks are found relative to wherever remoteEntry.js was served from (/remotes/<area>/ or a CDN).
    output: { assetPrefix: 'auto' },
    // zod in one chunk of its own: left to the default splitting, an area whose screens import single contract
    // tables got zod's code in two chunks of its first screen (the child's: +9 KB brotli).
    performance: {
      chunkSplit: { strategy: 'split-by-experience', forceSplitting: { 'lib-zod': /node_modules[\\/]zod[\\/]/ } },
    },
    dev: devWithFederation,
    server: {
      port,
      historyApiFallback: true,
      ...(proxy ? { proxy: process.env.PUBLIC_API_MOCKS === 'true' ? undefined : gatewayProxy(proxy) } : {}),
    },
  };
}

/**
 * The JS files of a named chunk group (`screen-login` and the chunks split out of it), from a build's stats.
 * @param {import('@rsbuild/core').Rspack.StatsCompilation} stats
 * @param {string} name
 * @returns {string[]}
 */
export function chunkGroupFiles(stats, name) {
  const group = stats.namedChunkGroups?.[name];
  return (group?.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'));
}

/**
 * The JS files of the chunks holding a module whose name matches (the catalogs: `messages/ar.json`).
 * @param {import('@rsbuild/core').Rspack.StatsCompilation} stats
 * @param {RegExp} test
 * @returns {string[]}
 */
export function moduleChunkFiles(stats, test) {
  return (stats.chunks ?? [])
    .filter((chunk) => chunk.modules?.some((module) => test.test(module.name ?? '')))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => file.endsWith('.js'));
}

/** The catalogs an area builds: `src/messages/<locale>.json` and the ui package's, by locale. */
const catalogModule = /messages[\\/]([a-z]{2})\.json$/;

/**
 * The catalog chunks a page in each language loads before it renders: that language's own (English, the fallback
 * under every language, is fetched only when a text is missing: packages/i18n).
 * @param {import('@rsbuild/core').Rspack.StatsCompilation} stats
 * @returns {Record<string, string[]>}
 */
export function catalogFiles(stats) {
  const locales = new Set(
    (stats.chunks ?? []).flatMap((chunk) =>
      (chunk.modules ?? []).map((module) => catalogModule.exec(module.name ?? '')?.[1]).filter(Boolean),
    ),
  );
  const of = (/** @type {string} */ locale) => moduleChunkFiles(stats, new RegExp(`messages[\\\\/]${locale}\\.json$`));
  return Object.fromEntries([...locales].map((locale) => [locale, [...new Set(of(/** @type {string} */ (locale)))]]));
}

/** The stats a build plugin reads its chunks from (the chunk groups, each chunk's modules and origins). */
export function hintStats(/** @type {unknown} */ stats) {
  return stats && typeof stats === 'object' && 'toJson' in stats
    ? /** @type {{ toJson: (options: object) => import('@rsbuild/core').Rspack.StatsCompilation }} */ (stats).toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkGroups: true,
        chunkOrigins: true,
      })
    : {};
}

/** A chunk loaded to provide a shared module: `provide shared module (default) @tanstack/react-query@5.108.4 = …`. */
const providedShared = /^provide shared module \([^)]*\) (@?[^@\s]+)@/;

/**
 * The JS files each shared module this build provides loads, by name: every chunk the federation runtime loads to
 * provide it (the build's manifest names only some of them).
 * @param {import('@rsbuild/core').Rspack.StatsCompilation} stats
 * @returns {Record<string, string[]>}
 */
export function sharedFiles(stats) {
  /** @type {Record<string, string[]>} */
  const byName = {};
  for (const chunk of stats.chunks ?? []) {
    const names = new Set(
      (chunk.origins ?? []).map((origin) => providedShared.exec(origin.moduleName ?? '')?.[1]).filter(Boolean),
    );
    const files = (chunk.files ?? []).filter((file) => file.endsWith('.js'));
    for (const name of /** @type {Set<string>} */ (names)) byName[name] = [...(byName[name] ?? []), ...files];
  }
  return byName;
}

/**
 * What the shell fetches before an area renders, in order: the area's entry and its exposed App's chunks (scripts),
 * read from the build's `mf-manifest.json` (the shell itself never fetches the manifest: remotes.json names the
 * entry).
 * @param {{ metaData: { remoteEntry: { name: string } }, exposes: { name: string, assets: { js: { sync: string[] } } }[] }} manifest
 * @returns {{ href: string, as: 'script' }[]}
 */
export function areaPreloads(manifest) {
  const app = manifest.exposes.find((expose) => expose.name === 'App');
  return [
    { href: manifest.metaData.remoteEntry.name, as: 'script' },
    ...(app?.assets.js.sync ?? []).map((href) => ({ href, as: /** @type {const} */ ('script') })),
  ];
}

/**
 * After a production build, `dist/first-screen.json`: for an area, its entry files (`areaPreloads`), its shared
 * modules' files by name (`sharedFiles`), its catalog chunks by language and, for each first screen (the page an area opens on after login), the files of its named chunk group. The gateway
 * names them, with the area's entry and exposed App, in the page it sends to someone signed in
 * with that area's role (services/gateway/src/area-hints.ts, issue 33), so they load while the shell starts instead
 * of one after another behind it. Paths are relative to the area's folder.
 * For the shell (`start`: the named chunks it loads before it renders), those chunks' files and its shared modules'.
 * @param {{ firstScreens?: { path: string, chunk: string }[], start?: string[] }} options
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginFirstScreenHints({ firstScreens = [], start = [] }) {
  return {
    name: 'young-minds:first-screen-hints',
    setup(api) {
      api.onAfterBuild({
        // Before the precompression, which then writes the file's .br and .gz too.
        order: 'pre',
        handler: async ({ stats }) => {
          const json = hintStats(stats);
          const { distPath } = api.context;
          /** @type {{ metaData: { remoteEntry: { name: string } }, exposes: { name: string, assets: { js: { sync: string[] } } }[] }} */
          const manifest = JSON.parse(await readFile(path.join(distPath, 'mf-manifest.json'), 'utf8'));
          const hints = {
            area: manifest.exposes?.length ? areaPreloads(manifest) : [],
            start: [...new Set(start.flatMap((chunk) => chunkGroupFiles(json, chunk)))],
            // The shared modules' own files, by name: the gateway names those the page will take from this build.
            shared: sharedFiles(json),
            catalogs: catalogFiles(json),
            screens: firstScreens.map(({ path: screenPath, chunk }) => ({
              path: screenPath,
              files: chunkGroupFiles(json, chunk),
            })),
          };
          const missing = [
            ...hints.screens.filter((screen) => screen.files.length === 0).map((screen) => screen.path),
            ...start.filter((chunk) => chunkGroupFiles(json, chunk).length === 0),
          ];
          if (missing.length) api.logger.warn(`[first-screen] no named chunk for ${missing.join(', ')}`);
          await writeFile(path.join(distPath, 'first-screen.json'), `${JSON.stringify(hints, null, 2)}\n`);
        },
      });
    },
  };
}

/**
 * Bundles `entry` (relative to the build's folder) for Node in one file, with no federation (every dynamic import
 * inlined: a lazy screen must not become a chunk a renderer cannot find), to `outFile`: the renderer an area's build
 * runs to write its pages as HTML (src/prerender/*). The bundle's folder under node_modules/.cache is removed.
 * @param {string} rootPath the build's folder
 * @param {string} entry
 * @param {string} outFile
 */
export async function bundleForNode(rootPath, entry, outFile) {
  const { createRsbuild } = await import('@rsbuild/core');
  const bundleDir = path.join(
    rootPath,
    'node_modules',
    '.cache',
    `prerender-${path.basename(entry).replace(/\W+/g, '-')}`,
  );
  const renderer = await createRsbuild({
    cwd: rootPath,
    config: {
      plugins: [pluginReact(), pluginMessageCatalogs()],
      source: { entry: { server: { import: entry, html: false } } },
      output: {
        target: 'node',
        distPath: { root: bundleDir, js: '' },
        filename: { js: '[name].mjs' },
        sourceMap: false,
        minify: false,
      },
      performance: { printFileSize: false, chunkSplit: { strategy: 'all-in-one' } },
      tools: { rspack: { output: { asyncChunks: false } } },
    },
  });
  try {
    const { close } = await renderer.build();
    await close();
    await mkdir(path.dirname(outFile), { recursive: true });
    await copyFile(path.join(bundleDir, 'server.mjs'), outFile);
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}

/**
 * After a production build of a signed-in area: its first screen after login (src/prerender/first-screen.tsx:
 * `firstScreen` — its path, a file name, `droppedWhen`: the stored preferences under which the area draws it
 * otherwise, `filledFrom`: texts filled in from storage, `partsFrom`: where the list of its parts to keep is stored —,
 * `prerenderedLocales`, `renderFirstScreen(locale)`) as HTML in each language,
 * `dist/prerendered/<locale>/<name>.html`, listed in `dist/prerendered/pages.json`. The gateway sends it inside the
 * shell's page to someone signed in with the area's role (services/gateway/src/area-hints.ts), so the screen's frame
 * paints before the area's scripts have run (issue 33). `rsbuild dev` has none.
 * @param {{ entry?: string }} [options]
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPrerenderFirstScreen({ entry = './src/prerender/first-screen.tsx' } = {}) {
  return {
    name: 'young-minds:prerender-first-screen',
    setup(api) {
      api.onAfterBuild(async () => {
        const { rootPath, distPath } = api.context;
        const outDir = path.join(distPath, 'prerendered');
        await rm(outDir, { recursive: true, force: true });
        const serverFile = path.join(outDir, 'server.mjs');
        await bundleForNode(rootPath, entry, serverFile);
        try {
          /** @type {{ firstScreen: { path: string, name: string, droppedWhen?: { storage: string, holds?: string, lacks?: string }[], filledFrom?: { storage: string, field: string[], placeholder: string }[], partsFrom?: { storage: string, field: string[] } }, prerenderedLocales: readonly string[], renderFirstScreen: (locale: string) => Promise<string> }} */
          const screen = await import(pathToFileURL(serverFile).href);
          /** @type {Record<string, string>} */
          const files = {};
          for (const locale of screen.prerenderedLocales) {
            const file = `${locale}/${screen.firstScreen.name}.html`;
            await mkdir(path.join(outDir, locale), { recursive: true });
            await writeFile(path.join(outDir, file), await screen.renderFirstScreen(locale));
            files[locale] = file;
          }
          const { path: screenPath, droppedWhen = [], filledFrom = [], partsFrom } = screen.firstScreen;
          const pages = {
            pages: [{ path: screenPath, files, droppedWhen, filledFrom, ...(partsFrom && { partsFrom }) }],
          };
          await writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
          api.logger.info(`[prerender] ${screen.firstScreen.path} in ${Object.keys(files).join(', ')}`);
        } finally {
          // Build time only: the gateway reads the HTML, never runs this renderer.
          await rm(serverFile, { force: true });
        }
      });
    },
  };
}
