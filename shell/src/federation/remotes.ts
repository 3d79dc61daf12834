import { registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * `/remotes.json`: remote name → the URL of its entry, e.g. `{ "mfe_public": "/remotes/public/remoteEntry.js" }`.
 * The federation runtime loads the entry as it is (the shell's build has no snapshot code to read a manifest).
 */
export type RemotesMap = Record<string, string>;

const REMOTES_URL = '/remotes.json';

function isRemotesMap(value: unknown): value is RemotesMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' && entry.length > 0)
  );
}

/** Reads where each remote lives now. Never cached: rolling an area forward or back is an edit of that file. */
export async function fetchRemotes(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const res = await fetchImpl(REMOTES_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${REMOTES_URL} answered ${res.status}`);
  const body: unknown = await res.json();
  if (!isRemotesMap(body)) throw new Error(`${REMOTES_URL} is not a map of remote names to URLs`);
  return body;
}

/** What has been registered with the federation runtime so far (name → entry). */
const registered = new Map<string, string>();

type Register = (remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) => void;

/**
 * Registers the remotes of a map at run time. New names are added; a name whose URL changed is re-registered
 * with `force` (the runtime drops what it had loaded from the old URL). Nothing is fetched here: a remote's
 * entry is downloaded only when one of its modules is first loaded.
 */
export function registerRemotesMap(map: RemotesMap, register: Register = registerRemotes): void {
  const added: Array<{ name: string; entry: string }> = [];
  const changed: Array<{ name: string; entry: string }> = [];
  for (const [name, entry] of Object.entries(map)) {
    const known = registered.get(name);
    if (known === entry) continue;
    (known === undefined ? added : changed).push({ name, entry });
    registered.set(name, entry);
  }
  if (added.length > 0) register(added);
  if (changed.length > 0) register(changed, { force: true });
}

/** Fetches /remotes.json and registers what it says; used at boot and by the Retry button. */
export async function refreshRemotes(fetchImpl?: typeof fetch): Promise<void> {
  registerRemotesMap(await fetchRemotes(fetchImpl));
}

/**
 * The element the gateway writes the remotes map into when it sends the page of someone signed in opening their
 * own area (services/gateway/src/area-hints.ts, issue 33): the page starts without a round trip for /remotes.json.
 */
const REMOTES_ELEMENT_ID = 'ym-remotes';

/** The map the page came with, when it came with a valid one (read once, at boot). */
export function remotesInPage(doc: Document = document): RemotesMap | undefined {
  const text = doc.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const map: unknown = JSON.parse(text);
    return isRemotesMap(map) ? map : undefined;
  } catch {
    return undefined;
  }
}

/** At boot: the map the page came with, else /remotes.json. */
export async function startRemotes({
  doc = document,
  fetchImpl,
  register,
}: { doc?: Document; fetchImpl?: typeof fetch; register?: Register } = {}): Promise<void> {
  registerRemotesMap(remotesInPage(doc) ?? (await fetchRemotes(fetchImpl)), register);
}

/** Tests only. */
export function forgetRegisteredRemotes(): void {
  registered.clear();
}
