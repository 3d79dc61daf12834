import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@young-minds/mf-shared/rsbuild';

// The public area as a remote: the shell loads `mfe_public/App` through /remotes.json.
export default defineConfig(
  defineRemoteConfig({
    configUrl: import.meta.url,
    name: 'mfe_public',
    title: 'Young Minds — public area',
    port: Number(process.env.PUBLIC_PORT || 3001),
  }),
);
