import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@young-minds/mf-shared/rsbuild';

// The admin area as a remote: the shell loads `mfe_admin/App` through /remotes.json, behind its admin guard.
export default defineConfig(
  defineRemoteConfig({
    configUrl: import.meta.url,
    name: 'mfe_admin',
    title: 'Young Minds — admin area',
    port: Number(process.env.ADMIN_PORT || 3002),
    // `dev` (not `dev:mock`): the API and the media come from a running gateway (`pnpm start`).
    proxy: ['/api', '/media'],
  }),
);
