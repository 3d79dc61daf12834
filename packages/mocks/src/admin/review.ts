import type { HttpHandler } from 'msw';
import {
  type ContentKind,
  type ItemReview,
  type ReviewEvent,
  type Source,
  contentKindIds,
  reviewEndpoints as endpoints,
  reviewMessages,
} from '@young-minds/contracts';
import { mockAccounts } from '../fixtures';
import { fail, mockRoute, mockStore, pageOfItems } from '../kit';
import { mockKindOf } from './kinds';
import { isMockReviewer, mockAdminName } from './team';

type Reviewed = { id: number; title: string; sources: Source[]; review: ItemReview };

/** The fixtures' one item waiting for review: the scholar's draft activity (`inReview` in activity-fixtures.ts). */
const waiting = { key: 'activity:306', by: mockAccounts.reviewer.user, at: '2026-11-27T10:00:00.000Z' };

/**
 * Issue 35 in QA mode: who wrote each item (none: the bootstrap admin) and its history; the scholar's item waits,
 * so QA's Review queue is not empty and the demo admin may decide on it.
 */
export const [reviewMockState, resetReviewMockState] = mockStore(() => ({
  authors: new Map([[waiting.key, waiting.by.id]]),
  submittedAt: new Map([[waiting.key, waiting.at]]),
  history: new Map<string, ReviewEvent[]>([
    [waiting.key, [{ action: 'submitted', by: waiting.by.name, note: null, at: waiting.at }]],
  ]),
}));

const keyOf = (kind: ContentKind, id: number) => `${kind}:${id}`;
const rowOf = (kind: ContentKind, id: number) =>
  mockKindOf(kind)
    .rows()
    .find((row) => row.id === id) as Reviewed | undefined;

/** A line of an item's history (the reports' resolve writes one too). */
export function recordReviewEvent(kind: ContentKind, id: number, event: Omit<ReviewEvent, 'at'>): void {
  const key = keyOf(kind, id);
  reviewMockState.history.set(key, [
    ...(reviewMockState.history.get(key) ?? []),
    { ...event, at: new Date().toISOString() },
  ]);
}

/** The item of the path, an admin's action on it recorded; the service's 404 otherwise. */
function act(kind: ContentKind, id: number, userId: number, action: ReviewEvent['action'], note: string | null) {
  const row = rowOf(kind, id);
  if (!row) return fail(404, reviewMessages.notFound);
  recordReviewEvent(kind, id, { action, by: mockAdminName(userId), note });
  return row;
}

/** A reviewer's check: 403 for a non-reviewer or the author, 409 when it does not wait. */
function refusal(kind: ContentKind, row: Reviewed, userId: number): Response | null {
  if (!isMockReviewer(userId)) return fail(403, reviewMessages.notReviewer);
  if (row.review.status !== 'in_review') return fail(409, reviewMessages.notInReview);
  if ((reviewMockState.authors.get(keyOf(kind, row.id)) ?? 1) === userId) return fail(403, reviewMessages.ownItem);
  return null;
}

/** The review calls, as the content service answers them (the mocks edit published items in place: no revisions). */
export function reviewHandlers(): HttpHandler[] {
  return [
    mockRoute(endpoints.queue, ({ query, user }) => {
      const status = query.status ?? 'in_review';
      const waiting = contentKindIds.flatMap((kind) =>
        (mockKindOf(kind).rows() as Reviewed[])
          .filter((row) => row.review.status === status)
          .map((row) => {
            const authorId = reviewMockState.authors.get(keyOf(kind, row.id)) ?? 1;
            const submittedAt = reviewMockState.submittedAt.get(keyOf(kind, row.id)) ?? null;
            return {
              kind,
              id: row.id,
              title: row.title,
              status,
              isRevision: false,
              submittedAt,
              byYou: authorId === user?.id,
              authorName: mockAdminName(authorId),
            };
          }),
      );
      return pageOfItems(waiting, query.page, query.pageSize);
    }),
    mockRoute(endpoints.detail, ({ params, user }) => {
      const row = rowOf(params.kind, params.id);
      if (!row) return fail(404, reviewMessages.notFound);
      const authorId = reviewMockState.authors.get(keyOf(params.kind, row.id)) ?? 1;
      return {
        kind: params.kind,
        id: row.id,
        title: row.title,
        review: row.review,
        sources: row.sources,
        authorName: mockAdminName(authorId),
        byYou: authorId === user?.id,
        revision: null,
        history: reviewMockState.history.get(keyOf(params.kind, row.id)) ?? [],
      };
    }),
    mockRoute(endpoints.submit, ({ params, user }) => {
      const row = rowOf(params.kind, params.id);
      if (!row) return fail(404, reviewMessages.notFound);
      if (row.review.status === 'in_review') return fail(409, reviewMessages.alreadyInReview);
      if (row.review.status === 'published') return fail(409, reviewMessages.notInReview);
      act(params.kind, params.id, user!.id, 'submitted', null);
      reviewMockState.submittedAt.set(keyOf(params.kind, row.id), new Date().toISOString());
      row.review = { ...row.review, status: 'in_review' };
      return { message: reviewMessages.submitted, review: row.review };
    }),
    mockRoute(endpoints.approve, ({ params, body, user }) => {
      const row = rowOf(params.kind, params.id);
      if (!row) return fail(404, reviewMessages.notFound);
      const refused = refusal(params.kind, row, user!.id);
      if (refused) return refused;
      act(params.kind, params.id, user!.id, 'approved', body.note);
      const reviewedBy = mockAdminName(user!.id);
      row.review = {
        ...row.review,
        status: 'published',
        reviewedBy,
        reviewedAt: new Date().toISOString(),
        note: body.note,
      };
      return { message: reviewMessages.approved, review: row.review };
    }),
    mockRoute(endpoints.requestChanges, ({ params, body, user }) => {
      const row = rowOf(params.kind, params.id);
      if (!row) return fail(404, reviewMessages.notFound);
      const refused = refusal(params.kind, row, user!.id);
      if (refused) return refused;
      act(params.kind, params.id, user!.id, 'changes_requested', body.note);
      row.review = { ...row.review, status: 'changes_requested', note: body.note };
      return { message: reviewMessages.changesRequested, review: row.review };
    }),
    mockRoute(endpoints.saveSources, ({ params, body, user }) => {
      const row = act(params.kind, params.id, user!.id, 'sources_changed', null);
      if (row instanceof Response) return row;
      row.sources = body.sources;
      return { message: reviewMessages.sourcesSaved, review: row.review };
    }),
  ];
}
