import { type ProgressItem, endpoints, progressMessages } from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { MockHttpError, mockRoute, pageOfItems } from '../kit';
import { progressReportOf } from '../parent/fixtures';
import { childMockState } from './state';

const itemsOf = (childId: number) => {
  const items = childMockState.items.get(childId) ?? [];
  childMockState.items.set(childId, items);
  return items;
};

/** The title of a content item, or the service's 404 for one that does not exist. */
function titleOf(contentType: ProgressItem['contentType'], contentId: number): string {
  const rows: ReadonlyArray<{ id: number; title: string }> = {
    video: adminMockState.videos,
    book: adminMockState.books,
    quiz: adminMockState.quizzes,
    assignment: adminMockState.assignments,
  }[contentType];
  const row = rows.find((candidate) => candidate.id === contentId);
  if (!row) throw new MockHttpError(404, progressMessages.contentNotFound[contentType]);
  return row.title;
}

/** Upserts the child's item (most recent first); `completed` is sticky, as in the service. */
function touch(childId: number, change: Omit<ProgressItem, 'id' | 'title' | 'lastSeenAt'>): ProgressItem {
  const items = itemsOf(childId);
  const index = items.findIndex(
    (item) => item.contentType === change.contentType && item.contentId === change.contentId,
  );
  const before = index >= 0 ? items.splice(index, 1)[0] : undefined;
  const item: ProgressItem = {
    id: before?.id ?? childMockState.nextId++,
    title: titleOf(change.contentType, change.contentId),
    ...change,
    completed: Boolean(before?.completed) || change.completed,
    lastSeenAt: new Date().toISOString(),
  };
  items.unshift(item);
  return item;
}

/**
 * The child area's progress and learning-time calls, answered for the logged-in child as the content service does
 * (quiz submissions and attempts: `../child-server/quizzes.ts`).
 */
export const childHandlers = [
  mockRoute(endpoints.progress.record, ({ body, user }) => {
    const before = itemsOf(user!.id).find(
      (item) => item.contentType === body.contentType && item.contentId === body.contentId,
    );
    return touch(user!.id, {
      contentType: body.contentType,
      contentId: body.contentId,
      positionSeconds: body.contentType === 'video' ? (body.positionSeconds ?? before?.positionSeconds ?? 0) : null,
      completed: body.completed ?? false,
      score: null,
    });
  }),

  mockRoute(endpoints.progress.mine, ({ user }) => {
    const report = progressReportOf({ id: user!.id, name: user!.name });
    return { ...report, recent: itemsOf(user!.id).slice(0, 10) };
  }),

  mockRoute(endpoints.progress.myItems, ({ query, user }) => {
    const items = itemsOf(user!.id).filter((item) => !query.contentType || item.contentType === query.contentType);
    return pageOfItems(items, query.page, query.pageSize);
  }),

  mockRoute(endpoints.learningTime.heartbeat, ({ body, user }) => {
    if (body.contentType !== undefined && body.contentId !== undefined) titleOf(body.contentType, body.contentId);
    const now = Date.now();
    const last = childMockState.lastBeat.get(user!.id);
    const gap = last === undefined ? Infinity : (now - last) / 1000;
    // The service's rules, simplified: a beat within a minute credits the time since the last one.
    const credited = gap <= 60 ? Math.round(gap) : 0;
    childMockState.lastBeat.set(user!.id, now);
    const today = (childMockState.todaySeconds.get(user!.id) ?? 0) + credited;
    childMockState.todaySeconds.set(user!.id, today);
    return { creditedSeconds: credited, todaySeconds: today };
  }),
];
