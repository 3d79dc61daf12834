import {
  authEndpoints,
  bookEndpoints,
  bookReaderPagesSchema,
  childEndpoints,
  childOverviewSchema,
  childOwnAvatarInvalidMessage,
  errorBodySchema,
  pageOf,
  progressEndpoints,
  progressItemSchema,
  publicUserSchema,
  quizEndpoints,
  quizStars,
} from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { parentMockState } from '../parent/state';
import { overviewOfMockChild, readerBooks, seedReaderBooks } from '.';

const childToken = mockToken(mockAccounts.child.user);
const parentToken = mockToken(mockAccounts.parent.user);

describe("the child area's own handlers answer like the services", () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(method: 'GET' | 'PUT', path: string, options: { token?: string | null; body?: unknown } = {}) {
    const token = options.token === undefined ? childToken : options.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it("when Yusuf opens his home, then it parses and counts the stars of the parent's month of fixtures", async () => {
    const answer = await call('GET', childEndpoints.overview.path);
    expect(answer.status).toBe(200);
    const home = childOverviewSchema.parse(answer.body);
    // Yusuf's month: 2 videos and 1 book finished, quiz 1 best 80 % (2 stars), quiz 2 best 90 % (2 stars), one
    // worksheet reviewed with 3 stars.
    expect(quizStars(90)).toBe(2);
    expect(home).toMatchObject({
      name: 'Yusuf',
      starsByKind: { video: 2, book: 1, quiz: 4, assignment: 3 },
      stars: 10,
    });
    expect(home.weekSeconds).toBeGreaterThan(0);
    expect(home.badges.filter((badge) => badge.earned).map((badge) => badge.id)).toEqual([
      'first-video',
      'first-book',
      'first-quiz',
      'first-worksheet',
    ]);
    // On track on Friday evening, but the whole week's goal is not reached yet.
    expect(home.weekSeconds).toBeLessThan(home.weeklyGoalMinutes * 60);
  });

  it('when Yusuf hands in a quiz, then it is his progress too: completed with the score, as the service records it', async () => {
    const quiz = adminMockState.quizzes[0]!;
    const answers = quiz.questions.map((question) => ({ questionId: question.id, answer: question.correct_option! }));
    const submitted = await fetch(`http://localhost${quizEndpoints.submit.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${childToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ quizId: quiz.id, answers }),
    });
    expect(submitted.status).toBe(201);
    const items = await call('GET', `${progressEndpoints.myItems.path}?contentType=quiz`);
    const page = pageOf(progressItemSchema).parse(items.body);
    expect(page.data[0]).toMatchObject({ contentType: 'quiz', contentId: quiz.id, completed: true, score: 100 });
  });

  it('when the parent reviews another worksheet, then the child sees its stars at home', async () => {
    const yusuf = parentMockState.children.find((child) => child.id === mockAccounts.child.user.id)!;
    const before = overviewOfMockChild(yusuf).starsByKind.assignment;
    parentMockState.reviews.set(309, { stars: 1, comment: null, reviewed_at: '2026-11-20T18:00:00.000Z' });
    expect(overviewOfMockChild(yusuf).starsByKind.assignment).toBe(before + 1);
  });

  it('when Yusuf picks another picture, then me, his home and his parent see it; a photo URL is a 400', async () => {
    const answer = await call('PUT', authEndpoints.setOwnAvatar.path, { body: { avatar: 'turtle' } });
    expect(answer.status).toBe(200);
    expect(publicUserSchema.parse(answer.body)).toMatchObject({ id: mockAccounts.child.user.id, avatar: 'turtle' });
    expect((await call('GET', authEndpoints.me.path)).body).toMatchObject({ user: { avatar: 'turtle' } });
    expect((await call('GET', childEndpoints.overview.path)).body).toMatchObject({ avatar: 'turtle' });
    const own = await call('GET', `/api/parent/children/${mockAccounts.child.user.id}`, { token: parentToken });
    expect(own.body).toMatchObject({ avatar: 'turtle' });
    const photo = await call('PUT', authEndpoints.setOwnAvatar.path, {
      body: { avatar: 'https://example.test/me.jpg' },
    });
    expect(photo.status).toBe(400);
    expect(errorBodySchema.parse(photo.body).message).toContain(childOwnAvatarInvalidMessage);
    expect(
      (await call('PUT', authEndpoints.setOwnAvatar.path, { token: parentToken, body: { avatar: 'cat' } })).status,
    ).toBe(403);
  });

  it('when a parent or nobody asks for the home, then it is refused as the service refuses it', async () => {
    const refused = await call('GET', childEndpoints.overview.path, { token: parentToken });
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body).message).toBe('You do not have permission to do this.');
    expect((await call('GET', childEndpoints.overview.path, { token: null })).status).toBe(401);
  });

  describe('books of every format for QA', () => {
    const bytesOf = async (path: string) => {
      const response = await fetch(`http://localhost${path}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    };
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

    it('when seeded, then the EPUB, DOCX and DOC books are listed for the child with the fixtures, valid by the contract', async () => {
      seedReaderBooks();
      seedReaderBooks();
      const list = bookEndpoints.list.response.parse((await call('GET', '/api/books?pageSize=50')).body);
      expect(list.data.map((book) => book.format).sort()).toEqual(['doc', 'docx', 'epub', 'pdf', 'pdf']);
      const docx = bookEndpoints.get.response.parse((await call('GET', '/api/books/32')).body);
      expect(docx).toEqual(readerBooks.find((book) => book.id === 32));
      const items = (await call('GET', '/api/progress/me/items?contentType=book')).body as { data: unknown[] };
      expect(items.data.filter((item) => (item as { contentId: number }).contentId === 32)).toEqual([
        expect.objectContaining({ bookmark: '2', completed: false }),
      ]);
    });

    it('when a book file is asked for, then the real file of its format comes back at its /media path', async () => {
      seedReaderBooks();
      const pdf = await bytesOf('/media/books/demo-duas.pdf');
      expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
      expect(text(pdf.bytes.subarray(0, 8))).toBe('%PDF-1.4');
      expect(text(pdf.bytes)).toContain('/Count 5');
      const epub = await bytesOf('/media/books/demo-seasons.epub');
      expect(text(epub.bytes.subarray(30, 38))).toBe('mimetype');
      expect(text(epub.bytes)).toContain('application/epub+zip');
      const docx = await bytesOf('/media/books/demo-garden.docx');
      expect(text(docx.bytes)).toContain('word/document.xml');
      const pages = bookReaderPagesSchema.parse(JSON.parse(text((await bytesOf(readerBooks[1]!.reader_url!)).bytes)));
      expect(pages.pages).toHaveLength(3);
      const doc = await bytesOf('/media/books/demo-letters.doc');
      expect([...doc.bytes.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
      // The worksheets' sheets open too (Print and Download in QA mode).
      for (const assignment of adminMockState.assignments) {
        const sheet = await bytesOf(assignment.fileUrl);
        expect(new TextDecoder().decode(sheet.bytes.subarray(0, 5))).toBe('%PDF-');
      }
    });
  });
});
