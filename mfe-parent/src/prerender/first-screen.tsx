// Runs in Node at build time (packages/mf-shared `pluginPrerenderFirstScreen`), never in the browser: the parent's
// first screen after login — the dashboard in its layout, its cards still loading — as HTML in English and Arabic.
// The gateway sends it inside the shell's page to someone signed in as a parent, so the top bar, the menu and the
// heading paint before the area's scripts have run; the shell keeps it on screen until the area renders the same
// screen (issue 33).
import type { Locale } from '@young-minds/i18n';
import { sessionStore } from '@young-minds/session';
import {
  type FirstScreen,
  emailUnconfirmed,
  renderAreaScreen,
  sessionFirstScreenParts,
  sessionUserName,
  themeOtherThanDefault,
} from '@young-minds/ui/prerender';
import App, { preloadRoute } from '../App';
import { dashboardFrameParts } from '../screens/Dashboard/firstScreenParts';

/**
 * The dashboard in the default theme with the family's name in the top bar (filled in from the session kept in
 * this browser), and the top of the dashboard as this browser showed it last: every part is drawn (the renew
 * banner, the "finish setting up" link for each count, the "Who's learning?" panel's heading and words) and the
 * gateway's page keeps those the session names (`firstScreenParts`). Where the area draws it otherwise, the
 * gateway's page drops it before it paints, for the shell's loading state: a family theme kept in this browser (the
 * top bar would change colour), an email address still to be confirmed (its banner shows above the heading).
 */
export const firstScreen: FirstScreen = {
  path: '/parent',
  name: 'dashboard',
  droppedWhen: [themeOtherThanDefault, emailUnconfirmed],
  filledFrom: [sessionUserName],
  partsFrom: sessionFirstScreenParts,
};

export const prerenderedLocales: readonly Locale[] = ['en', 'ar'];

export function renderFirstScreen(locale: Locale): Promise<string> {
  return renderAreaScreen({
    area: 'parent',
    screen: firstScreen,
    locale,
    App,
    preloadRoute,
    // "The {name} family": the name is the placeholder the page fills in.
    prepare: () =>
      sessionStore.setState({
        user: {
          name: sessionUserName.placeholder,
          email: null,
          role: 'parent',
          avatar: null,
          firstScreenParts: [...dashboardFrameParts],
        },
        userRole: 'parent',
      }),
  });
}
