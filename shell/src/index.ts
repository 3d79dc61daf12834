// Async boundary: the federation runtime must be set up (shared singletons, remotes registered from
// /remotes.json) before any module that uses React is evaluated.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteFailurePlugin } from './federation/plugin';
import { startRemotes } from './federation/remotes';

registerPlugins([remoteFailurePlugin()]);

startRemotes()
  .catch((error: unknown) => {
    // Render anyway: each area shows its "could not be loaded" message with a Retry that re-reads the map.
    console.warn('[young-minds] could not read /remotes.json:', error);
  })
  // Named: the gateway asks for its files with the page of someone signed in (first-screen.json, issue 33).
  .finally(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
