import {
  type FamilyExport,
  type ParentProfile,
  authEndpoints as endpoints,
  todayIso,
  wrongParentPasswordMessage,
} from '@young-minds/contracts';
import type { FamilyRecords, UserRecord } from '@young-minds/db';
import { HttpError, messages, requirePrincipal } from '@young-minds/service-kit';
import { type AuthContext, limitPasswordWork } from '../context';
import { hashPassword, verifyPassword } from '../passwords';
import { emailTakenMessage } from '../session/routes';
import { verifyEmailEmail } from '../email-links/emails';
import { storedUser } from '../users/child-updates';
import { familyThemeOf, isoTime, toChild, toFamilyDevice, toParent } from '../users/present';

const wrongCurrentPasswordMessage = 'Current password is incorrect.';
const accountDeletedMessage = "Your account and all of your family's data have been deleted.";

/** The parent's own account and family: PIN, profile, theme, the data export and the account's deletion. */
export function mountFamilyRoutes(context: AuthContext): void {
  const { kit, repos, now } = context;
  const { users, families } = repos;

  /** The caller's own row; a parent deleted meanwhile has no session any more. */
  async function callerRow(id: number): Promise<UserRecord> {
    const user = await users.findById(id);
    if (!user) throw new HttpError(401, messages.sessionRevoked);
    return user;
  }

  function toProfile(parent: UserRecord): ParentProfile {
    return {
      id: parent.id,
      name: parent.name,
      email: parent.email ?? '',
      phone: parent.phone ?? null,
      has_pin: parent.parentPinHash !== null,
      theme: familyThemeOf(parent.themeName),
    };
  }

  /** Counts the password check (per user, per address) and refuses a wrong password with `message`. */
  async function checkPassword(parent: UserRecord, password: string, ip: string, message: string): Promise<void> {
    await limitPasswordWork(context, parent.id, ip);
    if (!(await verifyPassword(parent.passwordHash, password))) throw new HttpError(400, message);
  }

  kit.route(endpoints.setParentPin, async ({ principal, body, ctx }) => {
    const parent = await callerRow(requirePrincipal(principal).id);
    await checkPassword(parent, body.currentPassword, ctx.ip, wrongCurrentPasswordMessage);
    const pinHash = body.pin === null ? null : await hashPassword(body.pin);
    if (!(await users.setParentPinHash(parent.id, pinHash))) throw new HttpError(401, messages.sessionRevoked);
    return pinHash === null ? { message: 'PIN removed.', has_pin: false } : { message: 'PIN saved.', has_pin: true };
  });

  kit.route(endpoints.getParentProfile, async ({ principal }) =>
    toProfile(await callerRow(requirePrincipal(principal).id)),
  );

  kit.route(endpoints.updateParentProfile, async ({ principal, body }) => {
    const parent = await callerRow(requirePrincipal(principal).id);
    if (await users.emailTaken(body.email, parent.id)) throw new HttpError(409, emailTakenMessage);
    if (body.email !== parent.email) {
      // A new address is unconfirmed until its owner follows the link sent to it (the banner asks again).
      const recipient = { email: body.email, locale: parent.locale ?? null };
      await repos.emailTokens.changeAddress(parent.id, body, (token) => [
        verifyEmailEmail(context.appUrl, recipient, token),
      ]);
      return toProfile(storedUser(await users.update(parent.id, {})));
    }
    return toProfile(
      storedUser(await users.update(parent.id, { name: body.name, email: body.email, phone: body.phone })),
    );
  });

  /** A child reads its parent's theme: the family's, on every device. */
  kit.route(endpoints.getFamilyTheme, async ({ principal }) => {
    const caller = await callerRow(requirePrincipal(principal).id);
    const parent = caller.role === 'child' && caller.parentId !== null ? await users.findById(caller.parentId) : caller;
    return familyThemeOf(parent?.themeName ?? null);
  });

  kit.route(endpoints.setFamilyTheme, async ({ principal, body }) => {
    const parent = await callerRow(requirePrincipal(principal).id);
    return familyThemeOf(storedUser(await users.update(parent.id, { themeName: body.name })).themeName);
  });

  kit.route(endpoints.exportFamily, async ({ principal, ctx }) => {
    const records = await families.exportFamily(requirePrincipal(principal).id);
    if (!records) throw new HttpError(401, messages.sessionRevoked);
    const exportedAt = now();
    ctx.set('Content-Disposition', `attachment; filename="young-minds-family-${todayIso(exportedAt)}.json"`);
    return toFamilyExport(records, exportedAt);
  });

  /**
   * The whole family goes in one transaction: the children and their activity, subscriptions (so nothing renews
   * or is charged again) and payments, the family's emails (queued, sent, and their .eml files); submitted files
   * are queued for the content service's sweep. Every token of the family stops working, since no account is left
   * to verify it against.
   */
  kit.route(endpoints.deleteAccount, async ({ principal, body, ctx }) => {
    const parent = await callerRow(requirePrincipal(principal).id);
    await checkPassword(parent, body.password, ctx.ip, wrongParentPasswordMessage);
    await families.removeParent(parent.id);
    // Its emails left the outbox with it; the .eml files already written to its address go too.
    if (parent.email) await context.removeMailFiles([parent.email]);
    return { message: accountDeletedMessage };
  });
}

/** The export as the parent downloads it: everything of the family's, never a password or PIN hash. */
function toFamilyExport(records: FamilyRecords, exportedAt: Date): FamilyExport {
  const { parent } = records;
  return {
    exported_at: exportedAt.toISOString(),
    account: {
      ...toParent(parent),
      has_pin: parent.parentPinHash !== null,
      theme: familyThemeOf(parent.themeName).name,
    },
    children: records.children.map((child) => toChild(child, parent.name)),
    subscriptions: records.subscriptions.map((row) => ({
      id: row.id,
      plan_name: row.planName,
      price: Number(row.price),
      start_date: row.startDate,
      end_date: row.endDate,
      is_active: Boolean(row.isActive),
      cancelled_at: isoTime(row.cancelledAt),
      created_at: isoTime(row.createdAt),
    })),
    payments: records.payments.map((row) => ({
      id: row.id,
      subscription_id: row.subscriptionId,
      amount: Number(row.amount),
      currency: row.currency,
      status: row.status,
      provider: row.provider,
      paid_at: isoTime(row.paidAt),
      refunded_at: isoTime(row.refundedAt),
      refund_reference: row.refundReference ?? null,
      plan_name: row.planName,
      period_start: row.periodStart,
      period_end: row.periodEnd,
    })),
    learning_progress: records.learningProgress.map((row) => ({
      child_id: row.childId,
      content_type: row.contentType,
      content_id: row.contentId,
      position_seconds: row.positionSeconds,
      completed: Boolean(row.completed),
      score: row.score,
      time_spent_seconds: row.timeSpentSeconds,
      last_seen_at: isoTime(row.lastSeenAt),
    })),
    learning_time: records.learningTime.map((row) => ({ child_id: row.childId, day: row.day, seconds: row.seconds })),
    quiz_submissions: records.quizSubmissions.map((row) => ({
      id: row.id,
      child_id: row.childId,
      quiz_id: row.quizId,
      score: row.score,
      total: row.total,
      answers: row.answers,
      submitted_at: isoTime(row.submittedAt),
    })),
    assignment_submissions: records.assignmentSubmissions.map((row) => ({
      id: row.id,
      child_id: row.childId,
      assignment_id: row.assignmentId,
      text: row.text,
      file_url: row.fileUrl,
      submitted_at: isoTime(row.submittedAt),
      review_stars: row.reviewStars,
      review_comment: row.reviewComment,
      reviewed_at: isoTime(row.reviewedAt),
    })),
    activity_attempts: records.activityAttempts.map((row) => ({
      id: row.id,
      child_id: row.childId,
      activity_id: row.activityId,
      score: row.score,
      correct: row.correct,
      total: row.total,
      stars: row.stars,
      reveals: row.reveals,
      seconds: row.seconds,
      pairs: row.pairs,
      typed: row.typed,
      submitted_at: isoTime(row.submittedAt),
    })),
    family_devices: records.familyDevices.map(toFamilyDevice),
    hifz_ayahs: records.hifzAyahs.map((row) => ({
      child_id: row.childId,
      surah: row.surah,
      ayah: row.ayah,
      status: row.status,
      due: row.dueOn,
      last_reviewed_at: isoTime(row.lastReviewedAt),
      reviews: row.reviews,
      lapses: row.lapses,
    })),
    child_recitations: records.childRecitations.map((row) => ({
      id: row.id,
      child_id: row.childId,
      surah: row.surah,
      ayah_from: row.ayahFrom,
      ayah_to: row.ayahTo,
      recorded_at: isoTime(row.recordedAt),
      created_at: isoTime(row.createdAt),
      kept: row.kept,
      review_stars: row.reviewStars,
      review_comment: row.reviewComment,
      reviewed_at: isoTime(row.reviewedAt),
      file_url: row.audioUrl,
    })),
  };
}
