import type { OfflineKind } from '@young-minds/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * One IndexedDB database per child on a device, `ym-child-<owner>`: the child area keeps its queue of writes,
 * learning time and sync state there, and every area that downloads for the child keeps the downloads' records.
 * Whoever opens it first creates it, so the whole layout lives here: a parent downloading for a child who never
 * used this device creates the stores the child area needs too (a version upgrade runs only once).
 */

/** The kinds a child may download (`offline` in the content-kind registry). */
export type DownloadKind = OfflineKind;

/** A download's metadata; its files are in Cache Storage (`offlineCaches.downloads`) under `urls`. */
export interface DownloadRecord {
  /** `video:3` */
  key: string;
  kind: DownloadKind;
  contentId: number;
  title: string;
  urls: string[];
  bytes: number;
  downloadedAt: number;
}

/** The part of a child's database that downloads use; the child area extends it with its own stores' types. */
export interface DownloadsSchema extends DBSchema {
  downloads: { key: string; value: DownloadRecord };
}

/** The owner of a child's database: the child's id (the `sub` of the child's token). */
export const childOwner = (childId: number | string) => `id-${childId}`;

const childDbPrefix = 'ym-child-';
const childDbName = (owner: string) => `${childDbPrefix}${owner}`;

/** The owners of the children's databases on this device (empty where the browser cannot list databases). */
export async function ownersOnDevice(): Promise<string[]> {
  try {
    const databases = (await indexedDB.databases?.()) ?? [];
    return databases.flatMap(({ name }) => (name?.startsWith(childDbPrefix) ? [name.slice(childDbPrefix.length)] : []));
  } catch {
    return [];
  }
}

/** Version 1 is what devices already hold: a new store needs a new version whose upgrade only adds. */
const childDbVersion = 1;

/** Every store of a child's database (the child area's value types are in mfe-child/src/offline/db.ts). */
function createStores(database: IDBPDatabase<unknown>, oldVersion: number): void {
  if (oldVersion < 1) {
    database
      .createObjectStore('queue', { keyPath: 'seq', autoIncrement: true })
      .createIndex('collapseKey', 'collapseKey');
    database.createObjectStore('dropped', { keyPath: 'id' });
    database.createObjectStore('learning', { keyPath: 'key' });
    database.createObjectStore('downloads', { keyPath: 'key' });
    database.createObjectStore('meta');
  }
}

const opened = new Map<string, Promise<IDBPDatabase<unknown>>>();

/** Whether this browser has IndexedDB. */
export const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/** A child's database on this device, opened once per owner (and created, whole, when new). */
export function openChildDb<Schema extends DownloadsSchema = DownloadsSchema>(
  owner: string,
): Promise<IDBPDatabase<Schema>> {
  let db = opened.get(owner);
  if (!db) {
    db = openDB(childDbName(owner), childDbVersion, {
      upgrade: (database, oldVersion) => createStores(database, oldVersion),
    });
    opened.set(owner, db);
  }
  return db as unknown as Promise<IDBPDatabase<Schema>>;
}

/** Closes every open child database (tests delete them afterwards; a new session opens its own). */
export async function closeChildDbs(): Promise<void> {
  const all = [...opened.values()];
  opened.clear();
  for (const db of all) (await db).close();
}
