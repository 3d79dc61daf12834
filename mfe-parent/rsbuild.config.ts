import { readFileSync } from 'node:fs';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginMessageCatalogs } from '@young-minds/i18n/rsbuild';
import { type PackageJsonDeps, sharedFor } from '@young-minds/mf-shared';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as PackageJsonDeps;

// The parent area as a remote: the shell loads `mfe_parent/App` through /remotes.json, behind its parent guard.
// Its own index.html (src/index.ts) runs the area alone for development and QA.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginMessageCatalogs(),
    pluginModuleFederation({
      name: 'mfe_parent',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      shared: sharedFor(pkg),
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Young Minds — parent area' },
  // Chunks are found relative to wherever remoteEntry.js was served from (/remotes/parent/ or a CDN).
  output: { assetPrefix: 'auto' },
  server: {
    port: Number(process.env.PARENT_PORT || 3003),
    historyApiFallback: true,
    // `dev` (not `dev:mock`): the API and the media come from a running gateway (`pnpm start`).
    proxy:
      process.env.PUBLIC_API_MOCKS === 'true'
        ? undefined
        : Object.fromEntries(
            ['/api', '/media'].map((prefix) => [prefix, process.env.GATEWAY_URL || 'http://localhost:8080']),
          ),
  },
});
