import type { RsbuildPlugin } from '@rsbuild/core';

/** Precompiles `messages/<locale>.json` catalogs at build time (see rsbuild-plugin.mjs). */
export declare function pluginMessageCatalogs(): RsbuildPlugin;
