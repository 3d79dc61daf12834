import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { type Locale, type Preload, preloadLinks, readerLocale, scriptJson } from './prerendered';
import type { Remotes } from './remotes';

/**
 * The first screen after login (/parent, /child, /admin/dashboard) draws only at the end of a chain the shell walks
 * one step at a time: its page, its script, /remotes.json, the area's manifest, its entry, its exposed App and the
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
  /** An area's manifest, entry and exposed App. */
  area: Preload[];
  /** The shell's chunks before it renders (its bootstrap). */
  start: string[];
  /** Each shared module the build provides: the files loaded to provide it. */
  shared: Record<string, string[]>;
  catalogs: Partial<Record<Locale, string[]>>;
  screens: { path: string; files: string[] }[];
}

interface Loaded {
  key: string;
  modified: Date;
  shellPage: string;
  shell: FirstScreenHints;
  hints: FirstScreenHints;
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
   * Answers a navigation with the shell's page naming the area's first files and holding the remotes map, when the
   * cookie's role is the address's area and that area is served from here (`remotes`: remotes.json). False
   * otherwise, or when a build is missing: the plain shell page then.
   */
  async send(ctx: Context, remotes: Remotes): Promise<boolean> {
    const match = areaOfPath.exec(ctx.path);
    if (!match) return false;
    // The answer depends on the cookie (and the language): caches keep the variants apart.
    ctx.vary('Cookie');
    ctx.vary('Accept-Language');
    const area = match[1]!.toLowerCase() as AreaRole;
    if (hintedRole(ctx) !== area) return false;
    const base = `/remotes/${area}/`;
    if (remotes[`mfe_${area}`] !== `${base}mf-manifest.json`) return false;
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
    ctx.body = loaded.shellPage.replace(/<head>/, (head) => `${head}${links}${map}`);
    return true;
  }

  private async load(area: AreaRole): Promise<Loaded | undefined> {
    const shellDist = path.join(this.root, 'shell', 'dist');
    const files = [
      path.join(shellDist, 'index.html'),
      path.join(shellDist, 'first-screen.json'),
      path.join(this.root, `mfe-${area}`, 'dist', 'first-screen.json'),
    ] as const;
    let key: string;
    let modified: Date;
    try {
      const stats = await Promise.all(files.map((file) => stat(file)));
      key = stats.map((file) => file.mtimeMs).join(':');
      modified = new Date(Math.max(...stats.map((file) => file.mtimeMs)));
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
      const loaded = { key, modified, shellPage, shell, hints };
      this.loaded.set(area, loaded);
      return loaded;
    } catch {
      return undefined;
    }
  }
}
