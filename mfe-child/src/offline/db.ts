import type { FamilyClock, OfflineLearning } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import type { IDBPDatabase } from 'idb';
import { type DownloadsSchema, childOwner, hasIndexedDb, openChildDb } from '@young-minds/offline/downloads';

/** A file of a multipart body, kept as bytes (a Blob in IndexedDB is not reliable on every browser). */
export interface QueuedFile {
  field: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** A request body as the queue keeps it: JSON, or the fields and files of a multipart form. */
export type QueuedBody = { json: unknown } | { form: { fields: [string, string][]; files: QueuedFile[] } } | null;

/** What the child sees of a queued item when it could not be sent ("your Animals quiz"). */
export interface QueuedLabel {
  kind: 'quiz' | 'worksheet' | 'activity' | 'progress' | 'learningTime';
  title: string | null;
}

export interface QueuedItem {
  /** The IndexedDB key: the order in which items are sent. */
  seq?: number;
  /** Sent as `Idempotency-Key`: every try of this item is the same write to the server. */
  id: string;
  endpointId: string;
  params: Record<string, string | number> | null;
  body: QueuedBody;
  /** Items with the same key collapse to the latest (a video's position, a book's bookmark). */
  collapseKey: string | null;
  label: QueuedLabel;
  createdAt: number;
  tries: number;
  nextTryAt: number;
}

/** An item the server refused (content removed, bad input): kept to tell the child, kindly, until dismissed. */
export interface DroppedItem {
  id: string;
  label: QueuedLabel;
  droppedAt: number;
}

/** Learning time counted on the device for one of the family's days and, when one was open, one item. */
export interface LearningRecord extends OfflineLearning {
  key: string;
}

/** The child's database as this area uses it; its layout (and the downloads' part) is in @young-minds/offline. */
interface OfflineSchema extends DownloadsSchema {
  queue: { key: number; value: QueuedItem; indexes: { collapseKey: string } };
  dropped: { key: string; value: DroppedItem };
  learning: { key: string; value: LearningRecord };
  /** `lastSyncAt` and `unreported` (numbers), `familyClock` (the family's clock as last read). */
  meta: { key: string; value: number | FamilyClock };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

/** The token's subject (the child's id) when it is a JWT; else the user's name (the mocks' tokens). */
export function ownerOfSession(): string | null {
  const { token, user } = sessionStore.getState();
  if (!token || !user) return null;
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
      if (typeof claims.sub === 'string' || typeof claims.sub === 'number') return childOwner(claims.sub);
    } catch {
      // Not a JWT: fall back to the name.
    }
  }
  return `name-${user.name}`;
}

/**
 * The logged-in child's offline database (one per child: work queued on a shared device is only ever sent with
 * the session of the child who did it). Null without a session or without IndexedDB.
 */
export function offlineDb(): Promise<OfflineDb> | null {
  const owner = ownerOfSession();
  if (owner === null || !hasIndexedDb()) return null;
  return openChildDb<OfflineSchema>(owner);
}

/** A number kept in `meta` (`lastSyncAt`, `unreported`), or undefined. */
export function metaNumber(value: number | FamilyClock | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}
