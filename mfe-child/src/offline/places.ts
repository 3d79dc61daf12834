import { isPlacedKind, type PlacedKind, type ProgressItem, type ProgressUpdate } from '@young-minds/contracts';
import { ownerOfSession } from './db';

/**
 * Where the child is in a video or a book (the registry's kinds with a `progress.place`), as this device last
 * saved it. The screens read the place from the server's progress, which offline is the API cache's copy from
 * the last online visit — older than the pages the child turned since (their saves wait in the queue). The place
 * kept here wins when it is newer.
 */
interface Place {
  positionSeconds?: number;
  bookmark?: string;
  /** When the device saved it (ms since 1970). */
  at: number;
}

const keyOf = (owner: string, kind: PlacedKind, contentId: number) => `ym-place:${owner}:${kind}:${contentId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (private modes): the server's place is used.
    return null;
  }
}

/** Keeps the place a progress save carries (a video's position, a book's bookmark) for this child on this device. */
export function rememberPlace(update: ProgressUpdate, now = Date.now()): void {
  const owner = ownerOfSession();
  const store = storage();
  if (!owner || !store || !isPlacedKind(update.contentType)) return;
  if (update.positionSeconds === undefined && update.bookmark === undefined) return;
  const place: Place = {
    ...(update.positionSeconds !== undefined ? { positionSeconds: update.positionSeconds } : {}),
    ...(update.bookmark !== undefined ? { bookmark: update.bookmark } : {}),
    at: now,
  };
  try {
    store.setItem(keyOf(owner, update.contentType, update.contentId), JSON.stringify(place));
  } catch {
    // A full storage keeps the server's place.
  }
}

function placeOnDevice(kind: PlacedKind, contentId: number): Place | null {
  const owner = ownerOfSession();
  const text = owner ? storage()?.getItem(keyOf(owner, kind, contentId)) : null;
  if (!text) return null;
  try {
    const place = JSON.parse(text) as Partial<Place>;
    return typeof place.at === 'number' ? (place as Place) : null;
  } catch {
    return null;
  }
}

/** The place to open an item at: the server's, unless this device saved a newer one. */
export function latestPlace(
  kind: PlacedKind,
  contentId: number,
  fromServer: Pick<ProgressItem, 'positionSeconds' | 'bookmark' | 'lastSeenAt'> | undefined,
): { positionSeconds: number | null; bookmark: string | null } {
  const server = { positionSeconds: fromServer?.positionSeconds ?? null, bookmark: fromServer?.bookmark ?? null };
  const local = placeOnDevice(kind, contentId);
  const serverAt = fromServer ? Date.parse(fromServer.lastSeenAt) : -Infinity;
  if (!local || local.at <= serverAt) return server;
  return {
    positionSeconds: local.positionSeconds ?? server.positionSeconds,
    bookmark: local.bookmark ?? server.bookmark,
  };
}
