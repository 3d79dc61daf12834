import {
  type DownloadKind,
  type DownloadProgress,
  type DownloadRecord,
  DownloadError,
  deleteDownload as deleteChildDownload,
  downloadItem as downloadForChild,
  refreshDownloads as refreshChildDownloads,
} from '@young-minds/offline/downloads';
import { ownerOfSession } from './db';
import { refreshStatus } from './queue';

export {
  type DownloadKind,
  type DownloadProgress,
  type DownloadRecord,
  canDownload,
  downloadKey,
  storageEstimate,
} from '@young-minds/offline/downloads';

/**
 * The logged-in child's downloads (see @young-minds/offline/downloads, shared with the parent area): each change
 * refreshes what the area shows (the buttons, My downloads).
 */
export async function downloadItem(
  kind: DownloadKind,
  contentId: number,
  options: { onProgress?: (progress: DownloadProgress) => void; signal?: AbortSignal } = {},
): Promise<DownloadRecord> {
  const owner = ownerOfSession();
  if (owner === null) throw new DownloadError('failed');
  const record = await downloadForChild(owner, kind, contentId, options);
  await refreshStatus();
  return record;
}

/** Removes one of the child's downloads: its files no other download uses, and its entry. */
export async function deleteDownload(key: string): Promise<void> {
  const owner = ownerOfSession();
  if (owner === null) return;
  await deleteChildDownload(owner, key);
  await refreshStatus();
}

/** At a sync: drops the downloads whose item the server no longer has. */
export async function refreshDownloads(): Promise<void> {
  const owner = ownerOfSession();
  if (owner === null) return;
  await refreshChildDownloads(owner);
  await refreshStatus();
}
