import { addDays, todayIso } from '@young-minds/contracts';
import type { SubscriptionsRepos } from '@young-minds/db';
import type { Logger } from '@young-minds/service-kit';
import { renewalReminderEmail } from './money';

/** How many days before its last day a plan's reminder is written. */
const renewalReminderDays = 7;

export interface RenewalRemindersOptions {
  repos: Pick<SubscriptionsRepos, 'subscriptions' | 'emailOutbox'>;
  appUrl: string;
  now: () => Date;
  log?: Pick<Logger, 'info' | 'warn'>;
}

/**
 * The renewal reminders: each run writes one email for every running, uncancelled plan whose last day is at most
 * `renewalReminderDays` days away (UTC days, as the subscriptions' dates are). Plans never renew by themselves,
 * so every such plan is ending. Each email carries `renewal-reminder:<subscriptionId>:<endDate>` as its dedupe
 * key: runs on several instances, a restart, or a run every hour write it once; a renewal moves the end date, so
 * the renewed plan gets its own reminder a period later.
 */
export function createRenewalReminders({ repos, appUrl, now, log }: RenewalRemindersOptions) {
  async function run(): Promise<number> {
    const today = todayIso(now());
    const ending = await repos.subscriptions.endingBetween(today, addDays(today, renewalReminderDays));
    let written = 0;
    for (const subscription of ending) {
      // One email per write: a reminder another instance wrote first is skipped without losing the others.
      written += await repos.emailOutbox.enqueue([renewalReminderEmail(subscription.parent, subscription, appUrl)]);
    }
    if (written > 0) log?.info({ written }, 'renewal reminders written to the outbox');
    return written;
  }

  let running: Promise<number> | undefined;
  return {
    run,
    /** Runs now and then every `intervalMs` (one run at a time); the timer never keeps the process alive. */
    start(intervalMs: number): () => void {
      const tick = () => {
        running ??= run()
          .catch((err: unknown) => {
            log?.warn(
              { err: err instanceof Error ? err.message : String(err) },
              'renewal reminders failed; they run again later',
            );
            return 0;
          })
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
