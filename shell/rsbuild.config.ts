import { readFileSync } from 'node:fs';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginMessageCatalogs } from '@young-minds/i18n/rsbuild';
import { type PackageJsonDeps, sharedFor } from '@young-minds/mf-shared';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as PackageJsonDeps;

// The host. No remote is named here: src/index.ts reads /remotes.json at run time and registers them, so an
// area is moved or rolled back by editing that file alone.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginMessageCatalogs(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedFor(pkg),
      // The default ('version-first') fetches every remote's entry at start-up; public pages must fetch none.
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './index.html',
    favicon: './src/assets/favicon.svg',
    title: 'Young Minds — Platform for Young Minds',
    meta: { description: 'Young Minds: children learn Islamic content, parents follow their progress.' },
  },
  // Absolute asset URLs: the SPA fallback serves index.html at any depth (/admin/dashboard, /blog/x).
  output: { assetPrefix: '/' },
  // `rsbuild dev`: the API, the media, the remotes map and the built remotes come from a running gateway.
  server: {
    port: Number(process.env.SHELL_PORT || 3000),
    historyApiFallback: true,
    proxy: Object.fromEntries(
      ['/api', '/media', '/remotes.json', '/remotes/'].map((prefix) => [
        prefix,
        process.env.GATEWAY_URL || 'http://localhost:8080',
      ]),
    ),
  },
});
