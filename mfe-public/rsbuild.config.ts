import { readFileSync } from 'node:fs';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginMessageCatalogs } from '@young-minds/i18n/rsbuild';
import { type PackageJsonDeps, sharedFor } from '@young-minds/mf-shared';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as PackageJsonDeps;

// The public area as a remote: the shell loads `mfe_public/App` through /remotes.json. Its own index.html
// (src/index.ts) runs the area alone for development and QA.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginMessageCatalogs(),
    pluginModuleFederation({
      name: 'mfe_public',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      shared: sharedFor(pkg),
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Young Minds — public area' },
  // Chunks are found relative to wherever remoteEntry.js was served from (/remotes/public/ or a CDN).
  output: { assetPrefix: 'auto' },
  server: { port: Number(process.env.PUBLIC_PORT || 3001), historyApiFallback: true },
});
