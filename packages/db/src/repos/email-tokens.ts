import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { adminInviteDays, emailLinkLifetimeMinutes } from '@young-minds/contracts';
import type { EmailTokenModel, EmailTokenPurpose, Models } from '../models';
import type { RepoContext } from './context';
import { type OutgoingEmail, writeOutboxEmails } from './email-outbox';
import { findRow, type Row } from './rows';
import { endOpenHandOffs, normalizeEmail, type UserRecord } from './users';

export type EmailTokenRecord = Row<EmailTokenModel>;

/** How long a link of each purpose works (the contracts' `emailLinkLifetimeMinutes`). */
const lifetimeMinutes: Record<EmailTokenPurpose, number> = {
  'reset-password': emailLinkLifetimeMinutes.resetPassword,
  'verify-email': emailLinkLifetimeMinutes.verifyEmail,
  'sign-in': emailLinkLifetimeMinutes.signInLink,
  'admin-invite': adminInviteDays * 24 * 60,
};

/** How a link's token is kept: its sha256, hex. */
export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token: 32 random bytes, base64url (what the email carries), and the hash that is stored. */
export function newEmailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashEmailToken(token) };
}

/** A link to store for a user: who, what for, and the address it is sent to. */
export interface EmailTokenIssue {
  userId: number;
  purpose: EmailTokenPurpose;
  /** The address the link goes to (a verification confirms exactly this address). */
  email: string;
}

/**
 * Stores a link's hash inside the caller's transaction, with its expiry (per purpose), and drops the user's
 * older unused links of the same purpose: only the newest email works.
 */
export async function storeEmailToken(
  models: Models,
  transaction: Transaction,
  issue: EmailTokenIssue & { tokenHash: string },
  at: Date,
): Promise<void> {
  const { EmailToken } = models;
  await EmailToken.destroy({ where: { userId: issue.userId, purpose: issue.purpose, usedAt: null }, transaction });
  await EmailToken.create(
    {
      userId: issue.userId,
      purpose: issue.purpose,
      tokenHash: issue.tokenHash,
      email: issue.email,
      expiresAt: new Date(at.getTime() + lifetimeMinutes[issue.purpose] * 60_000),
      createdAt: at,
    },
    { transaction },
  );
}

export type VerifyEmailResult = { ok: true; user: UserRecord } | { ok: false };

/**
 * The emailed links (issue 34): reset a password, confirm the address, sign in to a paused account. Only the
 * sha256 of a token is stored; a token is redeemed once (its `used_at` set only while null and unexpired), in the
 * same transaction as what it does, so two racing redemptions cannot both succeed.
 */
export function createEmailTokensRepo({ sequelize, models, writeTransaction, now, principalsChanged }: RepoContext) {
  const { EmailToken, User } = models;

  /** Marks the token used when it is valid for `purpose`: the row, or null (unknown, used, expired). */
  async function redeem(
    token: string,
    purpose: EmailTokenPurpose,
    at: Date,
    transaction: Transaction,
  ): Promise<EmailTokenRecord | null> {
    const tokenHash = hashEmailToken(token);
    const row = await findRow(EmailToken, {
      where: { tokenHash, purpose, usedAt: null, expiresAt: { [Op.gt]: at } },
      transaction,
    });
    if (!row) return null;
    const [count] = await EmailToken.update({ usedAt: at }, { where: { id: row.id, usedAt: null }, transaction });
    return count === 1 ? row : null;
  }

  return {
    /**
     * Issues a link: a new token stored hashed (older unused ones of the purpose dropped), and the emails that
     * carry it (`emailsFor(token)`) written to the outbox in the same transaction.
     */
    async issue(issue: EmailTokenIssue, emailsFor: (token: string) => readonly OutgoingEmail[]): Promise<void> {
      const { token, tokenHash } = newEmailToken();
      await writeTransaction(async (transaction) => {
        const at = now();
        await storeEmailToken(models, transaction, { ...issue, tokenHash }, at);
        await writeOutboxEmails(models, transaction, emailsFor(token), at);
      });
    },

    /**
     * A parent's new address: the profile's fields, the address unconfirmed again (the consent recorded for the old
     * one stays as it was), and a confirmation link to the new address with its email, in one transaction.
     */
    async changeAddress(
      userId: number,
      fields: { name: string; email: string; phone: string },
      emailsFor: (token: string) => readonly OutgoingEmail[],
    ): Promise<void> {
      const { token, tokenHash } = newEmailToken();
      const email = normalizeEmail(fields.email);
      await writeTransaction(async (transaction) => {
        const at = now();
        await User.update({ ...fields, email, emailVerifiedAt: null }, { where: { id: userId }, transaction });
        await storeEmailToken(models, transaction, { userId, purpose: 'verify-email', email, tokenHash }, at);
        await writeOutboxEmails(models, transaction, emailsFor(token), at);
      });
    },

    /** The token's row while it can still be redeemed for `purpose` (a cheap check before hashing a password). */
    findValid(token: string, purpose: EmailTokenPurpose): Promise<EmailTokenRecord | null> {
      return findRow(EmailToken, {
        where: { tokenHash: hashEmailToken(token), purpose, usedAt: null, expiresAt: { [Op.gt]: now() } },
      });
    },

    /**
     * Redeems a reset link: the new password hash and a bumped token version (every session and remembered
     * device ends, and the parent's hand-offs) in the token's transaction. The user, or null for a bad link.
     */
    async resetPassword(token: string, passwordHash: string): Promise<UserRecord | null> {
      const result = await writeTransaction(async (transaction) => {
        const at = now();
        const row = await redeem(token, 'reset-password', at, transaction);
        if (!row) return null;
        await User.update(
          { passwordHash, tokenVersion: sequelize.literal('token_version + 1') },
          { where: { id: row.userId }, transaction },
        );
        const children = await endOpenHandOffs(models, at, row.userId, transaction);
        return { userId: row.userId, children };
      });
      if (!result) return null;
      await principalsChanged([result.userId, ...result.children]);
      return findRow(User, { where: { id: result.userId } });
    },

    /**
     * Redeems a confirmation link: the parent's address is confirmed, with the consent to the privacy notice
     * (when, and the address the link went to), only while that is still the account's address.
     */
    async verifyEmail(token: string): Promise<VerifyEmailResult> {
      const userId = await writeTransaction(async (transaction) => {
        const at = now();
        const row = await redeem(token, 'verify-email', at, transaction);
        if (!row) return null;
        // Read, not the update's count: MariaDB counts only rows whose values changed.
        const owner = await findRow(User, {
          where: { id: row.userId, role: 'parent', email: row.email },
          attributes: ['id'],
          transaction,
        });
        if (!owner) return null;
        await User.update(
          { emailVerifiedAt: at, privacyConsentAt: at, privacyConsentEmail: row.email },
          { where: { id: owner.id }, transaction },
        );
        return owner.id;
      });
      const user = userId === null ? null : await findRow(User, { where: { id: userId } });
      return user ? { ok: true, user } : { ok: false };
    },

    /** Redeems a sign-in link: the user it signs in (still at the address it went to), or null. */
    async signIn(token: string): Promise<UserRecord | null> {
      const userId = await writeTransaction(async (transaction) => {
        const row = await redeem(token, 'sign-in', now(), transaction);
        if (!row) return null;
        const user = await findRow(User, { where: { id: row.userId, email: row.email }, transaction });
        return user?.id ?? null;
      });
      return userId === null ? null : findRow(User, { where: { id: userId } });
    },
  };
}

export type EmailTokensRepo = ReturnType<typeof createEmailTokensRepo>;
