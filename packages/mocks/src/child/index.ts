import {
  type AssignmentSubmission,
  type ProgressItem,
  assignmentMessages,
  assignmentSubmissionFileField,
  bookmarkPage,
  endpoints,
  progressMessages,
} from '@young-minds/contracts';
import { mockKindOf } from '../admin/kinds';
import { adminMockState } from '../admin/state';
import { checkUploads, MockHttpError, mockRoute, pageOfItems, replayableMockRoute, storeUpload, rowById } from '../kit';
import { familySubmissions, progressReportOf } from '../parent/fixtures';
import { parentMockState } from '../parent/state';
import { childMockState } from './state';

const itemsOf = (childId: number) => {
  const items = childMockState.items.get(childId) ?? [];
  childMockState.items.set(childId, items);
  return items;
};

/** The title of a content item, or the service's 404 for one that does not exist. */
export function titleOf(contentType: ProgressItem['contentType'], contentId: number): string {
  return rowById(mockKindOf(contentType).rows(), contentId, progressMessages.contentNotFound[contentType]).title;
}

/**
 * Upserts the child's item (most recent first); `completed` is sticky, as in the service. A completion (a worksheet
 * handed in, a quiz or an activity played) names only the item and its score.
 */
export function recordProgressItem(
  childId: number,
  change: Pick<ProgressItem, 'contentType' | 'contentId'> &
    Partial<Pick<ProgressItem, 'positionSeconds' | 'bookmark' | 'completed' | 'score'>>,
): ProgressItem {
  const items = itemsOf(childId);
  const index = items.findIndex(
    (item) => item.contentType === change.contentType && item.contentId === change.contentId,
  );
  const before = index >= 0 ? items.splice(index, 1)[0] : undefined;
  const item: ProgressItem = {
    id: before?.id ?? childMockState.nextId++,
    title: titleOf(change.contentType, change.contentId),
    positionSeconds: null,
    bookmark: null,
    score: null,
    ...change,
    completed: Boolean(before?.completed) || (change.completed ?? true),
    lastSeenAt: new Date().toISOString(),
  };
  items.unshift(item);
  return item;
}

/** Every submission of the mock: the fixtures' (with the reviews given since) and those handed in now, newest first. */
function allSubmissions(): AssignmentSubmission[] {
  const names = new Map(parentMockState.children.map((child) => [child.id, child.name]));
  const fixtures = familySubmissions().map(({ assignmentTitle: _title, ...submission }): AssignmentSubmission => ({
    ...submission,
    childName: names.get(submission.childId) ?? null,
  }));
  return [...childMockState.submissions, ...fixtures]
    .map((submission) => ({ ...submission, review: parentMockState.reviews.get(submission.id) ?? submission.review }))
    .sort((a, b) => b.submitted_at.localeCompare(a.submitted_at) || b.id - a.id);
}

const assignmentOf = (id: number) => rowById(adminMockState.assignments, id, assignmentMessages.notFound);

/**
 * As the service's `completionRules`: a PDF or Word book is finished on its last page (the mock keeps no video
 * lengths: a video's claim is taken, as the service takes one whose length it could not read).
 */
function plausibleCompletion(body: { contentType: string; contentId: number; bookmark?: string | undefined }) {
  if (body.contentType !== 'book') return true;
  const book = adminMockState.books.find((row) => row.id === body.contentId);
  if (!book || (book.format !== 'pdf' && book.format !== 'docx')) return true;
  const page = bookmarkPage(body.bookmark);
  return page !== null && page >= book.pages;
}

/**
 * The child area's progress and learning-time calls, answered for the logged-in child as the content service does
 * (quiz submissions and attempts: `../child-server/quizzes.ts`).
 */
export const childHandlers = [
  replayableMockRoute(endpoints.progress.record, ({ body, user }) => {
    const before = itemsOf(user!.id).find(
      (item) => item.contentType === body.contentType && item.contentId === body.contentId,
    );
    return recordProgressItem(user!.id, {
      contentType: body.contentType,
      contentId: body.contentId,
      positionSeconds: body.contentType === 'video' ? (body.positionSeconds ?? before?.positionSeconds ?? 0) : null,
      // As the service: a book keeps its last bookmark when a save sends none (e.g. only `completed`).
      bookmark: body.contentType === 'book' ? (body.bookmark ?? before?.bookmark ?? null) : null,
      completed: body.completed === true && plausibleCompletion(body),
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

  // As the content service: a photo, a PDF/DOC(X) and/or text; the worksheet then counts as completed.
  replayableMockRoute(endpoints.assignments.submit, async ({ params, body, files, user }) => {
    // The service's order: nothing handed in (400), an assignment the child cannot see (404), then the file's kind (415).
    if (!files[assignmentSubmissionFileField] && body.text === null)
      throw new MockHttpError(400, assignmentMessages.emptySubmission);
    assignmentOf(params.id);
    const file = (
      await checkUploads(files, { [assignmentSubmissionFileField]: { kind: 'submission', label: 'Your file' } })
    )[assignmentSubmissionFileField];
    const submission: AssignmentSubmission = {
      id: childMockState.nextId++,
      assignmentId: params.id,
      childId: user!.id,
      childName: user!.name,
      text: body.text,
      fileUrl: file ? storeUpload(file) : null,
      submitted_at: new Date().toISOString(),
      review: null,
    };
    childMockState.submissions.push(submission);
    recordProgressItem(user!.id, { contentType: 'assignment', contentId: params.id });
    return { message: assignmentMessages.submitted, submission };
  }),

  // An admin sees every submission, the parent their children's, a child their own.
  mockRoute(endpoints.assignments.listSubmissions, ({ params, query, user }) => {
    assignmentOf(params.id);
    const family = new Set(parentMockState.children.map((child) => child.id));
    const visible = allSubmissions().filter(
      (submission) =>
        submission.assignmentId === params.id &&
        (user!.role === 'admin' ||
          (user!.role === 'parent' ? family.has(submission.childId) : submission.childId === user!.id)),
    );
    return pageOfItems(visible, query.page, query.pageSize);
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
