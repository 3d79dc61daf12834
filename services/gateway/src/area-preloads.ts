import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { escapeAttribute } from './prerendered';

/**
 * The first screen after login (/parent, /child, /admin/dashboard) draws only at the end of a chain the shell walks
 * one step at a time: its page, its script, /remotes.json, the area's manifest, its remote entry, its exposed App
 * (issue 33). The shell's page for an area's address names the area's manifest, entry and App files up front
 * (`<link rel="preload">`), read from the area's build (`mfe-<area>/dist/mf-manifest.json`): they arrive while the
 * shell starts instead of after it. Only while the area is served from here (remotes.json): a remote rolled
 * elsewhere has files of its own.
 */

/** An address's area: the first segment of its path. */
const areaOfPath = /^\/(parent|child|admin)(?:\/|$)/i;

interface MfManifest {
  metaData?: { remoteEntry?: { name?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

interface Loaded {
  key: string;
  modified: Date;
  page: string;
}

/**
 * The links for the files the shell asks for before the area renders, in that order: the manifest is fetched
 * (fetch(), same origin: `crossorigin` matches it), the entry and App chunks are scripts. Empty when the manifest
 * is not one the build writes.
 */
function areaPreloadLinks(manifest: MfManifest, base: string): string {
  const entry = manifest.metaData?.remoteEntry?.name;
  const app = manifest.exposes?.find((expose) => expose.name === 'App');
  const sync = app?.assets?.js?.sync;
  if (typeof entry !== 'string' || !Array.isArray(sync)) return '';
  const scripts = [entry, ...sync.filter((file): file is string => typeof file === 'string')];
  return (
    `<link rel="preload" href="${escapeAttribute(`${base}mf-manifest.json`)}" as="fetch" crossorigin>` +
    scripts.map((file) => `<link rel="preload" href="${escapeAttribute(base + file)}" as="script">`).join('')
  );
}

/** The shell's page with each area's files preloaded, read again when a build changes it. */
export class AreaPreloads {
  private readonly loaded = new Map<string, Loaded>();

  /** `root` holds `shell/dist` and `mfe-<area>/dist`. */
  constructor(private readonly root: string) {}

  /**
   * Answers a navigation to an area's address with the shell's page naming that area's files; false when the
   * address is no area's, the area is served elsewhere (`remoteUrl`) or a build is missing (the plain page then).
   */
  async send(ctx: Context, remoteUrl: (area: string) => string | undefined): Promise<boolean> {
    const match = areaOfPath.exec(ctx.path);
    if (!match) return false;
    const area = match[1]!.toLowerCase();
    const base = `/remotes/${area}/`;
    if (remoteUrl(area) !== `${base}mf-manifest.json`) return false;
    const loaded = await this.load(area, base);
    if (!loaded) return false;
    ctx.lastModified = loaded.modified;
    ctx.body = loaded.page;
    return true;
  }

  private async load(area: string, base: string): Promise<Loaded | undefined> {
    const shellFile = path.join(this.root, 'shell', 'dist', 'index.html');
    const manifestFile = path.join(this.root, `mfe-${area}`, 'dist', 'mf-manifest.json');
    let key: string;
    let modified: Date;
    try {
      const [shell, manifest] = await Promise.all([stat(shellFile), stat(manifestFile)]);
      key = `${shell.mtimeMs}:${manifest.mtimeMs}`;
      modified = shell.mtime > manifest.mtime ? shell.mtime : manifest.mtime;
    } catch {
      return undefined; // not built (yet)
    }
    const known = this.loaded.get(area);
    if (known?.key === key) return known;
    let links: string;
    let shellPage: string;
    try {
      const [shellText, manifestText] = await Promise.all([
        readFile(shellFile, 'utf8'),
        readFile(manifestFile, 'utf8'),
      ]);
      shellPage = shellText;
      links = areaPreloadLinks(JSON.parse(manifestText) as MfManifest, base);
    } catch {
      return undefined;
    }
    if (!links || !shellPage.includes('</head>')) return undefined;
    const loaded = { key, modified, page: shellPage.replace('</head>', () => `${links}</head>`) };
    this.loaded.set(area, loaded);
    return loaded;
  }
}
