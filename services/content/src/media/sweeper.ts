import type { Database } from '@young-minds/db';
import type { Logger } from '@young-minds/service-kit';
import { type MediaStore, mediaKeyOf } from './index';

// The children's work and their recorded recitations (issue 36).
const defaultOrphanFolders: readonly string[] = ['submissions', 'voices'];

export interface MediaSweeperOptions {
  db: Database;
  media: MediaStore;
  log: Logger;
  /** An unreferenced file younger than this is left alone: its upload may still be writing its row (default 1 h). */
  orphanGraceMs?: number;
  /**
   * Folders the orphan sweep looks at (default: 'submissions', the children's work). Published content
   * removes its files when it is deleted; keeping the sweep away from it means a content service started
   * on another (or an empty) database with the same media folder cannot wipe the library.
   */
  orphanFolders?: readonly string[];
  /** An activity upload no activity claimed within this time is deleted (default a day: an admin's long edit). */
  unclaimedActivityMediaMs?: number;
  now?: () => Date;
}

export interface MediaSweeper {
  /** Deletes the files that deletes elsewhere queued (`media_deletions`), then their entries. Returns how many. */
  processOutbox(): Promise<number>;
  /** Deletes stored files that no row names and that are older than the grace period. Returns how many. */
  sweepOrphans(): Promise<number>;
  /** Queues the activity uploads no activity claimed in time (their files go with the next outbox run). */
  sweepUnclaimedActivityMedia(): Promise<number>;
  /** Both, logging instead of throwing (a failed file stays queued for the next run). */
  run(): Promise<void>;
  /** Runs every `intervalMs` (never two runs at once); returns the stop function. */
  start(intervalMs: number): () => void;
}

/**
 * Keeps the media folder in step with the database: the content service owns the files, but other services
 * delete rows that point at them (auth deletes families and children), so they queue the files in the same
 * transaction and this deletes them. The orphan sweep catches whatever slipped through (a crash between a
 * commit and a file delete, files of a failed upload).
 */
export function createMediaSweeper(options: MediaSweeperOptions): MediaSweeper {
  const { db, media, log } = options;
  const graceMs = options.orphanGraceMs ?? 60 * 60 * 1000;
  const now = options.now ?? (() => new Date());
  const repo = db.repos.mediaDeletions;
  const orphanFolders = new Set(options.orphanFolders ?? defaultOrphanFolders);
  const unclaimedMs = options.unclaimedActivityMediaMs ?? 24 * 60 * 60 * 1000;

  async function sweepUnclaimedActivityMedia(): Promise<number> {
    const before = new Date(now().getTime() - unclaimedMs);
    let queued = 0;
    // In batches of the repository's size, until none is left.
    for (;;) {
      const batch = await db.repos.activities.sweepUnclaimed(before);
      queued += batch;
      if (batch === 0) return queued;
    }
  }

  async function processOutbox(): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await repo.pending(200);
      if (batch.length === 0) return removed;
      // A file some row still names (shared by mistake, or re-used) is never deleted.
      const keep = await repo.referenced(batch.map((entry) => entry.mediaUrl));
      const finished: number[] = [];
      for (const entry of batch) {
        try {
          if (!keep.has(entry.mediaUrl)) {
            await media.remove(entry.mediaUrl);
            removed += 1;
          }
          finished.push(entry.id);
        } catch (err) {
          log.warn(
            { url: entry.mediaUrl, err: err instanceof Error ? err.message : String(err) },
            'could not delete a queued media file',
          );
        }
      }
      await repo.done(finished);
      // Entries that failed stay queued; stop here rather than loop on them.
      if (finished.length < batch.length) return removed;
    }
  }

  async function removeUnreferenced(candidates: string[]): Promise<number> {
    if (candidates.length === 0) return 0;
    const referenced = await repo.referenced(candidates);
    let removed = 0;
    for (const url of candidates) {
      if (referenced.has(url)) continue;
      await media.remove(url);
      removed += 1;
    }
    return removed;
  }

  async function sweepOrphans(): Promise<number> {
    const cutoff = now().getTime() - graceMs;
    let removed = 0;
    let batch: string[] = [];
    for await (const { key, modified } of media.storage.list()) {
      if (modified.getTime() > cutoff || !orphanFolders.has(key.split('/')[0] ?? '')) continue;
      const url = `/media/${key}`;
      if (mediaKeyOf(url) === null) continue;
      batch.push(url);
      if (batch.length >= 500) {
        removed += await removeUnreferenced(batch);
        batch = [];
      }
    }
    removed += await removeUnreferenced(batch);
    return removed;
  }

  let running: Promise<void> | undefined;
  async function run(): Promise<void> {
    running ??= (async () => {
      try {
        const unclaimed = await sweepUnclaimedActivityMedia();
        const queued = await processOutbox();
        const orphans = await sweepOrphans();
        if (queued + orphans > 0) log.info({ queued, orphans, unclaimed }, 'deleted media files no row needs');
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'media sweep failed; it runs again later');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    processOutbox,
    sweepOrphans,
    sweepUnclaimedActivityMedia,
    run,
    start(intervalMs) {
      const timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
