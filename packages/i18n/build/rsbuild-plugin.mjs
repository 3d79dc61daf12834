// @ts-check
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Rsbuild plugin for every area's build: `messages/<locale>.json` catalogs are precompiled by
 * compile-catalog-loader.cjs instead of being bundled as raw JSON.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginMessageCatalogs() {
  return {
    name: 'young-minds:message-catalogs',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({
          test: /[\\/]messages[\\/][a-z]{2}(-[A-Za-z]+)?\.json$/,
          type: 'javascript/auto',
          use: [{ loader: require.resolve('./compile-catalog-loader.cjs') }],
        });
      });
    },
  };
}
