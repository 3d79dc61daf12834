import { Op } from 'sequelize';
import type { RepoContext } from './context';
import { storeEmailToken, newEmailToken, hashEmailToken } from './email-tokens';
import { type OutgoingEmail, writeOutboxEmails } from './email-outbox';
import { findRow, findRows, type WriteResult } from './rows';
import { normalizeEmail, type UserRecord } from './users';

export type AdminInviteResult = WriteResult<{ admin: UserRecord; token: string }, 'emailTaken'>;
export type AdminRemoveResult = WriteResult<{ admin: UserRecord }, 'notFound' | 'lastAdmin' | 'notYourself'>;

/**
 * Issue 35: the admins of the platform. An admin invites another (an admin row without a password and an
 * 'admin-invite' link, emailed in the same transaction), sets who reviews content, and removes one (never the
 * last, never oneself; their content stays, its author columns set to NULL by the foreign keys).
 */
export function createAdminTeamRepo({ models, writeTransaction, now, principalsChanged, sequelize }: RepoContext) {
  const { User, EmailToken } = models;

  return {
    /** Every admin, oldest first. */
    list(): Promise<UserRecord[]> {
      return findRows(User, { where: { role: 'admin' }, order: [['id', 'ASC']] });
    },

    /** A new admin (no password yet) and the invitation's link, its email written with it (`emailsFor`). */
    async invite(
      invite: { name: string; email: string; reviewer: boolean },
      emailsFor: (token: string, admin: UserRecord) => readonly OutgoingEmail[],
    ): Promise<AdminInviteResult> {
      const { token, tokenHash } = newEmailToken();
      const email = normalizeEmail(invite.email);
      return writeTransaction(async (transaction): Promise<AdminInviteResult> => {
        if (await findRow(User, { where: { email }, attributes: ['id'], transaction })) {
          return { ok: false, reason: 'emailTaken' };
        }
        const at = now();
        const created = await User.create(
          { role: 'admin', name: invite.name, email, reviewer: invite.reviewer, passwordHash: null },
          { transaction },
        );
        await storeEmailToken(
          models,
          transaction,
          { userId: created.id, purpose: 'admin-invite', email, tokenHash },
          at,
        );
        const admin = (await findRow(User, { where: { id: created.id }, transaction }))!;
        await writeOutboxEmails(models, transaction, emailsFor(token, admin), at);
        return { ok: true, admin, token };
      });
    },

    /** Makes an admin a reviewer, or not; null when there is no such admin. */
    async setReviewer(id: number, reviewer: boolean): Promise<UserRecord | null> {
      return writeTransaction(async (transaction) => {
        await User.update({ reviewer }, { where: { id, role: 'admin' }, transaction });
        const admin = await findRow(User, { where: { id, role: 'admin' }, transaction });
        return admin;
      });
    },

    /** Removes an admin (their sessions end with the row); never the caller, never the last admin. */
    async remove(id: number, callerId: number): Promise<AdminRemoveResult> {
      const result = await writeTransaction(async (transaction): Promise<AdminRemoveResult> => {
        const admin = await findRow(User, { where: { id, role: 'admin' }, lock: transaction.LOCK.UPDATE, transaction });
        if (!admin) return { ok: false, reason: 'notFound' };
        if (id === callerId) return { ok: false, reason: 'notYourself' };
        const others = await User.count({ where: { role: 'admin', id: { [Op.ne]: id } }, transaction });
        if (others === 0) return { ok: false, reason: 'lastAdmin' };
        await User.destroy({ where: { id }, transaction });
        return { ok: true, admin };
      });
      if (result.ok) await principalsChanged([id]);
      return result;
    },

    /**
     * Accepts an invitation: the password set and the link used, in one transaction (a new token version, so no
     * earlier session of the row survives). The admin, or null for an unknown, used or expired link.
     */
    async acceptInvite(token: string, passwordHash: string): Promise<UserRecord | null> {
      const userId = await writeTransaction(async (transaction) => {
        const at = now();
        const row = await findRow(EmailToken, {
          where: {
            tokenHash: hashEmailToken(token),
            purpose: 'admin-invite',
            usedAt: null,
            expiresAt: { [Op.gt]: at },
          },
          transaction,
        });
        if (!row) return null;
        const [used] = await EmailToken.update({ usedAt: at }, { where: { id: row.id, usedAt: null }, transaction });
        if (used !== 1) return null;
        await User.update(
          { passwordHash, tokenVersion: sequelize.literal('token_version + 1') },
          { where: { id: row.userId, role: 'admin' }, transaction },
        );
        return row.userId;
      });
      if (userId === null) return null;
      await principalsChanged([userId]);
      return findRow(User, { where: { id: userId, role: 'admin' } });
    },
  };
}

export type AdminTeamRepo = ReturnType<typeof createAdminTeamRepo>;
