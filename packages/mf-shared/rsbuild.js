// The rsbuild side of every federated build (shell and remotes): the same plugins, the shared singletons from
// the build's own package.json, and no type generation (it made one remote's build 26 s instead of 2.8 s).
// Plain JS with no build step, so rsbuild's config loader reads it as it is.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
  return [
    pluginReact(),
    pluginMessageCatalogs(),
    pluginModuleFederation({ ...federation, shared: sharedFor(pkg), dts: false }),
  ];
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
 * One area as a remote: the shell loads `<name>/App` through /remotes.json; its own index.html (src/index.ts)
 * runs the area alone for development and QA. `proxy`: the prefixes `dev` sends to the gateway (in `dev:mock`
 * the MSW worker answers them instead).
 * @param {{ configUrl: string | URL, name: string, title: string, port: number, exposes?: Record<string, string>, proxy?: string[] }} options
 */
export function defineRemoteConfig({ configUrl, name, title, port, exposes = { './App': './src/App.tsx' }, proxy }) {
  return {
    // No shareStrategy here: the remotes keep MF's default; only the host needs 'loaded-first'.
    plugins: federatedPlugins(configUrl, { name, filename: 'remoteEntry.js', exposes }),
    source: { entry: { index: './src/index.ts' } },
    // The template gives the standalone page a language (axe: html-has-lang), as the shell's has.
    html: { title, template: fileURLToPath(new URL('./remote.html', import.meta.url)) },
    // Chunks are found relative to wherever remoteEntry.js was served from (/remotes/<area>/ or a CDN).
    output: { assetPrefix: 'auto' },
    dev: devWithFederation,
    server: {
      port,
      historyApiFallback: true,
      ...(proxy ? { proxy: process.env.PUBLIC_API_MOCKS === 'true' ? undefined : gatewayProxy(proxy) } : {}),
    },
  };
}
