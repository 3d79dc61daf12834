import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@young-minds/mf-shared/rsbuild';
import { pluginPrerenderHome } from './src/prerender/build-plugin';

// The public area as a remote: the shell loads `mfe_public/App` through /remotes.json.
const remote = defineRemoteConfig({
  configUrl: import.meta.url,
  name: 'mfe_public',
  title: 'Young Minds — public area',
  port: Number(process.env.PUBLIC_PORT || 3001),
});

// The home page's HTML, rendered at build time (dist/prerendered/home.html): the gateway sends it inside the
// shell's page for `/`, so a first visit paints before the JavaScript has arrived.
export default defineConfig({ ...remote, plugins: [...(remote.plugins ?? []), pluginPrerenderHome()] });
