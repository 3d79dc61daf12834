// Node only (a build's renderer, the gateway's request-time renderer): never imported by an area's browser code.
import type { ComponentType, ReactElement } from 'react';
import { type Locale, defaultDigitsFor, languageStore } from '@young-minds/i18n';
import { Route, Routes } from '@young-minds/router';
import { StaticRouter } from '@young-minds/router/server';
import { DEFAULT_THEME, SESSION_STORAGE_KEY, THEME_STORAGE_KEY } from '@young-minds/session';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/**
 * A screen rendered ahead as HTML, its CSS first in a plain `<style data-prerendered>` (not styled-components' own
 * tags, which the browser's copy of the library would take over and remove): what the gateway puts in the shell's
 * page so it paints before the area's scripts have run.
 */
export function renderWithStyles(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(element));
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    return `<style data-prerendered>${css}</style>${markup}`;
  } finally {
    sheet.seal();
  }
}

/**
 * A stored preference under which an area draws its first screen otherwise than rendered ahead: the value kept in
 * localStorage under `storage` holds a text, or is kept and lacks one. The gateway's page empties the screen before
 * it paints when one holds (the shell shows its loading state instead).
 */
export interface DropCondition {
  storage: string;
  holds?: string;
  lacks?: string;
}

/**
 * A text of the screen drawn as `placeholder` and filled in by the gateway's page before it paints, from the value
 * kept in localStorage under `storage` at `field` (e.g. the signed-in user's name); the screen is dropped when it
 * is not there.
 */
export interface StoredText {
  storage: string;
  field: readonly string[];
  placeholder: string;
}

/**
 * The parts of the screen drawn ahead that this browser shows only when it showed them last: each element marked
 * `data-frame-part="<name>"` stays when the list kept in localStorage under `storage` at `field` names it, and is
 * removed otherwise (no list: every part is removed).
 */
export interface StoredParts {
  storage: string;
  field: readonly string[];
}

/** An area's first screen after login as its build renders it ahead (packages/mf-shared `pluginPrerenderFirstScreen`). */
export interface FirstScreen {
  /** Its address (where the area is mounted, e.g. `/parent`). */
  path: string;
  /** Its file's name in `dist/prerendered/<locale>/`. */
  name: string;
  droppedWhen?: readonly DropCondition[];
  filledFrom?: readonly StoredText[];
  partsFrom?: StoredParts;
}

/** A family theme other than the default one the screens are drawn in (the frame would change colour). */
export const themeOtherThanDefault: DropCondition = {
  storage: THEME_STORAGE_KEY,
  lacks: `"color":${JSON.stringify(DEFAULT_THEME.color)},"textColor":${JSON.stringify(DEFAULT_THEME.textColor)}`,
};

/** A device a parent handed over to a child (the shell puts "Back to parent" above the child's screen). */
export const deviceHandedOver: DropCondition = { storage: SESSION_STORAGE_KEY, holds: '"handedOverBy":"' };

/** A parent whose email address is still to be confirmed (the email banner shows above the dashboard). */
export const emailUnconfirmed: DropCondition = { storage: SESSION_STORAGE_KEY, holds: '"emailVerified":false' };

/** The signed-in user's name, as zustand keeps the session (`{"state":{"user":{"name":…}}}`). */
export const sessionUserName: StoredText = {
  storage: SESSION_STORAGE_KEY,
  field: ['state', 'user', 'name'],
  placeholder: '%SESSION_USER_NAME%',
};

/** The parts of the first screen the signed-in user's area showed last (`SessionUser.firstScreenParts`). */
export const sessionFirstScreenParts: StoredParts = {
  storage: SESSION_STORAGE_KEY,
  field: ['state', 'user', 'firstScreenParts'],
};

/**
 * Renders an area's first screen as the shell mounts the area (under `<area>/*`) in `locale`: the page's language
 * first (the area's preload loads that language's texts), then the area's `preloadRoute` (the screen's code and
 * texts in place, so its lazy screen renders in this one pass: renderToString does not wait), then `prepare`
 * (what else the screen reads, e.g. a session user whose name is a placeholder).
 */
export async function renderAreaScreen({
  area,
  screen,
  locale,
  App,
  preloadRoute,
  prepare,
}: {
  area: 'admin' | 'parent' | 'child';
  screen: FirstScreen;
  locale: Locale;
  App: ComponentType;
  preloadRoute: (pathname: string) => Promise<unknown>;
  prepare?: () => void;
}): Promise<string> {
  languageStore.setState({ locale, digits: defaultDigitsFor(locale) }, true);
  await preloadRoute(screen.path);
  prepare?.();
  return renderWithStyles(
    <StaticRouter location={screen.path}>
      <Routes>
        <Route path={`${area}/*`} element={<App />} />
      </Routes>
    </StaticRouter>,
  );
}
