import {
  type AdminMember,
  type ContentKind,
  type ItemReview,
  type Report,
  type ReviewDetail,
  type ReviewQueueItem,
  adminTeamEndpoints,
  adminTeamMessages,
  reportEndpoints,
  reportMessages,
  reviewEndpoints,
  reviewMessages,
} from '@young-minds/contracts';
import { MockHttpError, mockRoute, pageOfItems } from '@young-minds/mocks';

/**
 * Issue 35's calls as the admin area's tests answer them until `packages/mocks` carries them (the back end's
 * helper writes those): the team, the review queue and its items, and the reports, kept in `reviewTestState`
 * and reset before each test. `setUpMockServer` (testing.tsx) puts these handlers first; a test adds its own
 * failures with `server.use` as usual. Delete this file once the shared mocks answer these calls.
 */

const caller = { id: 1, name: 'Admin' };

const reviewed = (status: ItemReview['status'], revisionStatus: ItemReview['status'] | null = null): ItemReview => ({
  status,
  reviewedBy: status === 'published' ? 'Admin' : null,
  reviewedAt: status === 'published' ? '2026-10-01T09:00:00.000Z' : null,
  note: null,
  revisionStatus,
});

function initialState() {
  const admins: AdminMember[] = [
    {
      id: 1,
      name: 'Admin',
      email: 'admin@youngminds.local',
      reviewer: true,
      invited: false,
      isYou: true,
      created_at: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 7,
      name: 'Shaykh Hamza',
      email: 'hamza@youngminds.local',
      reviewer: true,
      invited: false,
      isYou: false,
      created_at: '2026-02-01T00:00:00.000Z',
    },
    {
      id: 8,
      name: 'Maryam Noor',
      email: 'maryam@youngminds.local',
      reviewer: false,
      invited: true,
      isYou: false,
      created_at: '2026-11-20T00:00:00.000Z',
    },
  ];
  const items: ReviewDetail[] = [
    {
      kind: 'quiz',
      id: 31,
      title: 'Stories of the Prophets',
      review: reviewed('in_review'),
      sources: [{ type: 'quran', surah: 12, ayahFrom: 4, ayahTo: 6 }],
      authorName: 'Shaykh Hamza',
      byYou: false,
      revision: null,
      history: [{ action: 'submitted', by: 'Shaykh Hamza', note: null, at: '2026-11-27T10:00:00.000Z' }],
    },
    {
      kind: 'video',
      id: 1,
      title: 'The Story of Prophet Yunus',
      review: reviewed('published', 'in_review'),
      sources: [{ type: 'quran', surah: 21, ayahFrom: 87, ayahTo: 88 }],
      authorName: 'Admin',
      byYou: true,
      revision: {
        fields: { title: 'The Story of Prophet Yunus (AS)' },
        sources: [
          { type: 'quran', surah: 21, ayahFrom: 87, ayahTo: 88 },
          { type: 'hadith', collection: 'Sahih al-Bukhari', number: '3395', grading: 'sahih' },
        ],
        authorName: 'Admin',
        submittedAt: '2026-11-26T09:30:00.000Z',
      },
      history: [
        { action: 'approved', by: 'Admin', note: null, at: '2026-10-01T09:00:00.000Z' },
        { action: 'submitted', by: 'Admin', note: null, at: '2026-11-26T09:30:00.000Z' },
      ],
    },
    {
      kind: 'book',
      id: 4,
      title: 'Manners of the Masjid',
      review: reviewed('changes_requested'),
      sources: [{ type: 'book', title: 'Riyad as-Salihin', author: 'an-Nawawi', page: '42' }],
      authorName: 'Maryam Noor',
      byYou: false,
      revision: null,
      history: [
        { action: 'submitted', by: 'Maryam Noor', note: null, at: '2026-11-20T08:00:00.000Z' },
        {
          action: 'changes_requested',
          by: 'Shaykh Hamza',
          note: 'Please add the hadith number.',
          at: '2026-11-21T08:00:00.000Z',
        },
      ],
    },
    {
      kind: 'activity',
      id: 12,
      title: 'Wudu steps',
      review: reviewed('draft'),
      sources: [],
      authorName: 'Admin',
      byYou: true,
      revision: null,
      history: [],
    },
  ];
  const submittedAt: Record<string, string> = {
    'quiz:31': '2026-11-27T10:00:00.000Z',
    'video:1': '2026-11-26T09:30:00.000Z',
  };
  const reports: Report[] = [
    {
      id: 2,
      kind: 'quiz',
      itemId: 31,
      itemTitle: 'Stories of the Prophets',
      message: 'Question 3 gives the wrong surah.',
      reporterName: 'Fatima Khan',
      reporterEmail: 'parent@example.com',
      childName: 'Yusuf',
      status: 'open',
      reply: null,
      resolvedBy: null,
      resolvedAt: null,
      created_at: '2026-11-27T16:00:00.000Z',
    },
    {
      id: 1,
      kind: 'video',
      itemId: 1,
      itemTitle: 'The Story of Prophet Yunus',
      message: 'The ayah number on screen is off by one.',
      reporterName: 'Fatima Khan',
      reporterEmail: 'parent@example.com',
      childName: null,
      status: 'resolved',
      reply: 'Thank you, it is corrected.',
      resolvedBy: 'Shaykh Hamza',
      resolvedAt: '2026-11-02T10:00:00.000Z',
      created_at: '2026-11-01T10:00:00.000Z',
    },
  ];
  return { admins, items, submittedAt, reports, nextAdminId: 20, invitedToken: 'invite-token-123' };
}

export let reviewTestState = initialState();

export function resetReviewTestState() {
  reviewTestState = initialState();
}

const keyOf = (kind: ContentKind, id: number) => `${kind}:${id}`;

function itemOf(kind: ContentKind, id: number): ReviewDetail {
  const item = reviewTestState.items.find((entry) => entry.kind === kind && entry.id === id);
  if (!item) throw new MockHttpError(404, reviewMessages.notFound);
  return item;
}

/** An item of the shared content mocks (a form's), known here from its first sources or submission on. */
function itemOrDraft(kind: ContentKind, id: number): ReviewDetail {
  const known = reviewTestState.items.find((entry) => entry.kind === kind && entry.id === id);
  if (known) return known;
  const item: ReviewDetail = {
    kind,
    id,
    title: `${kind} ${id}`,
    review: reviewed('draft'),
    sources: [],
    authorName: caller.name,
    byYou: true,
    revision: null,
    history: [],
  };
  reviewTestState.items.push(item);
  return item;
}

/** The state the queue shows: the waiting revision's, else the item's. */
const shownStatus = (item: ReviewDetail) => item.review.revisionStatus ?? item.review.status;

function queueRow(item: ReviewDetail): ReviewQueueItem {
  return {
    kind: item.kind,
    id: item.id,
    title: item.title,
    status: shownStatus(item),
    isRevision: item.review.revisionStatus !== null,
    authorName: item.authorName,
    byYou: item.byYou,
    submittedAt: reviewTestState.submittedAt[keyOf(item.kind, item.id)] ?? null,
  };
}

function isReviewer() {
  return reviewTestState.admins.some((admin) => admin.isYou && admin.reviewer);
}

/** Moves an item in review on: published (its revision becomes the live version) or sent back. */
function decide(item: ReviewDetail, outcome: 'published' | 'changes_requested', note: string | null) {
  if (!isReviewer()) throw new MockHttpError(403, reviewMessages.notReviewer);
  if (item.byYou) throw new MockHttpError(403, reviewMessages.ownItem);
  if (shownStatus(item) !== 'in_review') throw new MockHttpError(409, reviewMessages.notInReview);
  const at = new Date().toISOString();
  if (outcome === 'published') {
    item.review = { status: 'published', reviewedBy: caller.name, reviewedAt: at, note, revisionStatus: null };
    if (item.revision?.sources) item.sources = item.revision.sources;
    item.revision = null;
  } else if (item.review.revisionStatus) item.review = { ...item.review, revisionStatus: 'changes_requested' };
  else item.review = { ...item.review, status: 'changes_requested' };
  item.history.push({ action: outcome === 'published' ? 'approved' : 'changes_requested', by: caller.name, note, at });
  return item.review;
}

export const reviewTestHandlers = [
  mockRoute(adminTeamEndpoints.list, () => reviewTestState.admins),
  mockRoute(adminTeamEndpoints.invite, ({ body }) => {
    if (reviewTestState.admins.some((admin) => admin.email === body.email.toLowerCase()))
      throw new MockHttpError(409, adminTeamMessages.emailTaken);
    const admin: AdminMember = {
      id: reviewTestState.nextAdminId++,
      name: body.name,
      email: body.email.toLowerCase(),
      reviewer: body.reviewer,
      invited: true,
      isYou: false,
      created_at: new Date().toISOString(),
    };
    reviewTestState.admins.push(admin);
    return { message: adminTeamMessages.invited, admin, setupToken: reviewTestState.invitedToken };
  }),
  mockRoute(adminTeamEndpoints.update, ({ params, body }) => {
    const admin = reviewTestState.admins.find((entry) => entry.id === params.id);
    if (!admin) throw new MockHttpError(404, adminTeamMessages.notFound);
    admin.reviewer = body.reviewer;
    return admin;
  }),
  mockRoute(adminTeamEndpoints.remove, ({ params }) => {
    const admin = reviewTestState.admins.find((entry) => entry.id === params.id);
    if (!admin) throw new MockHttpError(404, adminTeamMessages.notFound);
    if (admin.isYou) throw new MockHttpError(409, adminTeamMessages.notYourself);
    reviewTestState.admins = reviewTestState.admins.filter((entry) => entry !== admin);
    return { message: adminTeamMessages.removed };
  }),
  mockRoute(reviewEndpoints.queue, ({ query }) => {
    const status = query.status ?? 'in_review';
    const rows = reviewTestState.items.filter((item) => shownStatus(item) === status).map(queueRow);
    return pageOfItems(rows, query.page, query.pageSize);
  }),
  mockRoute(reviewEndpoints.detail, ({ params }) => itemOf(params.kind, params.id)),
  mockRoute(reviewEndpoints.submit, ({ params }) => {
    const item = itemOrDraft(params.kind, params.id);
    if (shownStatus(item) === 'in_review') throw new MockHttpError(409, reviewMessages.alreadyInReview);
    if (item.review.revisionStatus) item.review = { ...item.review, revisionStatus: 'in_review' };
    else item.review = { ...item.review, status: 'in_review' };
    const at = new Date().toISOString();
    reviewTestState.submittedAt[keyOf(item.kind, item.id)] = at;
    item.history.push({ action: 'submitted', by: caller.name, note: null, at });
    return { message: reviewMessages.submitted, review: item.review };
  }),
  mockRoute(reviewEndpoints.approve, ({ params, body }) => ({
    message: reviewMessages.approved,
    review: decide(itemOf(params.kind, params.id), 'published', body.note ?? null),
  })),
  mockRoute(reviewEndpoints.requestChanges, ({ params, body }) => ({
    message: reviewMessages.changesRequested,
    review: decide(itemOf(params.kind, params.id), 'changes_requested', body.note),
  })),
  mockRoute(reviewEndpoints.saveSources, ({ params, body }) => {
    const item = itemOrDraft(params.kind, params.id);
    item.sources = body.sources;
    return { message: reviewMessages.sourcesSaved, review: item.review };
  }),
  mockRoute(reportEndpoints.list, ({ query }) => {
    const rows = reviewTestState.reports.filter((report) => !query.status || report.status === query.status);
    return pageOfItems(rows, query.page, query.pageSize);
  }),
  mockRoute(reportEndpoints.resolve, ({ params, body }) => {
    const report = reviewTestState.reports.find((entry) => entry.id === params.id);
    if (!report) throw new MockHttpError(404, reportMessages.notFound);
    if (report.status === 'resolved') throw new MockHttpError(409, reportMessages.alreadyResolved);
    Object.assign(report, {
      status: 'resolved',
      reply: body.reply ?? null,
      resolvedBy: caller.name,
      resolvedAt: new Date().toISOString(),
    });
    return report;
  }),
];
