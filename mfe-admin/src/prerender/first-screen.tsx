// Runs in Node at build time (packages/mf-shared `pluginPrerenderFirstScreen`), never in the browser: the admin's
// first screen after login — the dashboard in its layout, its numbers still loading — as HTML in English and
// Arabic. The gateway sends it inside the shell's page to someone signed in as an admin, so the screen paints
// before the area's scripts have run; the shell keeps it on screen until the area renders the same screen
// (issue 33).
import type { Locale } from '@young-minds/i18n';
import { type FirstScreen, renderAreaScreen } from '@young-minds/ui/prerender';
import App, { preloadRoute } from '../App';
import { DARK_MODE_STORAGE_KEY } from '../layout';

/**
 * The dashboard, drawn light: an admin who chose dark mode (kept in this browser) gets the shell's loading state
 * instead, not a light screen that turns dark (the gateway's page drops it before it paints).
 */
export const firstScreen: FirstScreen = {
  path: '/admin/dashboard',
  name: 'dashboard',
  droppedWhen: [{ storage: DARK_MODE_STORAGE_KEY, holds: '"dark":true' }],
};

export const prerenderedLocales: readonly Locale[] = ['en', 'ar'];

export function renderFirstScreen(locale: Locale): Promise<string> {
  return renderAreaScreen({ area: 'admin', screen: firstScreen, locale, App, preloadRoute });
}
