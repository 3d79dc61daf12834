// Runs in Node, never in the browser: the public pages as HTML, so a first visit paints before any JavaScript has
// arrived. At build time (src/prerender/build-plugin.ts) for every static page in English and Arabic; at request
// time in the gateway for a blog post and for the blog's list, with what the content service answers now
// (services/gateway/src/prerendered.ts).
import { defaultDigitsFor, languageStore, type Locale } from '@young-minds/i18n';
import { Routes } from '@young-minds/router';
import { StaticRouter } from '@young-minds/router/server';
import { renderWithStyles } from '@young-minds/ui/prerender';
import { publicRoutes } from '../App';
import { messages } from '../messages';
import { preloadScreens } from '../screens';
import { type PrerenderData, setServerData } from './data';

/**
 * The pages rendered at build time: their path (the spec's, casing included), the file name under
 * `dist/prerendered/<locale>/` and the named chunk of their screen (`null`: the home page, in the area's first
 * chunk). A blog post is rendered at request time (`blogPostPage`).
 */
export const staticPages = [
  { path: '/', name: 'home', chunk: null },
  { path: '/login', name: 'login', chunk: 'screen-login' },
  { path: '/register', name: 'register', chunk: 'screen-register' },
  { path: '/subscription', name: 'subscription', chunk: 'screen-subscription' },
  { path: '/blog', name: 'blog', chunk: 'screen-blog' },
  { path: '/faqs', name: 'faqs', chunk: 'screen-faqs' },
  { path: '/about-islam', name: 'about-islam', chunk: 'screen-about-islam' },
  { path: '/Contact', name: 'contact', chunk: 'screen-contact' },
  { path: '/set-password', name: 'set-password', chunk: 'screen-set-password' },
  { path: '/unauthorized', name: 'unauthorized', chunk: 'screen-unauthorized' },
  { path: '/privacy', name: 'privacy', chunk: 'screen-privacy' },
] as const;

/** /blog/{slug}: rendered by the gateway per request with the post as it is now. */
export const blogPostPage = { path: '/blog/:slug', chunk: 'screen-blog-post' } as const;

/**
 * /blog: rendered by the gateway per request with the first page of posts as it is now; its static page (no posts)
 * when the content service does not answer in time.
 */
export const blogListPage = { path: '/blog' } as const;

export const prerenderedLocales: readonly Locale[] = ['en', 'ar'];

/**
 * A public page as a visitor who is not logged in first sees it (data from the API still loading, unless given):
 * its markup, preceded by its CSS in a plain `<style>` (not styled-components' own tags, which the browser's copy
 * of the library would take over and remove). `path` is the address (`/blog/ramadan-nights`).
 */
export function renderPage(path: string, locale: Locale, data?: PrerenderData): Promise<string> {
  // One at a time: the language is the page's (one store, one catalog activated), so two renders in different
  // languages must not interleave (the gateway may be asked for two posts at once).
  const rendered = queue.then(() => renderNow(path, locale, data));
  queue = rendered.catch(() => undefined);
  return rendered;
}

let queue: Promise<unknown> = Promise.resolve();

async function renderNow(path: string, locale: Locale, data?: PrerenderData): Promise<string> {
  const choice = { locale, digits: defaultDigitsFor(locale) };
  // Every screen's code in place: lazy screens then render in this one pass (renderToString does not wait).
  await Promise.all([messages.load(choice), preloadScreens()]);
  languageStore.setState(choice, true);
  setServerData(data);
  try {
    return renderWithStyles(
      <messages.MessagesBoundary locale={locale}>
        <StaticRouter location={path}>
          <Routes>{publicRoutes}</Routes>
        </StaticRouter>
      </messages.MessagesBoundary>,
    );
  } finally {
    setServerData(undefined);
  }
}
