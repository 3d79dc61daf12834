import {
  type ReviewDetail,
  contentKinds,
  duaMessages,
  reviewEndpoints as endpoints,
  reviewMessages,
} from '@young-minds/contracts';
import type { ReviewActionResult, ReviewDetailRecord } from '@young-minds/db';
import { HttpError, conflict, forbidden, notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { applyRevision, saveSources } from './revisions';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The changed fields of a revision under the contract's names (`categoryIds` → `category_ids`). */
function contractNames(patch: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]),
  );
}

function toReviewDetail(detail: ReviewDetailRecord, callerId: number): ReviewDetail {
  return {
    kind: detail.kind,
    id: detail.id,
    title: detail.title,
    review: detail.review,
    sources: detail.sources,
    authorName: detail.authorName,
    byYou: (detail.revision ? detail.revision.authorId : detail.authorId) === callerId,
    revision: detail.revision
      ? {
          fields: contractNames(detail.revision.patch),
          sources: detail.revision.sources,
          authorName: detail.revision.authorName,
          submittedAt: iso(detail.revision.submittedAt),
        }
      : null,
    history: detail.history,
  };
}

/** A refusal of the review repository as its answer (403 for the author, 409 for the wrong state). */
function refused(result: Extract<ReviewActionResult, { ok: false }>): HttpError {
  switch (result.reason) {
    case 'notFound':
      return notFound(reviewMessages.notFound);
    case 'ownItem':
      return forbidden(reviewMessages.ownItem);
    case 'alreadyInReview':
      return conflict(reviewMessages.alreadyInReview);
    case 'notInReview':
      return conflict(reviewMessages.notInReview);
  }
}

/**
 * `/api/admin/review`: issue 35's scholar review. Any admin submits and sets sources; only a reviewer
 * (`users.reviewer`) who did not write the item (or its waiting revision) approves or sends it back.
 */
export function mountContentReviewRoutes(context: ContentContext): void {
  const { kit, repos } = context;
  const reviews = repos.contentReviews;

  async function requireReviewer(adminId: number): Promise<void> {
    const admin = await repos.users.findById(adminId);
    if (!admin?.reviewer) throw forbidden(reviewMessages.notReviewer);
  }

  kit.route(endpoints.queue, async ({ query, principal }) => {
    const admin = requirePrincipal(principal);
    const { page, pageSize, status } = query;
    const { rows, total } = await reviews.queue({ page, pageSize, status });
    return {
      data: rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        title: row.title,
        status: row.status,
        isRevision: row.isRevision,
        authorName: row.authorName,
        byYou: row.authorId === admin.id,
        submittedAt: iso(row.submittedAt),
      })),
      total,
      page,
      pageSize,
    };
  });

  kit.route(endpoints.detail, async ({ params, principal }) => {
    const admin = requirePrincipal(principal);
    const detail = await reviews.detail(params.kind, params.id);
    if (!detail) throw notFound(reviewMessages.notFound);
    return toReviewDetail(detail, admin.id);
  });

  kit.route(endpoints.submit, async ({ params, principal }) => {
    const admin = requirePrincipal(principal);
    const result = await reviews.submit(params.kind, params.id, admin.id);
    if (!result.ok) throw refused(result);
    return { message: reviewMessages.submitted, review: result.review };
  });

  kit.route(endpoints.approve, async ({ params, body, principal, log }) => {
    const admin = requirePrincipal(principal);
    await requireReviewer(admin.id);
    // Issue 36: a kind whose registry entry says so (a dua: religious text a child repeats) is approved only with
    // its sources (its revision's, when an edit of a published item changes them).
    if ('approvalNeedsSource' in contentKinds[params.kind]) {
      const detail = await reviews.detail(params.kind, params.id);
      const sources = detail?.revision?.sources ?? detail?.sources;
      if (detail && sources?.length === 0) throw conflict(duaMessages.sourceRequired);
    }
    const result = await reviews.approve(params.kind, params.id, admin.id, body.note);
    if (!result.ok) throw refused(result);
    if (result.applied) await applyRevision(context, log, params.kind, params.id, result.applied);
    log.info({ kind: params.kind, id: params.id, revision: Boolean(result.applied) }, 'content approved');
    return { message: reviewMessages.approved, review: result.review };
  });

  kit.route(endpoints.requestChanges, async ({ params, body, principal }) => {
    const admin = requirePrincipal(principal);
    await requireReviewer(admin.id);
    const result = await reviews.requestChanges(params.kind, params.id, admin.id, body.note);
    if (!result.ok) throw refused(result);
    return { message: reviewMessages.changesRequested, review: result.review };
  });

  kit.route(endpoints.saveSources, async ({ params, body, principal }) => {
    const admin = requirePrincipal(principal);
    const detail = await saveSources(repos, params.kind, params.id, body.sources, admin.id);
    if (!detail) throw notFound(reviewMessages.notFound);
    return { message: reviewMessages.sourcesSaved, review: detail.review };
  });
}
