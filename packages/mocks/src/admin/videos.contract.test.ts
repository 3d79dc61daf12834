import { type Video, categoryMessages, errorBodySchema, videoEndpoints, videoMessages } from '@young-minds/contracts';
import { mockAccounts, mockMessages, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { adminVideos } from './fixtures';
import { adminMockState } from './state';
import { videoFileMessages } from './videos';

/**
 * The videos mocks answer as the content service does: every fixture and every answer satisfies the endpoint's
 * response schema, errors the error body, and the role checks match (read: logged in; write: admin).
 */
const base = 'http://localhost';
const tokens = {
  admin: mockToken(mockAccounts.admin.user),
  parent: mockToken(mockAccounts.parent.user),
  child: mockToken(mockAccounts.child.user),
};
type Caller = keyof typeof tokens | 'anonymous';

async function call(method: string, path: string, options: { as?: Caller; json?: unknown; form?: FormData } = {}) {
  const { as = 'admin', json, form } = options;
  const headers: Record<string, string> = as === 'anonymous' ? {} : { authorization: `Bearer ${tokens[as]}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: form ?? (json === undefined ? undefined : JSON.stringify(json)) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown };
}

function errorOf(answer: { status: number; body: unknown }, status: number): string {
  expect(answer.status).toBe(status);
  return errorBodySchema.parse(answer.body).message;
}

const image = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'cover.jpg', { type: 'image/jpeg' });
const movie = () => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'lesson.webm', { type: 'video/webm' });

function uploadForm(fields: Record<string, string>, files: { thumbnail?: File; video?: File } = { thumbnail: image(), video: movie() }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (files.thumbnail) form.append('thumbnail', files.thumbnail);
  if (files.video) form.append('video', files.video);
  return form;
}

const validFields = { title: 'Hijra Journey', description: 'From Makkah to Madinah.', category: '2', videoType: 'Single' };

describe('videos fixtures satisfy the contracts', () => {
  it('when each fixture video is parsed, then it is a contract video', () => {
    for (const video of adminVideos) expect(videoEndpoints.get.response.parse(video)).toEqual(video);
  });

  it('when the fixture list is paged, then it is a contract page', () => {
    expect(videoEndpoints.list.response.safeParse({ data: adminVideos, total: adminVideos.length, page: 1, pageSize: 10 }).success).toBe(true);
  });
});

describe('videos handlers answer as the content service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  it('when the list is read by any logged-in role, then it is a page, newest first', async () => {
    for (const as of ['admin', 'parent', 'child'] as const) {
      const list = await call('GET', '/api/videos?page=1&pageSize=10', { as });
      expect(list.status).toBe(200);
      const page = videoEndpoints.list.response.parse(list.body);
      expect(page.data.map((video) => video.id)).toEqual([3, 2, 1]);
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    }
  });

  it('when the list is searched, filtered by category or paged, then only those videos come back', async () => {
    const search = videoEndpoints.list.response.parse((await call('GET', '/api/videos?search=WUDU')).body);
    expect(search.data.map((video) => video.id)).toEqual([2]);
    // The service searches the description too.
    const inDescription = videoEndpoints.list.response.parse((await call('GET', '/api/videos?search=whale')).body);
    expect(inDescription.data.map((video) => video.id)).toEqual([3]);
    const category = videoEndpoints.list.response.parse((await call('GET', '/api/videos?category=1')).body);
    expect(category.data.map((video) => video.id)).toEqual([1]);
    const second = videoEndpoints.list.response.parse((await call('GET', '/api/videos?page=2&pageSize=2')).body);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.data.map((video) => video.id)).toEqual([1]);
  });

  it('when the query is invalid, then 400 with an error body', async () => {
    errorOf(await call('GET', '/api/videos?pageSize=500'), 400);
  });

  it('when nobody is logged in, then every call is 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/videos'],
      ['GET', '/api/videos/1'],
      ['POST', '/api/videos/upload'],
      ['PUT', '/api/videos/1'],
      ['DELETE', '/api/videos/1'],
    ] as const) {
      expect(errorOf(await call(method, path, { as: 'anonymous' }), 401)).toBe(mockMessages.loginRequired);
    }
  });

  it('when a parent or a child writes, then 403', async () => {
    for (const as of ['parent', 'child'] as const) {
      expect(errorOf(await call('POST', '/api/videos/upload', { as, form: uploadForm(validFields) }), 403)).toBe(mockMessages.forbidden);
      expect(errorOf(await call('PUT', '/api/videos/1', { as, json: { title: 'New' } }), 403)).toBe(mockMessages.forbidden);
      expect(errorOf(await call('DELETE', '/api/videos/1', { as }), 403)).toBe(mockMessages.forbidden);
    }
    expect(adminMockState.videos.find((video) => video.id === 1)?.title).toBe('Saying Salam with a Smile');
  });

  it('when one video is read, then it is a contract video; an unknown id is 404 Video not found.', async () => {
    const one = await call('GET', '/api/videos/2', { as: 'child' });
    expect(videoEndpoints.get.response.parse(one.body).title).toBe('Learning Wudu Step by Step');
    expect(errorOf(await call('GET', '/api/videos/999'), 404)).toBe(videoMessages.notFound);
    errorOf(await call('GET', '/api/videos/abc'), 400);
  });

  it('when an admin uploads a video, then 201 with the new video, which the list and its media paths serve', async () => {
    const created = await call('POST', '/api/videos/upload', { form: uploadForm(validFields) });
    expect(created.status).toBe(201);
    const video = videoEndpoints.upload.response.parse(created.body);
    expect(video).toMatchObject({ title: 'Hijra Journey', description: 'From Makkah to Madinah.', category: 'Prophets', category_id: 2 });
    expect(video.video_url).toMatch(/^\/media\/videos\/.+\.webm$/);
    expect(video.thumbnail_url).toMatch(/^\/media\/images\/.+\.jpg$/);
    const list = videoEndpoints.list.response.parse((await call('GET', '/api/videos')).body);
    expect(list.data[0]?.id).toBe(video.id);
    const media = await fetch(`${base}${video.video_url}`);
    expect(media.headers.get('content-type')).toBe('video/webm');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]));
  });

  it.each<[string, Record<string, string>, { thumbnail?: File; video?: File } | undefined, number, string]>([
    ['Series', { ...validFields, videoType: 'Series' }, undefined, 400, videoMessages.seriesUnsupported],
    ['no title', { ...validFields, title: '  ' }, undefined, 400, 'Title is required.'],
    ['no category', { ...validFields, category: '' }, undefined, 400, videoMessages.categoryRequired],
    ['an unknown category', { ...validFields, category: '404' }, undefined, 400, categoryMessages.unknown],
    ['no thumbnail', validFields, { video: movie() }, 400, videoMessages.thumbnailRequired],
    ['no video file', validFields, { thumbnail: image() }, 400, videoMessages.videoRequired],
    ['a thumbnail that is no image', validFields, { thumbnail: movie(), video: movie() }, 415, videoFileMessages.thumbnailType],
    ['a video file that is no video', validFields, { thumbnail: image(), video: image() }, 415, videoFileMessages.videoType],
  ])('when the upload has %s, then %i with the service message', async (_case, fields, files, status, message) => {
    expect(errorOf(await call('POST', '/api/videos/upload', { form: uploadForm(fields, files) }), status)).toBe(message);
    expect(adminMockState.videos).toHaveLength(3);
  });

  it('when an admin edits a video (multipart or JSON), then the video comes back changed; new files replace the old', async () => {
    const form = uploadForm({ title: 'Wudu for Beginners', description: 'Step by step.', category: '1' }, { thumbnail: image() });
    const edited = await call('PUT', '/api/videos/2', { form });
    expect(edited.status).toBe(200);
    const video = videoEndpoints.update.response.parse(edited.body);
    expect(video).toMatchObject({ id: 2, title: 'Wudu for Beginners', category: 'Akhlaq (Manners)', category_id: 1, video_url: '/media/videos/demo-wudu.webm' });
    expect(video.thumbnail_url).not.toBe('/media/images/demo-wudu.jpg');
    const json = await call('PUT', '/api/videos/2', { json: { description: 'Changed again.' } });
    expect(videoEndpoints.update.response.parse(json.body)).toMatchObject({ title: 'Wudu for Beginners', description: 'Changed again.' });
  });

  it('when an edit is empty, invalid or for an unknown video, then the service errors', async () => {
    expect(errorOf(await call('PUT', '/api/videos/2', { json: {} }), 400)).toBe(videoMessages.nothingToUpdate);
    expect(errorOf(await call('PUT', '/api/videos/2', { json: { title: '' } }), 400)).toBe('Title is required.');
    expect(errorOf(await call('PUT', '/api/videos/2', { json: { category: 404 } }), 400)).toBe(categoryMessages.unknown);
    expect(errorOf(await call('PUT', '/api/videos/999', { json: { title: 'X' } }), 404)).toBe(videoMessages.notFound);
    const wrongFile = uploadForm({}, { video: image() });
    expect(errorOf(await call('PUT', '/api/videos/2', { form: wrongFile }), 415)).toBe(videoFileMessages.videoType);
  });

  it('when an admin deletes a video, then it is gone and assignments that linked it keep their row without it', async () => {
    expect(adminMockState.assignments.find((assignment) => assignment.id === 1)?.video).toBe(2);
    const deleted = await call('DELETE', '/api/videos/2');
    expect(videoEndpoints.remove.response.parse(deleted.body)).toEqual({ message: videoMessages.deleted });
    expect(errorOf(await call('GET', '/api/videos/2'), 404)).toBe(videoMessages.notFound);
    expect(adminMockState.assignments.find((assignment) => assignment.id === 1)?.video).toBeNull();
    expect(errorOf(await call('DELETE', '/api/videos/2'), 404)).toBe(videoMessages.notFound);
    const remaining: Video[] = videoEndpoints.list.response.parse((await call('GET', '/api/videos')).body).data;
    expect(remaining.map((video) => video.id)).toEqual([3, 1]);
  });
});
