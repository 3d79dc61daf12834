import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@young-minds/mf-shared/rsbuild';

// The child area as a remote: the shell loads `mfe_child/App` through /remotes.json, behind its child guard.
export default defineConfig(
  defineRemoteConfig({
    configUrl: import.meta.url,
    name: 'mfe_child',
    title: 'Young Minds — child area',
    port: Number(process.env.CHILD_PORT || 3004),
    // `dev` (not `dev:mock`): the API and the media come from a running gateway (`pnpm start`).
    proxy: ['/api', '/media'],
  }),
);
