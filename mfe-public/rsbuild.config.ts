import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@young-minds/mf-shared/rsbuild';
import { pluginPrerenderPages } from './src/prerender/build-plugin';

// The public area as a remote: the shell loads `mfe_public/App` through /remotes.json.
const remote = defineRemoteConfig({
  configUrl: import.meta.url,
  name: 'mfe_public',
  title: 'Young Minds — public area',
  port: Number(process.env.PUBLIC_PORT || 3001),
});

// The public pages' HTML, rendered at build time in English and Arabic (dist/prerendered/<locale>/<page>.html, listed
// with their preloads in dist/prerendered/pages.json; a blog post's renderer, server.mjs): the gateway sends them
// inside the shell's page, so a first visit paints before the JavaScript has arrived.
export default defineConfig({ ...remote, plugins: [...(remote.plugins ?? []), pluginPrerenderPages()] });
