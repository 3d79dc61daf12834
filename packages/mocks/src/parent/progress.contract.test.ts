import {
  childSubmissionSchema,
  dashboardSchema,
  errorBodySchema,
  familyProgressEndpoints,
  familyProgressMessages,
  unsetLanguagePreferences,
} from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { mockState, resetMockState } from '../state';
import { linkFilesAsObjectUrls } from './files';
import { familyChildren, historyOf, learningTimeOf, progressReportOf } from './fixtures';

const parentToken = mockToken(mockAccounts.parent.user);
const childToken = mockToken(mockAccounts.child.user);
const otherParent = {
  id: 4,
  name: 'Omar Siddiqui',
  email: 'omar.siddiqui@example.com',
  role: 'parent',
  avatar: null,
  username: null,
  preferences: unsetLanguagePreferences,
} as const;
const otherParentToken = mockToken(otherParent);

describe('progress fixtures agree with each other', () => {
  it('when the month is read, then every history row parses and every day with an item has learning time', () => {
    for (const child of familyChildren) {
      const history = historyOf(child.id);
      expect(history).toHaveLength(
        progressReportOf(child).summary.byKind.video.started +
          progressReportOf(child).summary.byKind.book.started +
          progressReportOf(child).summary.byKind.quiz.started +
          progressReportOf(child).summary.byKind.activity.started +
          history.filter((item) => item.contentType === 'assignment').length,
      );
      const days = new Set(learningTimeOf(child.id).map((row) => row.day));
      for (const item of history) {
        expect(familyProgressEndpoints.history.response.shape.data.element.parse(item)).toEqual(item);
        expect(days).toContain(item.lastSeenAt.slice(0, 10));
      }
    }
  });
});

describe('progress handlers answer like the content service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => mockState.accounts.set(otherParent.email, { password: 'omar1234', user: { ...otherParent } }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(method: 'GET' | 'PUT', path: string, options: { token?: string | null; body?: unknown } = {}) {
    const token = options.token === undefined ? parentToken : options.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : undefined;
    return { status: response.status, headers: response.headers, text, body: json };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  it('when the parent opens the dashboard, then it parses with a card per child; a child is refused', async () => {
    const answer = await call('GET', '/api/progress/dashboard');
    const dashboard = dashboardSchema.parse(answer.body);
    expect(dashboard.children.map((child) => child.name)).toEqual(['Yusuf', 'Maryam', 'Hamza']);
    const yusuf = dashboard.children[0]!;
    expect(yusuf.minutesPerDay).toHaveLength(14);
    // The week's minutes are the sum of the learning-time rows from Monday on.
    const fromMonday = learningTimeOf(3).filter((row) => row.day >= dashboard.weekStart);
    expect(yusuf.thisWeekMinutes).toBe(Math.floor(fromMonday.reduce((sum, row) => sum + row.seconds, 0) / 60));
    expect(dashboard.recentActivity[0]!.at >= dashboard.recentActivity.at(-1)!.at).toBe(true);
    const empty = dashboardSchema.parse(
      (await call('GET', '/api/progress/dashboard', { token: otherParentToken })).body,
    );
    expect(empty.children).toEqual([]);
    expectError(await call('GET', '/api/progress/dashboard', { token: childToken }), 403);
  });

  it("when the history is filtered, then only matching rows come back; a reversed period is a 400; another family's child a 403", async () => {
    const quizzes = familyProgressEndpoints.history.response.parse(
      (await call('GET', '/api/progress/children/3/history?contentType=quiz')).body,
    );
    expect(quizzes.total).toBe(2);
    expect(quizzes.data.every((item) => item.contentType === 'quiz')).toBe(true);
    const period = familyProgressEndpoints.history.response.parse(
      (await call('GET', '/api/progress/children/3/history?from=2026-11-10&to=2026-11-20')).body,
    );
    expect(period.data.every((item) => item.lastSeenAt >= '2026-11-10' && item.lastSeenAt < '2026-11-21')).toBe(true);
    expect(period.total).toBeLessThan(historyOf(3).length);
    expectError(
      await call('GET', '/api/progress/children/3/history?from=2026-11-20&to=2026-11-01'),
      400,
      familyProgressMessages.periodReversed,
    );
    expectError(await call('GET', '/api/progress/children/3/history', { token: otherParentToken }), 403);
  });

  it('when the CSV is asked for, then it is text/csv with a header and one row per item', async () => {
    const answer = await call('GET', '/api/progress/children/5/history.csv?contentType=video');
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = answer.text.trim().split('\r\n');
    expect(lines[0]).toBe('kind,content_id,title,last_seen_at,time_spent_seconds,position_seconds,score,completed');
    expect(lines.slice(1).every((line) => line.startsWith('video,'))).toBe(true);
    expect(lines).toHaveLength(1 + historyOf(5).filter((item) => item.contentType === 'video').length);
    expectError(await call('GET', '/api/progress/children/5/history.csv', { token: otherParentToken }), 403);
  });

  it('when a worksheet is reviewed, then the submission carries the review; bad stars a 400; an unknown one a 404', async () => {
    const list = familyProgressEndpoints.submissions.response.parse(
      (await call('GET', '/api/progress/children/3/submissions')).body,
    );
    const target = list.data.find((submission) => submission.review === null)!;
    const saved = await call('PUT', `/api/progress/children/3/submissions/${target.id}/review`, {
      body: { stars: 2, comment: 'Good work' },
    });
    expect(childSubmissionSchema.parse(saved.body).review).toMatchObject({ stars: 2, comment: 'Good work' });
    const again = familyProgressEndpoints.submissions.response.parse(
      (await call('GET', '/api/progress/children/3/submissions')).body,
    );
    expect(again.data.find((submission) => submission.id === target.id)?.review?.stars).toBe(2);
    expectError(
      await call('PUT', `/api/progress/children/3/submissions/${target.id}/review`, { body: { stars: 4 } }),
      400,
      'Give 1 to 3 stars.',
    );
    expectError(
      await call('PUT', '/api/progress/children/3/submissions/99999/review', { body: { stars: 1 } }),
      404,
      familyProgressMessages.submissionNotFound,
    );
    expectError(
      await call('PUT', `/api/progress/children/3/submissions/${target.id}/review`, {
        token: otherParentToken,
        body: { stars: 1 },
      }),
      403,
    );
  });
  it('when a reset follows a review, then the fixtures’ reviews are back', async () => {
    const list = familyProgressEndpoints.submissions.response.parse(
      (await call('GET', '/api/progress/children/3/submissions')).body,
    );
    const target = list.data.find((submission) => submission.review === null)!;
    await call('PUT', `/api/progress/children/3/submissions/${target.id}/review`, { body: { stars: 3 } });
    resetMockState();
    const after = familyProgressEndpoints.submissions.response.parse(
      (await call('GET', '/api/progress/children/3/submissions')).body,
    );
    expect(after.data.find((submission) => submission.id === target.id)?.review).toBeNull();
  });

  it('when a handed-in file is opened, then it is a PDF a reader accepts; an unknown file is a 404', async () => {
    const list = familyProgressEndpoints.submissions.response.parse(
      (await call('GET', '/api/progress/children/3/submissions')).body,
    );
    const fileUrl = list.data.find((submission) => submission.fileUrl)!.fileUrl!;
    const answer = await call('GET', fileUrl, { token: null });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expectReadablePdf(answer.text);
    expect((await call('GET', '/media/submissions/nobody-1.pdf', { token: null })).status).toBe(404);
  });

  it('when files are linked as object URLs (QA mode in a browser), then the link opens the same PDF', async () => {
    // The browser's URL.createObjectURL, as far as the mock uses it: a blob in, its address out.
    const blobs = new Map<string, Blob>();
    linkFilesAsObjectUrls((blob) => {
      const address = `blob:http://localhost:3003/${blobs.size + 1}`;
      blobs.set(address, blob);
      return address;
    });
    try {
      const list = familyProgressEndpoints.submissions.response.parse(
        (await call('GET', '/api/progress/children/3/submissions')).body,
      );
      const fileUrl = list.data.find((submission) => submission.fileUrl)!.fileUrl!;
      expect(fileUrl).toMatch(/^blob:/);
      const blob = blobs.get(fileUrl)!;
      expect(blob.type).toBe('application/pdf');
      expectReadablePdf(await blob.text());
    } finally {
      linkFilesAsObjectUrls(false);
    }
  });
});

/** A PDF whose cross-reference table points at its objects, as a reader checks. */
function expectReadablePdf(text: string) {
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const xref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
  expect(text.slice(xref, xref + 4)).toBe('xref');
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  expect(offsets).toHaveLength(5);
  offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
}
