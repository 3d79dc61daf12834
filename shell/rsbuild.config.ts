import { defineConfig } from '@rsbuild/core';
import {
  devWithFederation,
  federatedPlugins,
  gatewayProxy,
  pluginFirstScreenHints,
} from '@young-minds/mf-shared/rsbuild';
import { pluginServiceWorker } from './src/offline/build-plugin';

// The host. No remote is named here: src/index.ts reads /remotes.json at run time and registers them, so an
// area is moved or rolled back by editing that file alone.
export default defineConfig({
  plugins: [
    ...federatedPlugins(import.meta.url, {
      name: 'shell',
      remotes: {},
      // The default ('version-first') fetches every remote's entry at start-up; public pages must fetch none.
      shareStrategy: 'loaded-first',
      // The one copy of the federation runtime on the page: the remotes' production builds leave theirs out
      // (packages/mf-shared). Nor the snapshot code, which finds a remote through its mf-manifest.json: remotes.json
      // names each remote's remoteEntry.js, loaded as it is (services/gateway/src/remotes.ts).
      experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true } },
    }),
    // dist/sw.js, after the build (see the plugin for why it is bundled on its own).
    pluginServiceWorker(),
    // dist/first-screen.json: the bootstrap chunk and the shared modules' files, which the gateway names in the page
    // of someone signed in opening their own area, with that area's files (issue 33).
    pluginFirstScreenHints({ start: ['bootstrap'] }),
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
  dev: devWithFederation,
  // `rsbuild dev`: the API, the media, the remotes map and the built remotes come from a running gateway.
  server: {
    port: Number(process.env.SHELL_PORT || 3000),
    historyApiFallback: true,
    proxy: gatewayProxy(['/api', '/media', '/remotes.json', '/remotes/']),
  },
});
