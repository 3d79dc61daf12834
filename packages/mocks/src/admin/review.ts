import type { HttpHandler } from 'msw';
import {
  type ContentKind,
  type ItemReview,
  type ReviewEvent,
  type Source,
  contentKindIds,
  contentKinds,
  duaMessages,
  reviewEndpoints as endpoints,
  reviewMessages,
} from '@young-minds/contracts';
import { mockAccounts } from '../fixtures';
import { MockHttpError, mockRoute, mockStore, pageOfItems, rowById } from '../kit';
import { mockKindOf } from './kinds';
import { isMockReviewer, mockAdminName } from './team';

type Reviewed = { id: number; title: string; sources: Source[]; review: ItemReview };

/** The fixtures' one item waiting for review: the scholar's draft activity (activity-fixtures.ts). */
const waiting = { key: 'activity:407', by: mockAccounts.reviewer.user, at: '2026-11-27T10:00:00.000Z' };

/**
 * Issue 35 in QA mode: who wrote each item (none: the bootstrap admin) and its history; the scholar's item waits,
 * so QA's Review queue is not empty and the demo admin may decide on it.
 */
export const [reviewMockState] = mockStore(() => ({
  authors: new Map([[waiting.key, waiting.by.id]]),
  submittedAt: new Map([[waiting.key, waiting.at]]),
  history: new Map<string, ReviewEvent[]>([
    [waiting.key, [{ action: 'submitted', by: waiting.by.name, note: null, at: waiting.at }]],
  ]),
}));

const keyOf = (kind: ContentKind, id: number) => `${kind}:${id}`;
/** The item of the path, or the service's 404. */
const rowOf = (kind: ContentKind, id: number) =>
  rowById(mockKindOf(kind).rows() as Reviewed[], id, reviewMessages.notFound);
/** Who wrote an item (the fixtures: the bootstrap admin). */
const authorOf = (kind: ContentKind, id: number) => reviewMockState.authors.get(keyOf(kind, id)) ?? 1;

/** A line of an item's history (the reports' resolve writes one too). */
export function recordReviewEvent(kind: ContentKind, id: number, event: Omit<ReviewEvent, 'at'>): void {
  const key = keyOf(kind, id);
  reviewMockState.history.set(key, [
    ...(reviewMockState.history.get(key) ?? []),
    { ...event, at: new Date().toISOString() },
  ]);
}

/**
 * A reviewer's decision on the item of the path, recorded: 403 for a non-reviewer, 409 when it does not wait, 403
 * for its author. Returns the review as it is after `change`.
 */
function decide(
  { kind, id }: { kind: ContentKind; id: number },
  userId: number,
  action: 'approved' | 'changes_requested',
  note: string | null,
  change: Partial<ItemReview>,
): ItemReview {
  const row = rowOf(kind, id);
  if (!isMockReviewer(userId)) throw new MockHttpError(403, reviewMessages.notReviewer);
  // Issue 36: a kind whose registry entry says so (a dua) is approved only with its sources, as the service checks.
  if (action === 'approved' && 'approvalNeedsSource' in contentKinds[kind] && row.sources.length === 0)
    throw new MockHttpError(409, duaMessages.sourceRequired);
  if (row.review.status !== 'in_review') throw new MockHttpError(409, reviewMessages.notInReview);
  if (authorOf(kind, id) === userId) throw new MockHttpError(403, reviewMessages.ownItem);
  recordReviewEvent(kind, id, { action, by: mockAdminName(userId), note });
  row.review = { ...row.review, ...change, note };
  return row.review;
}

/** The review calls, as the content service answers them (the mocks edit published items in place: no revisions). */
export function reviewHandlers(): HttpHandler[] {
  return [
    mockRoute(endpoints.queue, ({ query, user }) => {
      const status = query.status ?? 'in_review';
      const waiting = contentKindIds.flatMap((kind) =>
        (mockKindOf(kind).rows() as Reviewed[])
          .filter((row) => row.review.status === status)
          .map((row) => ({
            kind,
            id: row.id,
            title: row.title,
            status,
            isRevision: false,
            submittedAt: reviewMockState.submittedAt.get(keyOf(kind, row.id)) ?? null,
            byYou: authorOf(kind, row.id) === user?.id,
            authorName: mockAdminName(authorOf(kind, row.id)),
          })),
      );
      return pageOfItems(waiting, query.page, query.pageSize);
    }),
    mockRoute(endpoints.detail, ({ params: { kind, id }, user }) => {
      const { title, review, sources } = rowOf(kind, id);
      const authorId = authorOf(kind, id);
      const history = reviewMockState.history.get(keyOf(kind, id)) ?? [];
      const byYou = authorId === user?.id;
      return { kind, id, title, review, sources, authorName: mockAdminName(authorId), byYou, revision: null, history };
    }),
    mockRoute(endpoints.submit, ({ params: { kind, id }, user }) => {
      const row = rowOf(kind, id);
      if (row.review.status === 'in_review') throw new MockHttpError(409, reviewMessages.alreadyInReview);
      if (row.review.status === 'published') throw new MockHttpError(409, reviewMessages.notInReview);
      recordReviewEvent(kind, id, { action: 'submitted', by: mockAdminName(user!.id), note: null });
      reviewMockState.submittedAt.set(keyOf(kind, id), new Date().toISOString());
      row.review = { ...row.review, status: 'in_review' };
      return { message: reviewMessages.submitted, review: row.review };
    }),
    mockRoute(endpoints.approve, ({ params, body, user }) => {
      const review = decide(params, user!.id, 'approved', body.note, {
        status: 'published',
        reviewedBy: mockAdminName(user!.id),
        reviewedAt: new Date().toISOString(),
      });
      return { message: reviewMessages.approved, review };
    }),
    mockRoute(endpoints.requestChanges, ({ params, body, user }) => {
      const review = decide(params, user!.id, 'changes_requested', body.note, { status: 'changes_requested' });
      return { message: reviewMessages.changesRequested, review };
    }),
    mockRoute(endpoints.saveSources, ({ params: { kind, id }, body, user }) => {
      const row = rowOf(kind, id);
      recordReviewEvent(kind, id, { action: 'sources_changed', by: mockAdminName(user!.id), note: null });
      row.sources = body.sources;
      return { message: reviewMessages.sourcesSaved, review: row.review };
    }),
  ];
}
