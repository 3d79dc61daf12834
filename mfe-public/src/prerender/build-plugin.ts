// Build-time only (Node): writes `dist/prerendered/home.html` after the public area's production build. Imported
// by mfe-public/rsbuild.config.ts. The gateway puts it inside the shell's page for `/` (services/gateway/src/static.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RsbuildPlugin, createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginMessageCatalogs } from '@young-minds/i18n/rsbuild';

/**
 * Bundles src/prerender/home.tsx for Node on its own (no Module Federation), runs it, and writes the home page's
 * HTML (CSS included) to `dist/prerendered/home.html`. `rsbuild dev` has none: the page is rendered by the browser.
 */
export function pluginPrerenderHome(): RsbuildPlugin {
  return {
    name: 'young-minds:prerender-home',
    setup(api) {
      api.onAfterBuild(async () => {
        const { rootPath, distPath } = api.context;
        const bundleDir = path.join(rootPath, 'node_modules', '.cache', 'prerender');
        const renderer = await createRsbuild({
          cwd: rootPath,
          config: {
            plugins: [pluginReact(), pluginMessageCatalogs()],
            source: { entry: { home: { import: './src/prerender/home.tsx', html: false } } },
            output: {
              target: 'node',
              distPath: { root: bundleDir, js: '' },
              filename: { js: '[name].mjs' },
              sourceMap: false,
              minify: false,
            },
            // One file: a dynamic import (the catalogs) must not become a chunk this one-off run has to find.
            performance: { printFileSize: false, chunkSplit: { strategy: 'all-in-one' } },
          },
        });
        const { close } = await renderer.build();
        await close();
        try {
          const { renderHome } = (await import(pathToFileURL(path.join(bundleDir, 'home.mjs')).href)) as {
            renderHome: () => Promise<string>;
          };
          const html = await renderHome();
          await mkdir(path.join(distPath, 'prerendered'), { recursive: true });
          await writeFile(path.join(distPath, 'prerendered', 'home.html'), html);
          api.logger.info(`[prerender] dist/prerendered/home.html (${(html.length / 1024).toFixed(1)} kB)`);
        } finally {
          await rm(bundleDir, { recursive: true, force: true });
        }
      });
    },
  };
}
