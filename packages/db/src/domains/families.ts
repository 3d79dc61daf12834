import { Op, type Transaction } from 'sequelize';
import type { RepoContext } from '../repos/context';
import { type OutgoingEmail, writeOutboxEmails } from '../repos/email-outbox';
import { storeEmailToken } from '../repos/email-tokens';
import { enqueueMediaDeletions } from '../repos/media-deletions';
import type { PaymentRecord } from '../repos/payments';
import { findRow, findRows, plainRow, type Row } from '../repos/rows';
import type { NewSubscription, SubscriptionRecord } from '../repos/subscriptions';
import type {
  ActivityAttemptModel,
  AssignmentSubmissionModel,
  ChildRecitationModel,
  FamilyDeviceModel,
  HifzAyahModel,
  LearningProgressModel,
  LearningTimeModel,
  QuizSubmissionModel,
} from '../models';
import { type NewParent, normalizeEmail, type UserRecord } from '../repos/users';

/**
 * A family's life cycle: the changes that span several aggregates (the parent's account, the children's,
 * their subscription and payments, their learning activity and uploaded files). Repositories write only their
 * own tables; a change that must touch several of them at once, in one transaction, lives here.
 */

export interface RegisteredFamily {
  user: UserRecord;
}

/** A family that has confirmed a plan as well (fixtures and tests: a subscribed family, no payment). */
export interface SubscribedFamily extends RegisteredFamily {
  subscription: SubscriptionRecord;
}

/**
 * The confirmation link a new parent is emailed (issue 34): its token's hash, and the email carrying it. Both are
 * written in the account's own transaction, so the email exists exactly when the account does.
 */
export interface RegistrationVerification {
  tokenHash: string;
  email: OutgoingEmail;
}

/** A new parent, with the confirmation email to send (the service's registration always sends one). */
export interface NewFamilyParent extends NewParent {
  verification?: RegistrationVerification;
}

/** Every row a family has, for the parent's data export (the service leaves out hashes and token versions). */
export interface FamilyRecords {
  parent: UserRecord;
  children: UserRecord[];
  subscriptions: SubscriptionRecord[];
  payments: PaymentRecord[];
  learningProgress: Row<LearningProgressModel>[];
  learningTime: Row<LearningTimeModel>[];
  quizSubmissions: Row<QuizSubmissionModel>[];
  assignmentSubmissions: Row<AssignmentSubmissionModel>[];
  activityAttempts: Row<ActivityAttemptModel>[];
  /** The family devices (the service exports their names and dates, never a token hash). */
  familyDevices: Row<FamilyDeviceModel>[];
  /** Issue 36: the children's marked ayahs and their recorded recitations (with each file's media path). */
  hifzAyahs: Row<HifzAyahModel>[];
  childRecitations: Row<ChildRecitationModel>[];
}

export function createFamiliesDomain({ models, writeTransaction, principalsChanged, now }: RepoContext) {
  const { User, Subscription, Payment, LearningProgress, LearningTime, QuizSubmission, AssignmentSubmission } = models;

  /**
   * Everything a child leaves behind, deleted before the child (the foreign keys would cascade anyway).
   * Their uploaded work is queued for deletion in the same transaction (the content service deletes the files).
   */
  async function removeChildrensActivity(childIds: number[], transaction: Transaction): Promise<void> {
    if (childIds.length === 0) return;
    const where = { childId: childIds };
    const files = await findRows(AssignmentSubmission, {
      where: { childId: childIds, fileUrl: { [Op.ne]: null } },
      attributes: ['fileUrl'],
      transaction,
    });
    // Their recorded recitations (a child's voice) go the same way.
    const recordings = await findRows(models.ChildRecitation, { where, attributes: ['audioUrl'], transaction });
    await enqueueMediaDeletions(
      models,
      [...files.map((row) => row.fileUrl), ...recordings.map((row) => row.audioUrl)],
      transaction,
    );
    await LearningProgress.destroy({ where, transaction });
    await LearningTime.destroy({ where, transaction });
    await QuizSubmission.destroy({ where, transaction });
    await AssignmentSubmission.destroy({ where, transaction });
    await models.ActivityAttempt.destroy({ where, transaction });
    await models.ChildSync.destroy({ where, transaction });
    await models.OfflineTimeCredit.destroy({ where, transaction });
    await models.HandOff.destroy({ where, transaction });
    await models.ChildRecitation.destroy({ where, transaction });
    await models.HifzReview.destroy({ where, transaction });
    await models.HifzAyah.destroy({ where, transaction });
    // Their replayable writes' keys hold answers about their work: they go too.
    await models.IdempotencyKey.destroy({ where: { userId: childIds }, transaction });
  }

  /**
   * Registration writes the parent's account and nothing else: no subscription, no charge (a plan is bought
   * at the checkout, through the subscriptions service, for the total the parent confirmed). A taken email
   * rejects with a unique-constraint error (isUniqueViolation). With `subscription` the family is written as
   * one that has already confirmed that plan, in the same transaction (fixtures and tests; no payment).
   */
  function register(parent: NewFamilyParent): Promise<RegisteredFamily>;
  function register(parent: NewFamilyParent, subscription: NewSubscription): Promise<SubscribedFamily>;
  function register(
    parent: NewFamilyParent,
    subscription?: NewSubscription,
  ): Promise<RegisteredFamily | SubscribedFamily> {
    return writeTransaction(async (transaction) => {
      const created = await User.create(
        {
          role: 'parent',
          name: parent.name,
          email: normalizeEmail(parent.email),
          phone: parent.phone,
          passwordHash: parent.passwordHash,
          ...(parent.timeZone ? { timeZone: parent.timeZone } : {}),
        },
        { transaction },
      );
      const user = plainRow(created);
      const { verification } = parent;
      if (verification) {
        const at = now();
        const issue = { userId: user.id, purpose: 'verify-email' as const, email: user.email ?? verification.email.to };
        await storeEmailToken(models, transaction, { ...issue, tokenHash: verification.tokenHash }, at);
        await writeOutboxEmails(models, transaction, [verification.email], at);
      }
      if (!subscription) return { user };
      const subscribed = await Subscription.create(
        { ...subscription, parentId: user.id, isActive: true },
        { transaction },
      );
      return { user, subscription: plainRow(subscribed) };
    });
  }

  return {
    register,

    /**
     * Removes a parent with everything that hangs off it: children, their progress, learning time and submissions
     * (whose files are queued for deletion), subscriptions and payments, the emails to the parent's address in the
     * outbox (queued and sent), in one transaction. The removed parent, or null when there is no such parent.
     */
    async removeParent(id: number): Promise<UserRecord | null> {
      const removed = await writeTransaction(async (transaction) => {
        const parent = await findRow(User, { where: { id, role: 'parent' }, transaction });
        if (!parent) return null;
        const children = await findRows(User, { where: { parentId: id }, attributes: ['id'], transaction });
        await removeChildrensActivity(
          children.map((row) => row.id),
          transaction,
        );
        await models.FamilyDevice.destroy({ where: { parentId: id }, transaction });
        // The family's emails, queued or sent (never to a child: the parent's address only), go with it.
        if (parent.email) await models.EmailOutbox.destroy({ where: { toAddress: parent.email }, transaction });
        await Payment.destroy({ where: { parentId: id }, transaction });
        await Subscription.destroy({ where: { parentId: id }, transaction });
        await User.destroy({ where: { parentId: id }, transaction });
        await User.destroy({ where: { id }, transaction });
        return { parent, userIds: [id, ...children.map((row) => row.id)] };
      });
      if (!removed) return null;
      await principalsChanged(removed.userIds);
      return removed.parent;
    },

    /**
     * Every row of a parent's family (plain reads: an export is a snapshot the parent asked for, not a lock on
     * the family); null when `parentId` is not a parent. Rows come oldest first, so an export reads in order.
     */
    async exportFamily(parentId: number): Promise<FamilyRecords | null> {
      const parent = await findRow(User, { where: { id: parentId, role: 'parent' } });
      if (!parent) return null;
      const oldestFirst: [string, string][] = [['id', 'ASC']];
      const children = await findRows(User, { where: { parentId, role: 'child' }, order: oldestFirst });
      const byChild = { where: { childId: children.map((child) => child.id) }, order: oldestFirst };
      const none = children.length === 0;
      return {
        parent,
        children,
        subscriptions: await findRows(Subscription, { where: { parentId }, order: oldestFirst }),
        payments: await findRows(Payment, { where: { parentId }, order: oldestFirst }),
        learningProgress: none ? [] : await findRows(LearningProgress, byChild),
        learningTime: none ? [] : await findRows(LearningTime, byChild),
        quizSubmissions: none ? [] : await findRows(QuizSubmission, byChild),
        assignmentSubmissions: none ? [] : await findRows(AssignmentSubmission, byChild),
        activityAttempts: none ? [] : await findRows(models.ActivityAttempt, byChild),
        familyDevices: await findRows(models.FamilyDevice, { where: { parentId }, order: oldestFirst }),
        hifzAyahs: none ? [] : await findRows(models.HifzAyah, byChild),
        childRecitations: none ? [] : await findRows(models.ChildRecitation, byChild),
      };
    },

    /** Removes a child with their progress and submissions. The removed child, or null when there is no such child. */
    async removeChild(id: number): Promise<UserRecord | null> {
      const removed = await writeTransaction(async (transaction) => {
        const child = await findRow(User, { where: { id, role: 'child' }, transaction });
        if (!child) return null;
        await removeChildrensActivity([id], transaction);
        await User.destroy({ where: { id }, transaction });
        return child;
      });
      if (removed) await principalsChanged([id]);
      return removed;
    },
  };
}

export type FamiliesDomain = ReturnType<typeof createFamiliesDomain>;
