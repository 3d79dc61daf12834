// Node only (a build's renderer, the gateway's request-time renderer): never imported by an area's browser code.
import type { ReactElement } from 'react';
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
