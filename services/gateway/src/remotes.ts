import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { type Next, sendError, state } from './middleware';

/** The front-end areas, each a Module Federation remote built into `mfe-<area>/dist`. */
export const areas = ['public', 'admin', 'parent', 'child'] as const;

/** Remote name (as the shell registers it) → URL of its remote entry (`…/remoteEntry.js`). */
export type Remotes = Record<string, string>;

/** Where each remote lives when nobody configured otherwise: served by this gateway. */
export const defaultRemotes: Remotes = Object.fromEntries(
  areas.map((area) => [`mfe_${area}`, `/remotes/${area}/remoteEntry.js`]),
);

export interface RemotesOptions {
  /** `REMOTES_FILE`, when set: always read, a missing file is an error in the log. */
  remotesFile?: string;
  /** `<dataDir>/remotes.json` is read when it exists and no `remotesFile` is set. */
  dataDir: string;
}

/**
 * The remote entry a file's URL stands for. The shell's federation runtime loads a remote's `remoteEntry.js`
 * itself, without the code that reads a build's `mf-manifest.json` (issue 37: 1.3 KB less on a first visit); a map
 * written for the shell that read manifests (`…/mf-manifest.json`) still works: every build writes its manifest and
 * its entry side by side, so such a URL is answered as the entry beside it.
 */
function remoteEntryOf(url: string): string {
  return url.replace(/(^|\/)mf-manifest\.json(?=$|[?#])/, '$1remoteEntry.js');
}

function isRemotes(value: unknown): value is Remotes {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value as Record<string, unknown>).every((url) => typeof url === 'string' && url.length > 0)
  );
}

/**
 * Reads the remotes map from disk on every call, so an operator edits the file and the next page load uses it:
 * no restart, no rebuild. A file that does not parse is reported in the log and the last good map is kept.
 */
export class RemotesSource {
  private lastGood: Remotes | undefined;

  constructor(private readonly options: RemotesOptions) {}

  /** The file in force now, if any. */
  get file(): string {
    return this.options.remotesFile ?? path.join(this.options.dataDir, 'remotes.json');
  }

  async read(log: Logger): Promise<Remotes> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && !this.options.remotesFile) return defaultRemotes;
      log.error({ file: this.file, code }, 'cannot read the remotes file; serving the last good or default remotes');
      return this.lastGood ?? defaultRemotes;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isRemotes(parsed)) {
      log.error(
        { file: this.file },
        'the remotes file is not a JSON object of name → URL; serving the last good or default remotes',
      );
      return this.lastGood ?? defaultRemotes;
    }
    this.lastGood = Object.fromEntries(Object.entries(parsed).map(([name, url]) => [name, remoteEntryOf(url)]));
    return this.lastGood;
  }
}

/** `GET /remotes.json`: where each front-end remote lives right now. */
export function remotesJson(source: RemotesSource): Middleware {
  return async function serveRemotes(ctx: Context, next: Next) {
    if (ctx.path !== '/remotes.json') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      return sendError(ctx, 405, 'Method not allowed.');
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await source.read(state(ctx).log);
  };
}
