// Runs in Node at build time (src/prerender/build-plugin.ts), never in the browser: the home page as HTML, so a
// first visit of `/` paints before any JavaScript has arrived.
import { renderToString } from 'react-dom/server';
import { Route, Routes } from '@young-minds/router';
import { StaticRouter } from '@young-minds/router/server';
import { ServerStyleSheet } from 'styled-components';
import { PublicLayout } from '../layout';
import { messages } from '../messages';
import { Home } from '../screens';

/**
 * The home page as a visitor who is not logged in first sees it (the blog preview still loading): its markup,
 * preceded by its CSS in a plain `<style>` (not styled-components' own tags, which the browser's copy of the
 * library would take over and remove).
 */
export async function renderHome(): Promise<string> {
  await messages.load();
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <messages.MessagesBoundary>
          <StaticRouter location="/">
            <Routes>
              <Route element={<PublicLayout />}>
                <Route index element={<Home />} />
              </Route>
            </Routes>
          </StaticRouter>
        </messages.MessagesBoundary>,
      ),
    );
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    return `<style data-prerendered>${css}</style>${markup}`;
  } finally {
    sheet.seal();
  }
}
