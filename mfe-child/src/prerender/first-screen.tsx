// Runs in Node at build time (packages/mf-shared `pluginPrerenderFirstScreen`), never in the browser: the child's
// first screen after login — the home in its layout, its tiles still loading — as HTML in English and Arabic. The
// gateway sends it inside the shell's page to someone signed in as a child, so the home's frame (the big Home
// button, the heading) paints before the area's scripts have run; the shell keeps it on screen until the area
// renders the same screen (issue 33).
import { type Locale, defaultDigitsFor, languageStore } from '@young-minds/i18n';
import { Route, Routes } from '@young-minds/router';
import { StaticRouter } from '@young-minds/router/server';
import { DEFAULT_THEME, SESSION_STORAGE_KEY, THEME_STORAGE_KEY } from '@young-minds/session';
import { renderWithStyles } from '@young-minds/ui/prerender';
import { drawAsSpeaking } from '@young-minds/ui/speech';
import App, { preloadRoute } from '../App';

/**
 * The home, drawn in the default theme for a child who logged in themselves. Where the area draws it otherwise,
 * the gateway's page drops it before it paints, for the shell's loading state: a family theme kept in this
 * browser (the frame would change colour), a device a parent handed over (the shell puts "Back to parent" above).
 */
export const firstScreen = {
  path: '/child',
  name: 'home',
  droppedWhen: [
    {
      storage: THEME_STORAGE_KEY,
      lacks: `"color":${JSON.stringify(DEFAULT_THEME.color)},"textColor":${JSON.stringify(DEFAULT_THEME.textColor)}`,
    },
    { storage: SESSION_STORAGE_KEY, holds: '"handedOverBy":"' },
  ],
};

export const prerenderedLocales: readonly Locale[] = ['en', 'ar'];

export async function renderFirstScreen(locale: Locale): Promise<string> {
  // The page's language first: the area's own preload loads the texts of the language the page speaks.
  languageStore.setState({ locale, digits: defaultDigitsFor(locale) }, true);
  // The home's code and texts in place: its lazy screen then renders in this one pass (renderToString does not
  // wait).
  await preloadRoute(firstScreen.path);
  // With the speak buttons of a browser that can speak (nearly every one): the area's render then changes nothing.
  drawAsSpeaking();
  // Mounted as the shell mounts the area: under `child/*`.
  return renderWithStyles(
    <StaticRouter location={firstScreen.path}>
      <Routes>
        <Route path="child/*" element={<App />} />
      </Routes>
    </StaticRouter>,
  );
}
