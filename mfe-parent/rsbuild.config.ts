import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@young-minds/mf-shared/rsbuild';

// The parent area as a remote: the shell loads `mfe_parent/App` through /remotes.json, behind its parent guard.
export default defineConfig(
  defineRemoteConfig({
    configUrl: import.meta.url,
    name: 'mfe_parent',
    title: 'Young Minds — parent area',
    port: Number(process.env.PARENT_PORT || 3003),
    // `dev` (not `dev:mock`): the API and the media come from a running gateway (`pnpm start`).
    proxy: ['/api', '/media'],
  }),
);
