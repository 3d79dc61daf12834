import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';

/**
 * The public pages sent already rendered inside the shell's page, so a first visit paints before any script has
 * arrived (issue 33). The public area's build renders each static page in English and Arabic
 * (`mfe-public/dist/prerendered/<locale>/<page>.html`, listed in `pages.json` with the files each page needs,
 * which are preloaded with the page); a blog post, and the blog's list with its first page of posts, are rendered
 * here at request time with the build's renderer (`server.mjs`) and what the content service answers now, so an
 * admin's edit or new post shows at once.
 */

export type Locale = 'en' | 'ar';

/** A file a page will need, asked for with the page (the builds' manifests name them, relative to the area). */
export interface Preload {
  href: string;
  as: 'script';
}

/** A page's files: its own (`preload`) and its screen's catalog in each language (`catalogs`, the screen's texts). */
interface PageFiles {
  preload: Preload[];
  catalogs?: Partial<Record<Locale, Preload[]>>;
}

interface PrerenderManifest {
  pages: ({ path: string; files: Partial<Record<Locale, string>> } & PageFiles)[];
  blogPost?: { path: string; renderer: string; locales: Locale[] } & PageFiles;
  /** A static page (`pages`) rendered again at request time with the first page of posts, when they come in time. */
  blogList?: { path: string; renderer: string; locales: Locale[] };
  /** The area's catalogs (the layout's and the home page's texts), which every page loads. */
  catalogs?: Partial<Record<Locale, Preload[]>>;
}

/** The post as the content service answers `GET /api/blogs/slug/:slug` (passed through to the renderer as is). */
export type BlogPostData = { slug: string } & Record<string, unknown>;

/** Asks the content service for a published post; undefined when there is none or it cannot answer in time. */
export type FetchBlogPost = (slug: string, locale: Locale) => Promise<BlogPostData | undefined>;

/** The first page of published posts as the content service answers `GET /api/blogs` (passed through as is). */
export type BlogListData = { data: unknown[] } & Record<string, unknown>;

/** Asks the content service for the first page of published posts; undefined when it cannot answer in time. */
export type FetchBlogList = (locale: Locale) => Promise<BlogListData | undefined>;

export interface Renderer {
  renderPage: (
    path: string,
    locale: Locale,
    data?: { blogPost?: BlogPostData; blogList?: BlogListData },
  ) => Promise<string>;
}

/** The cookie the front ends set when a language is chosen (packages/i18n, `LANGUAGE_COOKIE`). */
const languageCookie = 'ym-lang';

/** The element the public area reads a page's data from (mfe-public/src/prerender/data.ts). */
const dataElementId = 'ym-prerendered-data';

const emptyMount = '<div id="root"></div>';
const englishRoot = '<html lang="en" dir="ltr">';

/**
 * The reader's language, before any script runs: a `?lang=`, else the language cookie, else the browser's
 * Accept-Language — the order the shell follows (an address's choice, this device's, the browser's).
 */
export function readerLocale(ctx: Context): Locale {
  const asked = typeof ctx.query.lang === 'string' ? ctx.query.lang : undefined;
  const chosen = asked ?? ctx.cookies.get(languageCookie);
  if (chosen) return chosen.toLowerCase().startsWith('ar') ? 'ar' : 'en';
  return ctx.acceptsLanguages('en', 'ar') === 'ar' ? 'ar' : 'en';
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a `<script type="application/json">`: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** `<link rel="preload">` for each file, under the area's `base` (`/remotes/public/`). */
export function preloadLinks(preloads: readonly Preload[], base: string): string {
  return preloads.map(({ href }) => `<link rel="preload" href="${escapeAttribute(base + href)}" as="script">`).join('');
}

/**
 * The shell's page with a rendered page in #root, the page's language on <html> and its files asked for early.
 * `role`: the page is a signed-in role's first screen (area-hints.ts), which the shell keeps only for that role;
 * `after`: what follows #root (a script that drops the markup before it paints, when it is not this reader's).
 */
export function assemblePage(
  shellPage: string,
  options: {
    path: string;
    locale: Locale;
    markup: string;
    preload: string;
    first?: string;
    data?: unknown;
    role?: string;
    after?: string;
  },
): string | undefined {
  if (!shellPage.includes(emptyMount)) return undefined;
  const { path: pagePath, locale, markup, preload, first = '', data, role, after = '' } = options;
  const root =
    `<div id="root" data-prerendered-path="${escapeAttribute(pagePath)}" data-prerendered-locale="${locale}"` +
    `${role ? ` data-prerendered-role="${escapeAttribute(role)}"` : ''}>${markup}</div>${after}` +
    (data === undefined ? '' : `<script type="application/json" id="${dataElementId}">${scriptJson(data)}</script>`);
  let page = shellPage.replace(emptyMount, () => root);
  // Arabic paints right to left from the first byte: the shell would turn the page over once its script ran.
  if (locale !== 'en') page = page.replace(englishRoot, `<html lang="${locale}" dir="rtl">`);
  // `first`: what the first paint waits for (the Arabic type), asked for before the shell's own scripts.
  if (first) page = page.replace(/<head>/, (head) => `${head}${first}`);
  return page.replace('</head>', () => `${preload}</head>`);
}

interface Loaded {
  key: string;
  modified: Date;
  shellPage: string;
  manifest: PrerenderManifest;
  /** What an Arabic page needs in its head to paint as the shell will draw it (the shell's own stylesheet). */
  arabicHead: string;
}

/** The class that keeps an Arabic prerendered page hidden until both weights of its font are in (`fontsTogether`). */
const fontsWaitClass = 'ym-fonts-wait';

/**
 * An Arabic page's text in its two weights paints together. `font-display: block` holds each weight's text back
 * until that weight's file is in, but the two files arrive apart: when the regular one came first, the page
 * painted with its bold words (the login's role buttons, laid out in the wider fallback) wrapping onto a second
 * line, and moved up when the bold file came (a shift, and a late LCP: the next render of the same text counted as
 * a larger paint). The page stays hidden until both are in, 3 s at most (the block period of either). Without
 * scripts the class is never set: the page shows as before. Allowed by its hash in the page's policy.
 */
const fontsTogether =
  `(function(){var d=document,h=d.documentElement,f=d.fonts;if(!f||!f.load)return;` +
  `h.classList.add('${fontsWaitClass}');var show=function(){h.classList.remove('${fontsWaitClass}')};` +
  // Cut where no piece reads as a sentence for people (the Arabic catalog's check, error-language.test.ts).
  `Promise.all([f.load('400 1em "Noto Naskh Arabic"','\\u0639'),` +
  `f.load('700 1em "Noto Naskh Arabic"','\\u0639')]).then(show,show);` +
  `setTimeout(show,3000)})()`;

/** The `script-src` source that lets the pages run `fontsTogether` (static.ts adds it to a prerendered page's policy). */
export const prerenderedScriptSource = `'sha256-${createHash('sha256').update(fontsTogether).digest('base64')}'`;

/**
 * Whether a font face draws the letter ain (U+0639): it has no `unicode-range`, or one that holds it. A span is
 * `U+0639`, `U+0600-06FF` or, as the build's minifier writes it, `U+6??` (`?`: any hex digit).
 */
function drawsEverydayArabic(face: string): boolean {
  const range = /unicode-range:([^;}]+)/i.exec(face)?.[1];
  if (!range) return true;
  return range.split(',').some((span) => {
    const [start = '', end = start] = span.trim().replace(/^U\+/i, '').split('-');
    const from = parseInt(start.replace(/\?/g, '0'), 16);
    const to = parseInt(end.replace(/\?/g, 'F'), 16);
    return from <= 0x639 && 0x639 <= to;
  });
}

/**
 * The shell's stylesheet that sets the Arabic type (Noto Naskh Arabic, a looser line height: `shell/src/shell.css`),
 * with its Arabic fonts preloaded first. The shell's script loads that stylesheet only once it runs: an Arabic page
 * prerendered without it would paint in the fallback font and grow when it arrives (text that moves, and a late
 * LCP when the area renders the same text again, larger). Its font faces are repeated with `font-display: block`
 * (the last of two identical faces wins): the text waits for the font, which comes first, instead of painting in
 * the fallback and moving.
 */
export async function arabicStyles(shellDist: string): Promise<string> {
  const cssDir = path.join(shellDist, 'static', 'css');
  let files: string[];
  try {
    files = (await readdir(cssDir, { recursive: true })).filter((file) => file.endsWith('.css'));
  } catch {
    return '';
  }
  for (const file of files.sort()) {
    const css = await readFile(path.join(cssDir, file), 'utf8');
    if (!/html:lang\(ar\)/.test(css) || !css.includes('Noto Naskh Arabic')) continue;
    const faces = [...css.matchAll(/@font-face\{[^}]*Noto Naskh Arabic[^}]*\}/g)].map((match) => match[0]);
    // Only the files everyday Arabic is drawn with: the font is split by Unicode range, and a page fetches the
    // other part only when it holds one of its (rare) characters.
    const fonts = faces
      .filter(drawsEverydayArabic)
      .flatMap((face) => [...face.matchAll(/url\(["']?(\/[^"')]+\.woff2)["']?\)/g)].map((m) => m[1]!));
    const href = `/static/css/${file.split(path.sep).join('/')}`;
    const blocking = faces
      .map((face) => face.replace(/font-display:\s*\w+/, 'font-display:block'))
      .join('')
      .replace(/<\//g, '<\\/');
    return (
      [...new Set(fonts)]
        .map(
          (font) =>
            `<link rel="preload" href="${escapeAttribute(font)}" as="font" type="font/woff2" crossorigin fetchpriority="high">`,
        )
        .join('') +
      `<link rel="stylesheet" href="${escapeAttribute(href)}">` +
      (blocking
        ? `<style data-prerendered-fonts>${blocking}html.${fontsWaitClass} #root{visibility:hidden}</style>` +
          // After the stylesheet, whose faces it asks for: it runs once the stylesheet is in, before the first paint
          // (which waits for that stylesheet anyway).
          `<script>${fontsTogether}</script>`
        : '')
    );
  }
  return '';
}

/** Reads what a build left, once per build (by the files' modification times). */
export class PrerenderedPages {
  private loaded: Loaded | undefined;
  private readonly pages = new Map<string, string>();
  private renderer: Promise<Renderer> | undefined;
  private rendererKey = '';
  /**
   * The last pages rendered at request time (a post, the list), by language, address and data (as answered): an
   * unchanged post or list is not rendered again.
   */
  private readonly rendered = new Map<string, string>();

  private readonly fetchBlogPost: FetchBlogPost | undefined;
  private readonly fetchBlogList: FetchBlogList | undefined;
  private readonly importRenderer: (url: string) => Promise<Renderer>;
  /**
   * How long a page rendered at request time waits for a renderer still importing before the plain shell page (a
   * post) or the static page (the list) is sent instead.
   */
  private readonly rendererWaitMs: number;

  /**
   * `root` holds `shell/dist` and `mfe-public/dist`; `fetchBlogPost` and `fetchBlogList` ask the content service
   * (without them, blog posts get the plain shell, the list its static page); `importRenderer` loads the build's
   * renderer (tests give their own).
   */
  constructor(
    private readonly root: string,
    options: {
      fetchBlogPost?: FetchBlogPost;
      fetchBlogList?: FetchBlogList;
      importRenderer?: (url: string) => Promise<Renderer>;
      rendererWaitMs?: number;
    } = {},
  ) {
    this.rendererWaitMs = options.rendererWaitMs ?? 500;
    this.fetchBlogPost = options.fetchBlogPost;
    this.fetchBlogList = options.fetchBlogList;
    this.importRenderer = options.importRenderer ?? ((url) => import(url) as Promise<Renderer>);
  }

  private get dir(): string {
    return path.join(this.root, 'mfe-public', 'dist', 'prerendered');
  }

  private async load(): Promise<Loaded | undefined> {
    const shellFile = path.join(this.root, 'shell', 'dist', 'index.html');
    const manifestFile = path.join(this.dir, 'pages.json');
    let key: string;
    let modified: Date;
    try {
      const [shell, manifest] = await Promise.all([stat(shellFile), stat(manifestFile)]);
      key = `${shell.mtimeMs}:${manifest.mtimeMs}`;
      modified = shell.mtime > manifest.mtime ? shell.mtime : manifest.mtime;
    } catch {
      return undefined; // not built (yet)
    }
    if (this.loaded?.key !== key) {
      const [shellPage, manifest] = await Promise.all([
        readFile(shellFile, 'utf8'),
        readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as PrerenderManifest),
      ]);
      const arabicHead = await arabicStyles(path.dirname(shellFile));
      this.loaded = { key, modified, shellPage, manifest, arabicHead };
      this.pages.clear();
      this.rendered.clear();
    }
    return this.loaded;
  }

  /**
   * Answers a navigation to a prerendered public page with the page inside the shell's; false when this path has
   * none (or none in this language, or it cannot be read), for the plain shell page instead.
   */
  async send(ctx: Context, base: string): Promise<boolean> {
    const loaded = await this.load();
    if (!loaded) return false;
    const locale = readerLocale(ctx);
    const wanted = ctx.path.replace(/(.)\/+$/, '$1').toLowerCase();
    const page = loaded.manifest.pages.find((known) => known.path.toLowerCase() === wanted);
    if (page) {
      const list = loaded.manifest.blogList;
      if (list?.path === page.path && (await this.sendBlogList(ctx, loaded, page, list, locale, base))) return true;
      // A visitor of a public page may open the blog or a post next: their renderer (about 2 s to import cold,
      // ~50 MB) loads meanwhile, not while that visitor waits.
      const renderer = list?.renderer ?? loaded.manifest.blogPost?.renderer;
      if (renderer) this.loadRenderer(loaded, renderer).catch(() => undefined);
      return this.sendStatic(ctx, loaded, page, locale, base);
    }
    const post = /^\/blog\/([^/]+)$/i.exec(ctx.path);
    if (post && loaded.manifest.blogPost) return this.sendBlogPost(ctx, loaded, post[1]!, locale, base);
    return false;
  }

  private async sendStatic(
    ctx: Context,
    loaded: Loaded,
    page: PrerenderManifest['pages'][number],
    locale: Locale,
    base: string,
  ): Promise<boolean> {
    const file = page.files[locale];
    if (!file) return false;
    const cacheKey = `${locale}:${page.path}`;
    let html = this.pages.get(cacheKey);
    if (html === undefined) {
      let markup: string;
      try {
        markup = await readFile(path.join(this.dir, file), 'utf8');
      } catch {
        return false; // a language's page missing from this build
      }
      const preload = this.preloads(loaded, page, locale, base);
      const first = locale === 'ar' ? loaded.arabicHead : '';
      const assembled = assemblePage(loaded.shellPage, { path: ctx.path, locale, markup, preload, first });
      if (assembled === undefined) return false;
      html = assembled;
      // Keyed by the path as asked (`/contact` and `/Contact` are one page, rendered for the address shown).
      if (ctx.path === page.path) this.pages.set(cacheKey, html);
    }
    ctx.lastModified = loaded.modified;
    ctx.body = html;
    return true;
  }

  private async sendBlogPost(
    ctx: Context,
    loaded: Loaded,
    encodedSlug: string,
    locale: Locale,
    base: string,
  ): Promise<boolean> {
    const blogPost = loaded.manifest.blogPost!;
    if (!this.fetchBlogPost || !blogPost.locales.includes(locale)) return false;
    let slug: string;
    try {
      slug = decodeURIComponent(encodedSlug);
    } catch {
      return false;
    }
    // Asked for each visit: an edited post shows its new text at once.
    const post = await this.fetchBlogPost(slug, locale).catch(() => undefined);
    if (!post || post.slug !== slug) return false;
    return this.sendRendered(ctx, loaded, {
      renderer: blogPost.renderer,
      pagePath: ctx.path,
      locale,
      preload: this.preloads(loaded, blogPost, locale, base),
      data: { blogPost: post },
    });
  }

  /**
   * /blog with the first page of posts as the content service answers it now (the Blog screen's own call, sent
   * beside the page: the screen shows it without asking again); false when the service does not answer in time or
   * the renderer is not ready, for the static page (the list's heading, the posts read by the browser).
   */
  private async sendBlogList(
    ctx: Context,
    loaded: Loaded,
    page: PrerenderManifest['pages'][number],
    list: NonNullable<PrerenderManifest['blogList']>,
    locale: Locale,
    base: string,
  ): Promise<boolean> {
    if (!this.fetchBlogList || !list.locales.includes(locale)) return false;
    // Asked for each visit, as a post is: an admin's new post is on the list at once.
    const blogList = await this.fetchBlogList(locale).catch(() => undefined);
    if (!blogList) return false;
    return this.sendRendered(ctx, loaded, {
      renderer: list.renderer,
      pagePath: page.path,
      locale,
      preload: this.preloads(loaded, page, locale, base),
      data: { blogList },
    });
  }

  /**
   * Sends a page rendered at request time with its data (the data beside it, for the screen's first render). The
   * last 100 renderings are kept by language, address and data. False when the renderer is still importing (the
   * gateway's first such page) after `rendererWaitMs`. No Last-Modified (the build's date): the page changes with
   * its data, not with the build.
   */
  private async sendRendered(
    ctx: Context,
    loaded: Loaded,
    page: {
      renderer: string;
      pagePath: string;
      locale: Locale;
      preload: string;
      data: { blogPost?: BlogPostData; blogList?: BlogListData };
    },
  ): Promise<boolean> {
    const { pagePath, locale, data } = page;
    const key = `${loaded.key}:${locale}:${pagePath}:${JSON.stringify(data)}`;
    let markup = this.rendered.get(key);
    if (markup === undefined) {
      const renderer = await Promise.race([
        this.loadRenderer(loaded, page.renderer).catch(() => undefined),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), this.rendererWaitMs).unref()),
      ]);
      if (!renderer) return false;
      markup = await renderer.renderPage(pagePath, locale, data);
      if (this.rendered.size >= 100) this.rendered.delete(this.rendered.keys().next().value!);
      this.rendered.set(key, markup);
    }
    const html = assemblePage(loaded.shellPage, {
      path: ctx.path,
      locale,
      markup,
      preload: page.preload,
      first: locale === 'ar' ? loaded.arabicHead : '',
      data,
    });
    if (html === undefined) return false;
    ctx.body = html;
    return true;
  }

  /** The page's own files, the area's catalogs and its screen's in the page's language. */
  private preloads(loaded: Loaded, page: PageFiles, locale: Locale, base: string): string {
    return preloadLinks(
      [...page.preload, ...(loaded.manifest.catalogs?.[locale] ?? []), ...(page.catalogs?.[locale] ?? [])],
      base,
    );
  }

  /** The build's renderer, imported once per build (its file name changes with each build's query string). */
  private loadRenderer(loaded: Loaded, file: string): Promise<Renderer> {
    if (!this.renderer || this.rendererKey !== loaded.key) {
      this.rendererKey = loaded.key;
      const url = `${pathToFileURL(path.join(this.dir, file)).href}?build=${encodeURIComponent(loaded.key)}`;
      this.renderer = this.importRenderer(url).catch((error: unknown) => {
        this.renderer = undefined;
        throw error;
      });
    }
    return this.renderer;
  }
}
