import { endpoints, errorBodySchema, progressMessages } from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';

const childToken = mockToken(mockAccounts.child.user);
const parentToken = mockToken(mockAccounts.parent.user);

describe("the child area's handlers answer like the content service", () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(method: 'GET' | 'PUT' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? childToken}` };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('when a video position is saved, then the video comes first in the items with that position', async () => {
    const saved = endpoints.progress.record.response.parse(
      (await call('PUT', '/api/progress/me', { body: { contentType: 'video', contentId: 2, positionSeconds: 42 } }))
        .body,
    );
    expect(saved).toMatchObject({ contentType: 'video', contentId: 2, positionSeconds: 42, completed: true });
    const videos = endpoints.progress.myItems.response.parse(
      (await call('GET', '/api/progress/me/items?contentType=video')).body,
    );
    expect(videos.data[0]).toMatchObject({ contentId: 2, positionSeconds: 42 });
    expect(videos.data.every((item) => item.contentType === 'video')).toBe(true);
    endpoints.progress.mine.response.parse((await call('GET', '/api/progress/me')).body);
  });

  it('when a book page is saved, then the bookmark is kept (also through a save that does not finish it); the last page finishes it', async () => {
    const record = async (body: Record<string, unknown>) =>
      endpoints.progress.record.response.parse((await call('PUT', '/api/progress/me', { body })).body);
    expect(await record({ contentType: 'book', contentId: 2, bookmark: '4' })).toMatchObject({
      contentType: 'book',
      contentId: 2,
      bookmark: '4',
      positionSeconds: null,
      completed: false,
    });
    // A claim away from the last page (32) keeps the place, not the claim, as the service does.
    expect(await record({ contentType: 'book', contentId: 2, completed: true })).toMatchObject({
      bookmark: '4',
      completed: false,
    });
    expect(await record({ contentType: 'book', contentId: 2, bookmark: '32', completed: true })).toMatchObject({
      bookmark: '32',
      completed: true,
    });
    // `completed` is sticky; a new page moves the bookmark.
    expect(await record({ contentType: 'book', contentId: 2, bookmark: '1' })).toMatchObject({
      bookmark: '1',
      completed: true,
    });
    const books = endpoints.progress.myItems.response.parse(
      (await call('GET', '/api/progress/me/items?contentType=book')).body,
    );
    expect(books.data[0]).toMatchObject({ contentId: 2, bookmark: '1' });
    expect(books.data.every((item) => item.contentType === 'book')).toBe(true);
    const videos = endpoints.progress.myItems.response.parse(
      (await call('GET', '/api/progress/me/items?contentType=video')).body,
    );
    expect(videos.data.every((item) => item.bookmark === null)).toBe(true);
  });

  it('when a bookmark comes for a video or is empty, then it is the 400 of the service', async () => {
    const onVideo = await call('PUT', '/api/progress/me', {
      body: { contentType: 'video', contentId: 2, bookmark: '3' },
    });
    expect(onVideo.status).toBe(400);
    expect(errorBodySchema.parse(onVideo.body).message).toBe(progressMessages.bookmarkForBooksOnly);
    const empty = await call('PUT', '/api/progress/me', { body: { contentType: 'book', contentId: 2, bookmark: ' ' } });
    expect(empty.status).toBe(400);
  });

  it('when an unknown video is saved, then it is the 404 of the service; a parent is refused', async () => {
    const unknown = await call('PUT', '/api/progress/me', { body: { contentType: 'video', contentId: 999 } });
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.body).message).toBe(progressMessages.contentNotFound.video);
    expect((await call('GET', '/api/progress/me/items', { token: parentToken })).status).toBe(403);
  });

  it('when heartbeats come, then the first credits nothing and the answer parses', async () => {
    const first = endpoints.learningTime.heartbeat.response.parse(
      (await call('POST', '/api/child/heartbeat', { body: { contentType: 'video', contentId: 3 } })).body,
    );
    expect(first.creditedSeconds).toBe(0);
    expect((await call('POST', '/api/child/heartbeat', { body: { contentType: 'video' } })).status).toBe(400);
  });
});
