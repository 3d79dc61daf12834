import { createStore, useStore } from 'zustand';
import type { DownloadRecord } from '@young-minds/offline/downloads';
import type { DroppedItem } from './db';

/** What the child area shows of its offline state: the top bar's sync line, the not-sent notes, the downloads. */
export interface OfflineStatus {
  /** Items (and days of learning time) waiting on this device. */
  waiting: number;
  /** When the queue was last emptied on the server (ms), or null. */
  lastSyncAt: number | null;
  dropped: DroppedItem[];
  downloads: DownloadRecord[];
}

export const emptyOfflineStatus: OfflineStatus = { waiting: 0, lastSyncAt: null, dropped: [], downloads: [] };

export const offlineStatusStore = createStore<OfflineStatus>(() => emptyOfflineStatus);

export function useOfflineStatus<T>(select: (status: OfflineStatus) => T): T {
  return useStore(offlineStatusStore, select);
}
