/** The remote whose files are cached at install, so the child area opens offline. */
export const offlineRemote = 'mfe_child';

type Assets = { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

function filesOf(assets: unknown): string[] {
  if (!isRecord(assets)) return [];
  const { js, css } = assets as Assets;
  return [js, css].flatMap((kind) => (isRecord(kind) ? [...strings(kind.sync), ...strings(kind.async)] : []));
}

/**
 * Every file a remote's `mf-manifest.json` names, as absolute URLs: the manifest itself, the remote entry, and the
 * sync and async JS and CSS of every expose and every shared module. Files are relative to the folder the remote
 * entry is served from (`publicPath: "auto"`, as our remotes are built) or to an explicit `publicPath`.
 * Throws when the document is not a manifest (no remote entry).
 */
export function remoteFilesOf(manifest: unknown, manifestUrl: string): string[] {
  const meta = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : undefined;
  const entry = meta && isRecord(meta.remoteEntry) ? meta.remoteEntry : undefined;
  if (!meta || !entry || typeof entry.name !== 'string' || entry.name === '') {
    throw new Error(`${manifestUrl} is not a Module Federation manifest (no metaData.remoteEntry)`);
  }
  const entryFolder = new URL(typeof entry.path === 'string' && entry.path ? `${entry.path}/` : './', manifestUrl);
  const base =
    typeof meta.publicPath === 'string' && meta.publicPath !== 'auto'
      ? new URL(meta.publicPath, manifestUrl)
      : entryFolder;

  const listed = (key: 'exposes' | 'shared') =>
    isRecord(manifest) && Array.isArray(manifest[key])
      ? manifest[key].flatMap((item: unknown) => (isRecord(item) ? filesOf(item.assets) : []))
      : [];
  const files = [...listed('exposes'), ...listed('shared')].map((file) => new URL(file, base).href);
  return [...new Set([new URL(manifestUrl).href, new URL(entry.name, entryFolder).href, ...files])];
}

/**
 * The manifest URL of `remote` in a `/remotes.json` map, absolute against `remotesUrl`; undefined when not listed.
 * The map names each remote's entry (`…/remoteEntry.js`, which the page loads); every build writes its
 * `mf-manifest.json` beside it.
 */
export function manifestUrlOf(remotes: unknown, remote: string, remotesUrl: string): string | undefined {
  if (!isRecord(remotes)) return undefined;
  const url = remotes[remote];
  return typeof url === 'string' && url !== '' ? new URL('mf-manifest.json', new URL(url, remotesUrl)).href : undefined;
}
