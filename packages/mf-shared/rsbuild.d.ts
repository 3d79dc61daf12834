import type { RsbuildConfig, RsbuildPlugin, Rspack } from '@rsbuild/core';

/**
 * React, the catalogs and Module Federation (with `shared` from the build's package.json and `dts: false`), and
 * after the build `<file>.br`/`<file>.gz` beside each built text asset of 1 KB or more (the gateway sends them).
 */
export declare function federatedPlugins(
  configUrl: string | URL,
  federation: Record<string, unknown> & { name: string },
): RsbuildPlugin[];

/** `dev` settings every federated build needs (no lazy compilation: MF's shared chunks must be emitted). */
export declare const devWithFederation: NonNullable<RsbuildConfig['dev']>;

/** Proxies each path prefix to the gateway (GATEWAY_URL, default http://localhost:8080). */
export declare function gatewayProxy(prefixes: string[]): Record<string, string>;

export interface RemoteConfigOptions {
  /** The config file's `import.meta.url`: its folder's package.json lists what the build shares. */
  configUrl: string | URL;
  /** The remote's federation name (`mfe_parent`). */
  name: string;
  /** The standalone page's title. */
  title: string;
  /** The dev server's port. */
  port: number;
  /** What the remote exposes (default `{ './App': './src/App.tsx' }`). */
  exposes?: Record<string, string>;
  /** The prefixes `dev` proxies to the gateway (not in `dev:mock`). */
  proxy?: string[];
}

/** The rsbuild config of one area as a Module Federation remote. */
export declare function defineRemoteConfig(options: RemoteConfigOptions): RsbuildConfig;

/** The JS files of a named chunk group (`screen-login` and the chunks split out of it), from a build's stats. */
export declare function chunkGroupFiles(stats: Rspack.StatsCompilation, name: string): string[];

/** The JS files of the chunks holding a module whose name matches (the catalogs: `messages/ar.json`). */
export declare function moduleChunkFiles(stats: Rspack.StatsCompilation, test: RegExp): string[];

/** The catalog chunks a page in each language loads before it renders (English, every language's fallback, first). */
export declare function catalogFiles(stats: Rspack.StatsCompilation): Record<string, string[]>;

/** The JS files each shared module this build provides loads, by name (every chunk loaded to provide it). */
export declare function sharedFiles(stats: Rspack.StatsCompilation): Record<string, string[]>;

/** A build's stats as the hints read them (chunk groups, chunks and their modules); `{}` without stats. */
export declare function hintStats(stats: unknown): Rspack.StatsCompilation;

/** A file a page will need, asked for with the page: a `<script>`. */
export interface Preload {
  href: string;
  as: 'script';
}

/** What the shell fetches before an area renders, in order: its entry and exposed App (read from mf-manifest.json). */
export declare function areaPreloads(manifest: {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}): Preload[];

/**
 * After a production build, `dist/first-screen.json`: an area's entry, shared modules' and catalog files and each
 * first screen's chunk group files; the shell's `start` chunks and shared modules' files. The gateway names them in
 * the page it sends to someone signed in opening their own area.
 */
export declare function pluginFirstScreenHints(options: {
  firstScreens?: { path: string; chunk: string }[];
  start?: string[];
}): RsbuildPlugin;

/**
 * Bundles `entry` for Node in one file (no federation, dynamic imports inlined) to `outFile`: the renderer an area's
 * build runs to write its pages as HTML.
 */
export declare function bundleForNode(rootPath: string, entry: string, outFile: string): Promise<void>;

/**
 * After a production build of a signed-in area: its first screen after login as HTML in each language
 * (`dist/prerendered/<locale>/<name>.html`, listed in `dist/prerendered/pages.json`), from `entry` (default
 * `./src/prerender/first-screen.tsx`: `firstScreen`, `prerenderedLocales`, `renderFirstScreen(locale)`).
 */
export declare function pluginPrerenderFirstScreen(options?: { entry?: string }): RsbuildPlugin;
