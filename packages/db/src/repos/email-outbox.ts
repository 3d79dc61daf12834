import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { EmailOutboxModel, Models } from '../models';
import type { RepoContext } from './context';
import { findRows, type Row } from './rows';

export type OutboxEmailRecord = Row<EmailOutboxModel>;

/** An email to send: written to the outbox with the event that causes it (compose it with `@young-minds/mail`). */
export interface OutgoingEmail {
  to: string;
  language: string;
  /** What it is ('reset-password', 'receipt', 'weekly-note', …). */
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** At most one email per key, ever: a second write with the same key is skipped. */
  dedupeKey?: string;
}

/**
 * Writes emails to the outbox inside the caller's transaction, so they exist exactly when the event that causes
 * them committed. An email whose `dedupeKey` is already in the outbox is skipped (checked first, so the caller's
 * transaction is not broken by the unique index; a racing insert still meets the index and throws).
 */
export async function writeOutboxEmails(
  models: Models,
  transaction: Transaction,
  emails: readonly OutgoingEmail[],
  now: Date,
): Promise<number> {
  let written = 0;
  for (const email of emails) {
    if (email.dedupeKey !== undefined) {
      const existing = await models.EmailOutbox.findOne({
        where: { dedupeKey: email.dedupeKey },
        attributes: ['id'],
        transaction,
      });
      if (existing) continue;
    }
    await models.EmailOutbox.create(
      {
        dedupeKey: email.dedupeKey ?? null,
        toAddress: email.to,
        language: email.language,
        kind: email.kind,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        headers: email.headers ? JSON.stringify(email.headers) : null,
        nextAttemptAt: now,
      },
      { transaction },
    );
    written += 1;
  }
  return written;
}

/**
 * The email outbox (issue 34): what is waiting to be sent, what was sent. The sender claims due rows with a lease
 * (`claimDue`), so two instances never send the same row at once, and marks each sent or to be retried.
 */
export function createEmailOutboxRepo({ sequelize, models, writeTransaction, now }: RepoContext) {
  const { EmailOutbox } = models;
  return {
    /** Writes emails in a transaction of their own (for events that write nothing else). */
    async enqueue(emails: readonly OutgoingEmail[]): Promise<number> {
      try {
        return await writeTransaction((transaction) => writeOutboxEmails(models, transaction, emails, now()));
      } catch (error) {
        // Another instance wrote the same scheduled email first: it is in the outbox once, as wanted.
        if (error instanceof UniqueConstraintError) return 0;
        throw error;
      }
    },

    /**
     * Takes up to `limit` due emails for `leaseMs`: pending, due, and not leased by another sender (or its lease
     * ran out: that sender stopped mid-way). Each row is taken by a conditional update, so a row two instances
     * both saw goes to one of them.
     */
    async claimDue(limit: number, leaseMs: number): Promise<OutboxEmailRecord[]> {
      const at = now();
      const free = { [Op.or]: [{ claimedUntil: null }, { claimedUntil: { [Op.lt]: at } }] };
      const candidates = await findRows(EmailOutbox, {
        where: { status: 'pending', nextAttemptAt: { [Op.lte]: at }, ...free },
        order: [
          ['nextAttemptAt', 'ASC'],
          ['id', 'ASC'],
        ],
        limit,
      });
      const claimed: OutboxEmailRecord[] = [];
      const claimedUntil = new Date(at.getTime() + leaseMs);
      for (const candidate of candidates) {
        const [count] = await writeTransaction((transaction) =>
          EmailOutbox.update(
            { claimedUntil },
            { where: { id: candidate.id, status: 'pending', ...free }, transaction },
          ),
        );
        if (count === 1) claimed.push({ ...candidate, claimedUntil });
      }
      return claimed;
    },

    async markSent(id: number): Promise<void> {
      await writeTransaction((transaction) =>
        EmailOutbox.update(
          { status: 'sent', sentAt: now(), claimedUntil: null, attempts: sequelize.literal('attempts + 1') },
          { where: { id }, transaction },
        ),
      );
    },

    /** A failed try: tried again at `retryAt`, or given up on (`retryAt` null) with the error kept. */
    async markFailedAttempt(id: number, error: string, retryAt: Date | null): Promise<void> {
      await writeTransaction((transaction) =>
        EmailOutbox.update(
          {
            status: retryAt ? 'pending' : 'failed',
            nextAttemptAt: retryAt ?? now(),
            claimedUntil: null,
            lastError: error.slice(0, 500),
            attempts: sequelize.literal('attempts + 1'),
          },
          { where: { id }, transaction },
        ),
      );
    },

    /** The emails to one address, newest first (tests, and the operators' view). */
    listTo(address: string): Promise<OutboxEmailRecord[]> {
      return findRows(EmailOutbox, {
        where: { toAddress: address },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
    },

    /** Deletes every email to these addresses (an account deleted: nothing of it is kept, queued mail included). */
    async removeTo(addresses: readonly string[]): Promise<number> {
      if (addresses.length === 0) return 0;
      return writeTransaction((transaction) =>
        EmailOutbox.destroy({ where: { toAddress: { [Op.in]: [...addresses] } }, transaction }),
      );
    },
  };
}

export type EmailOutboxRepo = ReturnType<typeof createEmailOutboxRepo>;
