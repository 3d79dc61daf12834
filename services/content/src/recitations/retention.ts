import { recitationRetentionDays } from '@young-minds/contracts';
import type { ContentRepos } from '@young-minds/db';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The 90-day rule (issue 36, written in the privacy notice): recordings the parent has not kept are deleted
 * `recitationRetentionDays` after they were recorded. Their rows go and their files are queued in one transaction;
 * the media sweeper (media/sweeper.ts) deletes the files on its next run.
 */
export function createRecitationRetention(options: { repos: Pick<ContentRepos, 'childRecitations'>; now: () => Date }) {
  const { repos, now } = options;

  /** Deletes every expired recording, in batches. Returns how many went. */
  async function run(): Promise<number> {
    const recordedBefore = new Date(now().getTime() - recitationRetentionDays * dayMs);
    let removed = 0;
    for (;;) {
      const batch = await repos.childRecitations.removeExpired(recordedBefore);
      removed += batch;
      if (batch === 0) return removed;
    }
  }

  return {
    run,
    /** Runs now and every `intervalMs` (never two runs at once); returns the stop function. */
    start(intervalMs: number, onError: (err: unknown) => void): () => void {
      let running: Promise<unknown> | undefined;
      const tick = () => {
        running ??= run()
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
