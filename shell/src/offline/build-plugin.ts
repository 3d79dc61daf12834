// Build-time only (Node): makes `dist/sw.js` after the shell's build. Imported by shell/rsbuild.config.ts.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type RsbuildPlugin, createRsbuild } from '@rsbuild/core';
import { injectManifest } from 'workbox-build';

/** Built files with a content hash in their name: their URL is their version (no `?__WB_REVISION__`). */
const contentHashed = /[.-][0-9a-f]{8,}\./;

/**
 * After `rsbuild build` of the shell: bundles src/offline/worker/sw.ts on its own (a web-worker target, one file,
 * no Module Federation, no hash: browsers look for the worker at a fixed URL) and writes it to `dist/sw.js` with
 * the list of the shell's built files injected by workbox-build (`self.__WB_MANIFEST`).
 * Only `rsbuild build` runs it: `rsbuild dev` has no worker, so MSW's stays the only one there.
 */
export function pluginServiceWorker(): RsbuildPlugin {
  return {
    name: 'young-minds:service-worker',
    setup(api) {
      api.onAfterBuild(async () => {
        const { rootPath, distPath } = api.context;
        const bundleDir = path.join(rootPath, 'node_modules', '.cache', 'service-worker');
        const worker = await createRsbuild({
          cwd: rootPath,
          config: {
            source: { entry: { sw: { import: './src/offline/worker/sw.ts', html: false } } },
            output: {
              target: 'web-worker',
              distPath: { root: bundleDir, js: '' },
              filename: { js: '[name].js' },
              sourceMap: false,
            },
            performance: { printFileSize: false },
          },
        });
        const { close } = await worker.build();
        await close();

        const { count, size, warnings } = await injectManifest({
          swSrc: path.join(bundleDir, 'sw.js'),
          swDest: path.join(distPath, 'sw.js'),
          globDirectory: distPath,
          globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,woff2}'],
          // The worker itself, the federation files the host's runtime never fetches, and the build's .br/.gz copies
          // (the browser's fetch gets those by Accept-Encoding under the plain file's URL).
          globIgnores: ['sw.js', 'mf-*.json', '**/*.LICENSE.txt', '**/*.br', '**/*.gz'],
          dontCacheBustURLsMatching: contentHashed,
        });
        await rm(bundleDir, { recursive: true, force: true });
        for (const warning of warnings) api.logger.warn(`[service worker] ${warning}`);
        api.logger.info(`[service worker] dist/sw.js precaches ${count} files (${(size / 1024).toFixed(1)} kB)`);
      });
    },
  };
}
