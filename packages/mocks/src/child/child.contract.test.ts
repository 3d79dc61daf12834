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
