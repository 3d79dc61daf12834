import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig, pluginFirstScreenHints, pluginPrerenderFirstScreen } from '@young-minds/mf-shared/rsbuild';

// The parent area as a remote: the shell loads `mfe_parent/App` through /remotes.json, behind its parent guard.
const remote = defineRemoteConfig({
  configUrl: import.meta.url,
  name: 'mfe_parent',
  title: 'Young Minds — parent area',
  port: Number(process.env.PARENT_PORT || 3003),
  // `dev` (not `dev:mock`): the API and the media come from a running gateway (`pnpm start`).
  proxy: ['/api', '/media'],
});

// dist/first-screen.json: the files of the screen this area opens on after login and the area's catalogs, which
// the gateway names in the page it sends to someone signed in with this area's role (issue 33).
export default defineConfig({
  ...remote,
  plugins: [
    ...(remote.plugins ?? []),
    pluginFirstScreenHints({ firstScreens: [{ path: '/parent', chunk: 'screen-dashboard' }] }),
    // dist/prerendered: that screen as HTML in English and Arabic, which the gateway puts in that page.
    pluginPrerenderFirstScreen(),
  ],
});
