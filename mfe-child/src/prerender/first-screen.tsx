// Runs in Node at build time (packages/mf-shared `pluginPrerenderFirstScreen`), never in the browser: the child's
// first screen after login — the home in its layout, its tiles still loading — as HTML in English and Arabic. The
// gateway sends it inside the shell's page to someone signed in as a child, so the home's frame (the big Home
// button, the heading) paints before the area's scripts have run; the shell keeps it on screen until the area
// renders the same screen (issue 33).
import type { Locale } from '@young-minds/i18n';
import { type FirstScreen, deviceHandedOver, renderAreaScreen, themeOtherThanDefault } from '@young-minds/ui/prerender';
import { drawAsSpeaking } from '@young-minds/ui/speech';
import App, { preloadRoute } from '../App';

/**
 * The home, drawn in the default theme for a child who logged in themselves. Where the area draws it otherwise,
 * the gateway's page drops it before it paints, for the shell's loading state: a family theme kept in this
 * browser (the frame would change colour), a device a parent handed over (the shell puts "Back to parent" above).
 */
export const firstScreen: FirstScreen = {
  path: '/child',
  name: 'home',
  droppedWhen: [themeOtherThanDefault, deviceHandedOver],
};

export const prerenderedLocales: readonly Locale[] = ['en', 'ar'];

export function renderFirstScreen(locale: Locale): Promise<string> {
  // With the speak buttons of a browser that can speak (nearly every one): the area's render then changes nothing.
  return renderAreaScreen({ area: 'child', screen: firstScreen, locale, App, preloadRoute, prepare: drawAsSpeaking });
}
