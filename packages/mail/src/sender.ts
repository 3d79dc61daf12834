import type { EmailOutboxRepo, OutboxEmailRecord } from '@young-minds/db';
import type { MailTransport } from './transports';

const minute = 60_000;
const hour = 60 * minute;

/** The waits after the 1st, 2nd, 3rd and 4th failed try; after that, every `laterRetryMs`. */
export const retryDelaysMs = [1 * minute, 5 * minute, 15 * minute, 60 * minute] as const;
export const laterRetryMs = 4 * hour;
/** An email not sent this long after it was written is given up on ('failed', logged). */
export const giveUpAfterMs = 24 * hour;

/**
 * When to try again after `attempts` failed tries (this one included) of an email written at `createdAt`; null:
 * give up (the next try would fall more than `giveUpAfterMs` after it was written).
 */
export function nextAttemptAt(createdAt: Date, attempts: number, failedAt: Date): Date | null {
  const delay = retryDelaysMs[attempts - 1] ?? laterRetryMs;
  const next = new Date(failedAt.getTime() + delay);
  return next.getTime() - createdAt.getTime() > giveUpAfterMs ? null : next;
}

/** What the sender logs through (pino's logger fits). */
export interface SenderLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxSenderOptions {
  outbox: Pick<EmailOutboxRepo, 'claimDue' | 'markSent' | 'markFailedAttempt'>;
  transport: MailTransport;
  logger?: SenderLogger;
  /** How often the outbox is looked at (default 3 s); `nudge()` looks at once. */
  intervalMs?: number;
  /** Emails taken per look (default 20). */
  batchSize?: number;
  /** How long a taken email is this sender's (default 2 min): another instance takes it once that passed. */
  leaseMs?: number;
  /** The clock of the retries (tests move it). */
  now?: () => Date;
}

export interface OutboxSender {
  /** Looks at the outbox now (e.g. right after a write) instead of at the next tick. */
  nudge(): void;
  /** One look: sends every due email it can take; resolves with how many were sent. */
  sendDue(): Promise<number>;
  /** Stops polling and waits for the email being sent, then closes the transport. */
  close(): Promise<void>;
}

const silent: SenderLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Sends the outbox: every few seconds it takes the due emails with a lease (so several instances never send one
 * row at once), hands each to the transport, and marks it sent as soon as the transport accepted it, or to be
 * tried again later (1, 5, 15, 60 minutes, then every 4 hours; given up after 24 hours: 'failed', logged).
 *
 * Sent once: a row is marked sent right after the relay accepted it. If the process dies between the two, that
 * one email is sent again when its lease ends (at most once more; its Message-ID is the same both times).
 */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { outbox, transport } = options;
  const logger = options.logger ?? silent;
  const intervalMs = options.intervalMs ?? 3000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 2 * minute;
  const now = options.now ?? (() => new Date());

  let closed = false;
  let running: Promise<number> | null = null;
  let again = false;

  async function sendOne(email: OutboxEmailRecord): Promise<boolean> {
    try {
      await transport.send(email);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = email.attempts + 1;
      const retryAt = nextAttemptAt(email.createdAt, attempts, now());
      await outbox.markFailedAttempt(email.id, reason, retryAt);
      const details = { emailId: email.id, kind: email.kind, attempts, error: reason };
      if (retryAt) logger.warn({ ...details, retryAt: retryAt.toISOString() }, 'email not sent: tried again later');
      else logger.error(details, 'email given up on: not sent within 24 hours');
      return false;
    }
    await outbox.markSent(email.id);
    logger.info({ emailId: email.id, kind: email.kind }, 'email sent');
    return true;
  }

  async function look(): Promise<number> {
    let sent = 0;
    do {
      again = false;
      for (;;) {
        if (closed) return sent;
        const due = await outbox.claimDue(batchSize, leaseMs);
        for (const email of due) {
          if (closed) break; // its lease runs out and another look (or instance) takes it
          if (await sendOne(email)) sent += 1;
        }
        // Until a look takes nothing: rows another instance took are its to send, and one that failed waits.
        if (due.length === 0) break;
      }
    } while (again && !closed);
    return sent;
  }

  function sendDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = look().finally(() => {
      running = null;
    });
    return running;
  }

  function tick(): void {
    sendDue().catch((error: unknown) => {
      logger.error({ error: error instanceof Error ? error.message : String(error) }, 'the outbox could not be read');
    });
  }

  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    nudge: () => {
      if (!closed) tick();
    },
    sendDue,
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => 0);
      await transport.close();
    },
  };
}
