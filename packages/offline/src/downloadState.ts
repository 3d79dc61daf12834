import { useEffect, useRef, useState } from 'react';
import { type DownloadProgress, type DownloadRecord, DownloadError, isEvicted, type downloadItem } from './downloads';

/**
 * The state of a download button, shared by the areas that download for a child (the child's own, a parent's for
 * a child): whether a kept download's files are still there, and one download at a time with its progress.
 */

/**
 * Whether the browser evicted a download's files (null while it is checked, or without a download). Checked again
 * each time the downloads are read; the same download keeps its answer meanwhile, so what it shows (a recording
 * playing offline) is not taken off the page by a refresh.
 */
export function useEvicted(record: DownloadRecord | null): boolean | null {
  const [evicted, setEvicted] = useState<boolean | null>(null);
  const checked = useRef<string | null>(null);
  useEffect(() => {
    const download = record ? `${record.key} ${record.downloadedAt} ${record.urls.join(' ')}` : null;
    if (download !== checked.current) setEvicted(null);
    checked.current = download;
    if (!record) return;
    let current = true;
    void isEvicted(record)
      .catch(() => true)
      .then((gone) => current && setEvicted(gone));
    return () => {
      current = false;
    };
  }, [record]);
  return evicted;
}

export type DownloadDoing =
  | { state: 'idle' }
  | { state: 'downloading'; progress: DownloadProgress | null }
  | { state: 'failed'; problem: DownloadError['problem'] };

type DownloadOptions = NonNullable<Parameters<typeof downloadItem>[3]>;

/**
 * Runs `download` with progress; a download still going when the button leaves the page is stopped. `onSaved`
 * hears of each download kept.
 */
export function useDownloadRun(
  download: (options: DownloadOptions) => Promise<DownloadRecord>,
  onSaved?: (record: DownloadRecord) => void,
) {
  const [doing, setDoing] = useState<DownloadDoing>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const current = new AbortController();
    controller.current = current;
    setDoing({ state: 'downloading', progress: null });
    try {
      const saved = await download({
        signal: current.signal,
        onProgress: (progress) => !current.signal.aborted && setDoing({ state: 'downloading', progress }),
      });
      if (current.signal.aborted) return;
      setDoing({ state: 'idle' });
      onSaved?.(saved);
    } catch (error) {
      if (current.signal.aborted) return;
      setDoing({ state: 'failed', problem: error instanceof DownloadError ? error.problem : 'failed' });
    }
  };
  return { doing, start };
}
