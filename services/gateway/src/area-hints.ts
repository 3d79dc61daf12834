import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import {
  type Locale,
  type Preload,
  arabicStyles,
  assemblePage,
  preloadLinks,
  prerenderedScriptSource,
  readerLocale,
  scriptJson,
} from './prerendered';
import type { Remotes } from './remotes';

/**
 * The first screen after login (/parent, /child, /admin/dashboard) draws only at the end of a chain the shell walks
 * one step at a time: its page, its script, /remotes.json, the area's entry, its exposed App and the
 * shared modules the shell does not hold, the area's catalog, then the screen's chunk (issue 33). For someone signed
 * in, the shell's page for an address in their own role's area names those files up front (`<link rel="preload">`):
 * they arrive while the shell starts instead of one after another behind it.
 *
 * The role comes from the `ym-signed-in` cookie the shell writes with the session (shell/src/prerendered.ts). It is
 * a hint, never a credential: it only decides which files are asked for early, and only the files of the area that
 * role's guard lets in (a parent at /admin, a visitor at /parent get the plain page: no area's code is fetched for
 * someone its guard refuses). The services still check every call's token.
 *
 * The files come from the builds (packages/mf-shared `pluginFirstScreenHints`): `shell/dist/first-screen.json` (the
 * shell's bootstrap and the shared modules it provides) and `mfe-<area>/dist/first-screen.json`.
 *
 * An area that renders its first screen ahead (`pluginPrerenderFirstScreen`: `mfe-<area>/dist/prerendered`, in
 * English and Arabic, its data still loading) has it sent inside the page, as the public pages are: the screen's
 * frame paints before the area's scripts have run, and the shell keeps it on screen until the area has rendered
 * the same screen (shell/src/prerendered.ts). A stored preference that makes the area draw the screen otherwise
 * (the admin's dark mode: `droppedWhen`) removes it before it paints, for the loading state as before; a text kept
 * in this browser (the parent's name: `filledFrom`) is filled in before it paints; a part of the screen this browser
 * did not show last (the parent's banners and "Who's learning?" panel: `partsFrom`) is removed before it paints.
 */

/** The cookie the shell keeps in step with the session: the signed-in role, `1` without one. */
const signedInCookie = 'ym-signed-in';

const areaRoles = ['admin', 'parent', 'child'] as const;
type AreaRole = (typeof areaRoles)[number];

/** The element the shell reads the remotes map from (shell/src/federation/remotes.ts). */
const remotesElementId = 'ym-remotes';

/** An address's area: the first segment of its path. */
const areaOfPath = /^\/(parent|child|admin)(?:\/|$)/i;

/** `<build>/dist/first-screen.json` (the shell's and each area's; paths relative to the build's folder). */
interface FirstScreenHints {
  /** An area's entry and exposed App. */
  area: Preload[];
  /** The shell's chunks before it renders (its bootstrap). */
  start: string[];
  /** Each shared module the build provides: the files loaded to provide it. */
  shared: Record<string, string[]>;
  catalogs: Partial<Record<Locale, string[]>>;
  screens: { path: string; files: string[] }[];
}

/**
 * A stored preference under which the area draws its first screen otherwise than rendered ahead: the value kept
 * under `storage` holds a text (the admin's `"dark":true`), or is kept and lacks one (a family theme other than the
 * default one the screen was drawn in).
 */
interface DropCondition {
  /** The localStorage key. */
  storage: string;
  holds?: string;
  lacks?: string;
}

/**
 * A text drawn as `placeholder` in the screen, filled in from the value kept under `storage` (JSON) at `field`: the
 * signed-in parent's name in the top bar. Without it there, the screen is dropped.
 */
interface StoredText {
  storage: string;
  field: string[];
  placeholder: string;
}

/**
 * Where the list of the screen's parts to keep is stored (JSON under `storage`, at `field`): each element marked
 * `data-frame-part` whose name the list lacks is removed (no list: every part), e.g. the banners and the panel the
 * parent's dashboard showed last at its top.
 */
interface StoredParts {
  storage: string;
  field: string[];
}

/** `mfe-<area>/dist/prerendered/pages.json`: the first screen rendered ahead, by language. */
interface PrerenderedScreens {
  pages: {
    path: string;
    files: Partial<Record<Locale, string>>;
    droppedWhen?: DropCondition[];
    filledFrom?: StoredText[];
    partsFrom?: StoredParts;
  }[];
}

interface Loaded {
  key: string;
  modified: Date;
  shellPage: string;
  shell: FirstScreenHints;
  hints: FirstScreenHints;
  screens: PrerenderedScreens;
  /** Each screen's markup by `<locale>:<path>`, read once per build. */
  markup: Map<string, string | null>;
  /** An Arabic page's head (the shell's stylesheet, its fonts first), as the public pages'. */
  arabicHead: string;
}

function isScreens(value: unknown): value is PrerenderedScreens {
  const screens = value as Partial<PrerenderedScreens> | null;
  return typeof screens === 'object' && screens !== null && Array.isArray(screens.pages);
}

/**
 * The script after #root that, before the first paint, empties it when one of the conditions holds in this browser
 * (the shell then shows its loading state) and otherwise fills in the stored texts (emptying it when one is not
 * there) and removes the parts this browser did not show last, and its hash for the page's policy.
 */
function takeOverScript(
  conditions: readonly DropCondition[],
  texts: readonly StoredText[],
  parts?: StoredParts,
): { html: string; source: string } | undefined {
  if (conditions.length === 0 && texts.length === 0 && !parts) return undefined;
  const list = scriptJson(conditions.map(({ storage, holds = null, lacks = null }) => [storage, holds, lacks]));
  const fills = scriptJson(texts.map(({ storage, field, placeholder }) => [storage, field, placeholder]));
  const kept = scriptJson(parts ? [parts.storage, parts.field] : null);
  // Text nodes only (textContent): a stored name is never read as markup.
  const code =
    `(function(){var c=${list},f=${fills},p=${kept},r=document.getElementById('root');` +
    `function d(){r.textContent='';r.removeAttribute('data-prerendered-path')}try{for(var i=0;i<c.length;i++){` +
    `var v=localStorage.getItem(c[i][0]);if(v!==null&&((c[i][1]!==null&&v.indexOf(c[i][1])>=0)||` +
    `(c[i][2]!==null&&v.indexOf(c[i][2])<0)))return d()}` +
    `for(var j=0;j<f.length;j++){var t=JSON.parse(localStorage.getItem(f[j][0]));` +
    `for(var k=0;k<f[j][1].length&&t!=null;k++)t=t[f[j][1][k]];if(typeof t!=='string'||!t)return d();` +
    `var w=document.createTreeWalker(r,4),n;while((n=w.nextNode()))if(` +
    `n.nodeValue.indexOf(f[j][2])>=0)n.nodeValue=n.nodeValue.split(f[j][2]).join(t)}` +
    // The parts: a list of names kept under p[0] at p[1]; an element whose name it lacks goes.
    `if(p){var l=JSON.parse(localStorage.getItem(p[0]));for(var m=0;m<p[1].length&&l!=null;m++)l=l[p[1][m]];` +
    `var e=r.querySelectorAll('[data-frame-part]');` +
    `for(var q=0;q<e.length;q++)if(!Array.isArray(l)||l.indexOf(e[q].getAttribute('data-frame-part'))<0` +
    `)e[q].parentNode.removeChild(e[q])}` +
    `}catch(x){d()}})()`;
  return {
    html: `<script>${code}</script>`,
    source: `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  };
}

function isHints(value: unknown): value is FirstScreenHints {
  const hints = value as Partial<FirstScreenHints> | null;
  return (
    typeof hints === 'object' &&
    hints !== null &&
    Array.isArray(hints.area) &&
    Array.isArray(hints.start) &&
    typeof hints.shared === 'object' &&
    hints.shared !== null &&
    typeof hints.catalogs === 'object' &&
    hints.catalogs !== null &&
    Array.isArray(hints.screens)
  );
}

/** The role the cookie names, when it is an area's. */
function hintedRole(ctx: Context): AreaRole | undefined {
  const value = ctx.cookies.get(signedInCookie)?.toLowerCase();
  return areaRoles.find((role) => role === value);
}

/** The shell's page with a signed-in role's area files preloaded, read again when a build changes. */
export class AreaHints {
  private readonly loaded = new Map<string, Loaded>();

  /** `root` holds `shell/dist` and `mfe-<area>/dist`. */
  constructor(private readonly root: string) {}

  /**
   * Answers a navigation with the shell's page naming the area's first files and holding the remotes map (and the
   * first screen rendered ahead, when the area has one), when the cookie's role is the address's area and that area
   * is served from here (`remotes`: remotes.json): the inline scripts' sources the page's policy must allow. False
   * otherwise, or when a build is missing: the plain shell page then.
   */
  async send(ctx: Context, remotes: Remotes): Promise<false | { scriptSources: string[] }> {
    const match = areaOfPath.exec(ctx.path);
    if (!match) return false;
    // The answer depends on the cookie (and the language): caches keep the variants apart.
    ctx.vary('Cookie');
    ctx.vary('Accept-Language');
    const area = match[1]!.toLowerCase() as AreaRole;
    if (hintedRole(ctx) !== area) return false;
    const base = `/remotes/${area}/`;
    if (remotes[`mfe_${area}`] !== `${base}remoteEntry.js`) return false;
    const loaded = await this.load(area);
    if (!loaded) return false;
    const locale = readerLocale(ctx);
    const wanted = ctx.path.replace(/(.)\/+$/, '$1').toLowerCase();
    const screen = loaded.hints.screens.find((known) => known.path.toLowerCase() === wanted);
    const { shell, hints } = loaded;
    const scripts = (files: readonly string[]): Preload[] => files.map((href) => ({ href, as: 'script' }));
    const unique = (preloads: Preload[]) => [...new Map(preloads.map((preload) => [preload.href, preload])).values()];
    // In the order the page needs them: the shell's bootstrap and the shared modules it provides (React, the
    // router, …), then the area's entry and App, the shared modules only the area provides, its catalog, the screen.
    // The shell's catalog too: its loading state and top bar speak the reader's language (Arabic is a chunk).
    const shellFiles = unique(
      scripts([...shell.start, ...Object.values(shell.shared).flat(), ...(shell.catalogs[locale] ?? [])]),
    );
    // The shell's own scripts first: a deferred script is fetched at a low priority, behind every preload.
    const entries = [...loaded.shellPage.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1]!);
    const areaFiles = unique([
      ...hints.area,
      ...scripts(
        Object.entries(hints.shared)
          .filter(([name]) => !(name in shell.shared))
          .flatMap(([, files]) => files),
      ),
      ...scripts(hints.catalogs[locale] ?? []),
      ...scripts(screen?.files ?? []),
    ]);
    ctx.lastModified = loaded.modified;
    // At the head's start: the preload scanner meets them before the shell's own (deferred, low-priority) scripts.
    const links = preloadLinks(unique([...scripts(entries), ...shellFiles]), '/') + preloadLinks(areaFiles, base);
    // The remotes map in the page: the shell starts without a round trip for /remotes.json (shell/src/federation).
    const map = `<script type="application/json" id="${remotesElementId}">${scriptJson(remotes)}</script>`;
    const withScreen = await this.withScreen(ctx, loaded, area, wanted, locale, `${links}${map}`);
    if (withScreen) {
      ctx.body = withScreen.page;
      return { scriptSources: withScreen.scriptSources };
    }
    ctx.body = loaded.shellPage.replace(/<head>/, (head) => `${head}${links}${map}`);
    return { scriptSources: [] };
  }

  /**
   * The page with the area's first screen rendered ahead inside #root, when the area has one for this path in this
   * language; the inline scripts it carries, for the page's policy.
   */
  private async withScreen(
    ctx: Context,
    loaded: Loaded,
    area: AreaRole,
    wanted: string,
    locale: Locale,
    head: string,
  ): Promise<{ page: string; scriptSources: string[] } | undefined> {
    const screen = loaded.screens.pages.find((known) => known.path.toLowerCase() === wanted);
    const file = screen?.files[locale];
    if (!screen || !file) return undefined;
    const cacheKey = `${locale}:${screen.path}`;
    let markup = loaded.markup.get(cacheKey);
    if (markup === undefined) {
      markup = await readFile(path.join(this.root, `mfe-${area}`, 'dist', 'prerendered', file), 'utf8').catch(
        () => null,
      );
      loaded.markup.set(cacheKey, markup);
    }
    if (markup === null) return undefined;
    const takeOver = takeOverScript(screen.droppedWhen ?? [], screen.filledFrom ?? [], screen.partsFrom);
    const arabic = locale === 'ar' ? loaded.arabicHead : '';
    // The Arabic type first, as on a public page (the screen waits for it), then the files' preloads.
    const page = assemblePage(loaded.shellPage, {
      path: ctx.path,
      locale,
      markup,
      preload: '',
      first: `${arabic}${head}`,
      role: area,
      after: takeOver?.html,
    });
    if (page === undefined) return undefined;
    return {
      page,
      scriptSources: [
        ...(arabic.includes('<script>') ? [prerenderedScriptSource] : []),
        ...(takeOver ? [takeOver.source] : []),
      ],
    };
  }

  private async load(area: AreaRole): Promise<Loaded | undefined> {
    const shellDist = path.join(this.root, 'shell', 'dist');
    const files = [
      path.join(shellDist, 'index.html'),
      path.join(shellDist, 'first-screen.json'),
      path.join(this.root, `mfe-${area}`, 'dist', 'first-screen.json'),
    ] as const;
    // Optional: an area without a first screen rendered ahead gets the page with its files named only.
    const screensFile = path.join(this.root, `mfe-${area}`, 'dist', 'prerendered', 'pages.json');
    let key: string;
    let modified: Date;
    try {
      const stats = await Promise.all(files.map((file) => stat(file)));
      const screensStat = await stat(screensFile).catch(() => undefined);
      key = [...stats, ...(screensStat ? [screensStat] : [])].map((file) => file.mtimeMs).join(':');
      modified = new Date(Math.max(...stats.map((file) => file.mtimeMs), screensStat?.mtimeMs ?? 0));
    } catch {
      return undefined; // not built (yet)
    }
    const known = this.loaded.get(area);
    if (known?.key === key) return known;
    try {
      const [shellPage, shell, hints] = await Promise.all(
        files.map((file, index) =>
          readFile(file, 'utf8').then((text) => (index === 0 ? text : (JSON.parse(text) as unknown))),
        ),
      );
      if (typeof shellPage !== 'string' || !shellPage.includes('</head>') || !isHints(shell) || !isHints(hints))
        return undefined;
      const screensJson = await readFile(screensFile, 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => undefined);
      const screens = isScreens(screensJson) ? screensJson : { pages: [] };
      const arabicHead = screens.pages.length ? await arabicStyles(shellDist) : '';
      const loaded = { key, modified, shellPage, shell, hints, screens, markup: new Map(), arabicHead };
      this.loaded.set(area, loaded);
      return loaded;
    } catch {
      return undefined;
    }
  }
}
