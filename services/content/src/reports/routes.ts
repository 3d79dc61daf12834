import {
  type ContentKind,
  type Report,
  familySubscriptionEndedMessage,
  reportEndpoints as endpoints,
  reportMessages,
  todayIso,
} from '@young-minds/contracts';
import type { ContentReportRecord } from '@young-minds/db';
import { composeEmail, mailLanguageOf, mailText } from '@young-minds/mail';
import { HttpError, type RateLimiter, conflict, notFound, requirePrincipal } from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { countOrRefuse } from '../rate-limits';

function toReport(report: ContentReportRecord): Report {
  return {
    id: report.id,
    kind: report.kind as ContentKind,
    itemId: report.itemId,
    itemTitle: report.itemTitle,
    message: report.message,
    reporterName: report.reporterName,
    reporterEmail: report.reporterEmail,
    childName: report.childName,
    status: report.status === 'resolved' ? 'resolved' : 'open',
    reply: report.reply,
    resolvedBy: report.resolverName,
    resolvedAt: report.resolvedAt ? report.resolvedAt.toISOString() : null,
    created_at: report.createdAt.toISOString(),
  };
}

/** The email to the parent who reported: the admin's reply (or a plain "checked"), in the parent's language. */
function replyEmail(reply: string | null, locale: string | null) {
  return (report: ContentReportRecord) => {
    if (!report.reporterEmail) return null;
    const language = mailLanguageOf(locale);
    const title = report.itemTitle ?? '';
    return composeEmail({
      to: report.reporterEmail,
      language,
      kind: 'report-reply',
      subject: mailText(language, 'report.reply.subject', { title }).slice(0, 255),
      heading: mailText(language, 'report.reply.heading', { name: report.reporterName ?? '' }),
      paragraphs: [
        mailText(language, 'report.reply.intro', { title }),
        ...(reply
          ? reply.split(/\n\s*\n/).map((paragraph) => paragraph.trim())
          : [mailText(language, 'report.reply.noReply')]),
      ].filter(Boolean),
      footer: mailText(language, 'report.reply.footer'),
    });
  };
}

/**
 * Issue 35, "Report a mistake": a family (a parent, or a child with a parent beside them) reports a mistake in an
 * item they can see; admins list and resolve the reports, the reply emailed to the parent.
 */
export function mountReportRoutes(context: ContentContext, limiter: RateLimiter): void {
  const { kit, repos, now } = context;

  /** Whether the caller can see the item: the same audience as the kind's own list (else a 404, as for none). */
  async function visible(kind: ContentKind, id: number, audience: Awaited<ReturnType<typeof contentAudienceOf>>) {
    switch (kind) {
      case 'video':
        return (await repos.videos.findById(id, audience)) !== null;
      case 'book':
        return (await repos.books.findById(id, audience)) !== null;
      case 'quiz':
        return (await repos.quizzes.findById(id, audience)) !== null;
      case 'assignment':
        return (await repos.assignments.findById(id, audience)) !== null;
      case 'activity':
        return (await repos.activities.findPlayable(id, audience)) !== null;
    }
  }

  kit.route(endpoints.send, async ({ body, principal }) => {
    const caller = requirePrincipal(principal);
    const me = await repos.users.findById(caller.id);
    const parentId = caller.role === 'child' ? (me?.parentId ?? null) : caller.id;
    if (parentId === null) throw notFound(reportMessages.itemNotFound);
    // A child's family is checked on every call (the subscription gate); a parent's here.
    if (
      caller.role === 'parent' &&
      !(await repos.familyAccess.familyHasActiveSubscription(caller.id, todayIso(now())))
    ) {
      throw new HttpError(403, familySubscriptionEndedMessage);
    }
    if (!(await visible(body.kind, body.id, await contentAudienceOf(repos, caller)))) {
      throw notFound(reportMessages.itemNotFound);
    }
    await countOrRefuse(limiter, `family:${parentId}`, reportMessages.tooMany);
    await repos.contentReports.create({
      kind: body.kind,
      itemId: body.id,
      parentId,
      childId: caller.role === 'child' ? caller.id : null,
      message: body.message,
    });
    return { message: reportMessages.received };
  });

  kit.route(endpoints.list, async ({ query }) => {
    const { page, pageSize, status } = query;
    const { rows, total } = await repos.contentReports.list({ page, pageSize, status });
    return { data: rows.map(toReport), total, page, pageSize };
  });

  kit.route(endpoints.resolve, async ({ params, body, principal, log }) => {
    const admin = requirePrincipal(principal);
    const found = await repos.contentReports.findById(params.id);
    if (!found) throw notFound(reportMessages.notFound);
    const parent = await repos.users.findById(found.parentId);
    const result = await repos.contentReports.resolve(
      params.id,
      { adminId: admin.id, reply: body.reply },
      replyEmail(body.reply, parent?.locale ?? null),
    );
    if (!result.ok) {
      throw result.reason === 'notFound' ? notFound(reportMessages.notFound) : conflict(reportMessages.alreadyResolved);
    }
    log.info({ reportId: params.id }, 'report resolved');
    return toReport(result.report);
  });
}
