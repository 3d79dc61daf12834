import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';

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
