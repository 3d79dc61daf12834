import { assignmentMessages, endpoints, errorBodySchema } from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';

const childToken = mockToken(mockAccounts.child.user);
const parentToken = mockToken(mockAccounts.parent.user);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("a child's worksheet hand-in answers like the content service", () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function handIn(assignmentId: number, parts: { file?: File; text?: string }, token = childToken) {
    const form = new FormData();
    if (parts.file) form.append('file', parts.file);
    if (parts.text !== undefined) form.append('text', parts.text);
    const response = await fetch(`http://localhost/api/assignments/${assignmentId}/submissions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function list(assignmentId: number, token = childToken) {
    const response = await fetch(`http://localhost/api/assignments/${assignmentId}/submissions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('when a photo is handed in, then it is first in the child’s own list and the worksheet counts as completed', async () => {
    const sent = await handIn(2, { file: new File([png], 'sheet.png', { type: 'image/png' }) });
    expect(sent.status).toBe(201);
    const { message, submission } = endpoints.assignments.submit.response.parse(sent.body);
    expect(message).toBe(assignmentMessages.submitted);
    expect(submission).toMatchObject({ assignmentId: 2, childId: 3, review: null });
    expect(submission.fileUrl).toMatch(/^\/media\/submissions\/.+\.png$/);

    const mine = endpoints.assignments.listSubmissions.response.parse((await list(2)).body);
    expect(mine.data[0]?.id).toBe(submission.id);
    expect(mine.data.every((row) => row.childId === 3)).toBe(true);
    const report = endpoints.progress.mine.response.parse(
      await (
        await fetch('http://localhost/api/progress/me', { headers: { authorization: `Bearer ${childToken}` } })
      ).json(),
    );
    expect(report.recent[0]).toMatchObject({ contentType: 'assignment', contentId: 2, completed: true });
  });

  it('when the parent reviewed an earlier sheet, then the child sees the stars and the comment', async () => {
    const mine = endpoints.assignments.listSubmissions.response.parse((await list(1)).body);
    expect(mine.data.some((row) => row.review?.stars === 3 && row.review.comment)).toBe(true);
    expect((await list(1, parentToken)).status).toBe(200);
  });

  it('when nothing, a wrong kind of file or an unknown worksheet is sent, then it is the service’s 400, 415 or 404', async () => {
    const empty = await handIn(1, {});
    expect(empty.status).toBe(400);
    expect(errorBodySchema.parse(empty.body).message).toBe(assignmentMessages.emptySubmission);
    const text = await handIn(1, { file: new File(['hello'], 'notes.txt', { type: 'text/plain' }) });
    expect(text.status).toBe(415);
    const unknown = await handIn(999, { text: 'My answer' });
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.body).message).toBe(assignmentMessages.notFound);
    expect((await handIn(1, { text: 'Mine' }, parentToken)).status).toBe(403);
  });
});
