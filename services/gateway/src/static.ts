import { existsSync } from 'node:fs';
import path from 'node:path';
import { send } from '@koa/send';
import type { Context, Middleware } from 'koa';
import { AreaHints } from './area-hints';
import { areas, type Remotes, type RemotesSource } from './remotes';
import { type Next, state } from './middleware';
import {
  type FetchBlogList,
  type FetchBlogPost,
  PrerenderedPages,
  type Renderer,
  prerenderedScriptSource,
} from './prerendered';

export interface StaticOptions {
  /** The folder holding `shell/dist` and `mfe-<area>/dist`. */
  root: string;
  remotes: RemotesSource;
  /** A blog post for its request-time rendering (prerendered.ts); without it, posts get the plain shell page. */
  fetchBlogPost?: FetchBlogPost;
  /** The first page of posts for /blog rendered at request time; without it, /blog is its static page. */
  fetchBlogList?: FetchBlogList;
  /** Loads the public area's renderer (tests); by default an import of the built file. */
  importRenderer?: (url: string) => Promise<Renderer>;
}

/** Built assets carry a content hash in their name (`main.3f9a1c2b.js`): those never change. */
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The build writes `<file>.br` and `<file>.gz` beside each text asset; @koa/send picks one by Accept-Encoding. */
const precompressed = /\.(br|gz)$/;

function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string): void {
  // Entry points (index.html, mf-manifest.json, remoteEntry.js) must be revalidated, or a rolled-forward remote
  // would stay hidden behind a cached entry. `file` is the one sent: `main.3f9a1c2b.js.br` is still hashed.
  res.setHeader(
    'Cache-Control',
    hashedName.test(path.basename(file).replace(precompressed, ''))
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
}

/**
 * The policy for HTML pages: our own origin, plus the origins of remotes that `remotes.json` places elsewhere
 * (a CDN). styled-components injects <style> tags, hence 'unsafe-inline' for styles only.
 */
function pageSecurityPolicy(remotes: Remotes): string {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      const { protocol, origin } = new URL(url);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // a path on this origin
    }
  }
  const extra = [...origins].map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    // blob: for the stylesheets of an EPUB book: epub.js serves the files inside the book as blob URLs.
    `style-src 'self' 'unsafe-inline' blob:${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self' data:${extra}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** True for a browser navigation: `Accept` names text/html (with q > 0). Plain "any type" fetches of assets are not. */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/html') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The shell's service worker. A worker runs under the policy its script is served with: the kit's `default-src
 * 'none'` would block every fetch it makes (the API, the remotes), so it gets the pages' policy.
 */
const serviceWorkerPath = '/sw.js';

async function sendFile(ctx: Context, root: string, file: string, policy?: string): Promise<boolean> {
  try {
    await send(ctx, file, { root, hidden: false, setHeaders: cacheHeaders });
  } catch (err) {
    if ((err as { status?: number }).status === 404) return false;
    throw err;
  }
  if (ctx.body === undefined || ctx.body === null) return false; // a folder or a hidden file
  // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: caches must keep them apart.
  ctx.vary('Accept-Encoding');
  if (policy && (ctx.response.is('html') || file === serviceWorkerPath)) ctx.set('Content-Security-Policy', policy);
  if (ctx.fresh) ctx.status = 304;
  return true;
}

/** The cookie the shell sets while someone is logged in here, or on a family's device (shell/src/prerendered.ts). */
const signedInCookie = 'ym-signed-in';

/**
 * A public page with its rendering already inside (prerendered.ts), so it paints before the JS has arrived (the
 * shell shows that same markup until the public area has rendered): in the reader's language, for a visitor who is
 * not logged in. Only while the public area is served from here: a remote rolled elsewhere (remotes.json) may
 * render a different page.
 */
async function sendPrerendered(
  ctx: Context,
  pages: PrerenderedPages,
  remotes: Remotes,
  policy: string,
): Promise<boolean> {
  const base = remotes.mfe_public;
  if (!base?.startsWith('/remotes/public/')) return false;
  // The answer differs by language and by whether someone is logged in: caches keep them apart.
  ctx.vary('Cookie');
  ctx.vary('Accept-Language');
  // Someone logged in gets the plain shell: a visitor's page (Log In in the header, the login form) would be
  // taken back by their own.
  if (ctx.cookies.get(signedInCookie)) return false;
  if (!(await pages.send(ctx, base.slice(0, base.lastIndexOf('/') + 1)))) return false;
  ctx.set('Cache-Control', 'no-cache');
  // The Arabic pages' one inline script (their two font weights paint together), allowed by its hash.
  ctx.set(
    'Content-Security-Policy',
    policy.replace("script-src 'self'", `script-src 'self' ${prerenderedScriptSource}`),
  );
  ctx.vary('Accept-Encoding');
  ctx.type = 'html';
  if (ctx.fresh) ctx.status = 304;
  return true;
}

/**
 * `/remotes/<area>/…` from `mfe-<area>/dist`; everything else from `shell/dist`, with the SPA fallback: a GET
 * navigation (Accept: text/html) to a path with no file gets the shell's index.html. Until the shell is built,
 * that fallback is a plain page saying the app is on its way. `/api` and `/media` never get here (proxy.ts).
 */
export function staticFiles(options: StaticOptions): Middleware {
  const shellDist = path.join(options.root, 'shell', 'dist');
  const pages = new PrerenderedPages(options.root, options);
  const areaHints = new AreaHints(options.root);
  return async function serveStatic(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (/^\/(api|media)(\/|$)/.test(ctx.path)) return next();

    const remote = /^\/remotes\/([^/]+)(\/.*)?$/.exec(ctx.path);
    if (remote) {
      const area = remote[1] as (typeof areas)[number];
      // The prerendered pages and their renderer are put into pages here, never sent as they are.
      if (!areas.includes(area) || !remote[2] || remote[2].startsWith('/prerendered/')) return next();
      const served = await sendFile(ctx, path.join(options.root, `mfe-${area}`, 'dist'), remote[2]);
      return served ? undefined : next();
    }

    const wantsPage = ctx.path === '/' || acceptsHtml(ctx.get('accept'));
    const remotes =
      wantsPage || ctx.path.endsWith('.html') || ctx.path === serviceWorkerPath
        ? await options.remotes.read(state(ctx).log)
        : undefined;
    const policy = remotes ? pageSecurityPolicy(remotes) : undefined;
    if (wantsPage && remotes && policy && (await sendPrerendered(ctx, pages, remotes, policy))) return;
    if (ctx.path !== '/' && (await sendFile(ctx, shellDist, ctx.path, policy))) return;
    if (!wantsPage) return next();

    if (existsSync(path.join(shellDist, 'index.html'))) {
      // Someone signed in opening their own area: the shell's page with that area's first files asked for early
      // (and its first screen rendered ahead, with the inline scripts that page carries, allowed by their hashes).
      const hinted = remotes && policy ? await areaHints.send(ctx, remotes) : false;
      if (hinted && policy) {
        ctx.set('Cache-Control', 'no-cache');
        ctx.set(
          'Content-Security-Policy',
          hinted.scriptSources.length
            ? policy.replace("script-src 'self'", `script-src 'self' ${hinted.scriptSources.join(' ')}`)
            : policy,
        );
        ctx.vary('Accept-Encoding');
        ctx.type = 'html';
        if (ctx.fresh) ctx.status = 304;
        return;
      }
      if (await sendFile(ctx, shellDist, '/index.html', policy)) return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', policy ?? pageSecurityPolicy({}));
    ctx.type = 'html';
    ctx.body = placeholderPage;
  };
}

const placeholderPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Young Minds — Platform for Young Minds</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #ffffff; color: #1d2433; }
  main { max-width: 40rem; margin: 12vh auto; padding: 0 1.5rem; }
  h1 { color: #3a86ff; margin-bottom: 0.25rem; }
  code { background: #eef4ff; padding: 0.1rem 0.35rem; border-radius: 4px; }
</style>
</head>
<body>
<main>
  <h1>Young Minds</h1>
  <p><strong>Platform for Young Minds</strong></p>
  <p>The app is on its way. The platform is running: its API answers under <code>/api</code>
  and its status at <a href="/health"><code>/health</code></a>.</p>
</main>
</body>
</html>
`;
