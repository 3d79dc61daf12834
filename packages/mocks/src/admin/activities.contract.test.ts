import {
  type ActivityInput,
  activityEndpoints,
  activityMessages,
  activitySchema,
  activitySummarySchema,
  errorBodySchema,
} from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { adminActivities } from './activity-fixtures';
import { adminMockState } from './state';

const adminToken = mockToken(mockAccounts.admin.user);
const parentToken = mockToken(mockAccounts.parent.user);

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const mp3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);

const newMatch = (picture: string): ActivityInput => ({
  title: 'Fruits',
  prompt: 'Match each name to its picture.',
  language: 'en',
  status: 'published',
  linked_categories: [1],
  content: {
    kind: 'match',
    choices: [
      { id: 'c1', text: 'Dates' },
      { id: 'c2', text: 'Figs' },
    ],
    targets: [
      { id: 't1', image_url: picture, image_alt: 'A bowl of dates' },
      { id: 't2', image_url: '/media/images/ramadan.jpg', image_alt: 'A lantern' },
    ],
    answer: [
      { choice: 'c1', target: 't1' },
      { choice: 'c2', target: 't2' },
    ],
  },
});

describe('activity fixtures satisfy the contracts', () => {
  it.each(adminActivities.map((activity) => [activity.title, activity] as const))(
    'when "%s" is read as an activity and as a list row, then both schemas accept it',
    (_title, activity) => {
      expect(activitySchema.safeParse(activity).success).toBe(true);
      expect(activitySummarySchema.safeParse(activity).success).toBe(true);
    },
  );

  it('when the fixtures are counted by kind, then each kind has two', () => {
    const kinds = adminActivities.map((activity) => activity.kind);
    expect(['match', 'revealMatch', 'fillBlanks'].map((kind) => kinds.filter((k) => k === kind).length)).toEqual([
      2, 2, 2,
    ]);
  });
});

describe('activity handlers answer like the content service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { token?: string | null; body?: unknown; form?: FormData } = {},
  ) {
    const token = options.token === undefined ? adminToken : options.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  const formWith = (field: string, name: string, bytes: Uint8Array<ArrayBuffer>, type: string) => {
    const form = new FormData();
    form.append(field, new File([bytes], name, { type }));
    return form;
  };

  async function uploadPicture(): Promise<string> {
    const answer = await call('POST', '/api/activities/media', {
      form: formWith('image', 'dates.png', png, 'image/png'),
    });
    expect(answer.status).toBe(201);
    return activityEndpoints.uploadMedia.response.parse(answer.body).url;
  }

  it('when the admin lists activities, then the page parses, newest first, drafts included', async () => {
    const page = activityEndpoints.list.response.parse((await call('GET', '/api/activities')).body);
    expect(page.data.map((row) => row.id)).toEqual([306, 305, 304, 303, 302, 301]);
    expect(page.data.find((row) => row.id === 302)).toMatchObject({ direction: 'rtl', status: 'draft' });
    expect(page.data.find((row) => row.id === 305)?.cover_url).toBeNull();
  });

  it('when the list is filtered by kind, status and title, then only those rows come back', async () => {
    const list = async (query: string) =>
      activityEndpoints.list.response
        .parse((await call('GET', `/api/activities?${query}`)).body)
        .data.map((row) => row.id);
    expect(await list('kind=revealMatch')).toEqual([304, 303]);
    expect(await list('status=published')).toEqual([305, 303, 301]);
    expect(await list('kind=fillBlanks&status=draft')).toEqual([306]);
    expect(await list('search=book')).toEqual([303]);
    expectError(await call('GET', '/api/activities?kind=puzzle'), 400);
  });

  it('when the admin reads an activity, then it parses with its answer; an unknown id is a 404', async () => {
    const activity = activityEndpoints.get.response.parse((await call('GET', '/api/activities/303')).body);
    expect(activity.content).toMatchObject({ kind: 'revealMatch', answer: [{ choice: 'c1', target: 't1' }] });
    expectError(await call('GET', '/api/activities/999'), 404, activityMessages.notFound);
  });

  it('when a picture and a sound are uploaded, then 201 with their /media paths, served back as sent', async () => {
    const picture = await uploadPicture();
    expect(picture).toMatch(/^\/media\/activities\/mock-upload-\d+\.png$/);
    const sound = await call('POST', '/api/activities/media', {
      form: formWith('audio', 'name.mp3', mp3, 'audio/mpeg'),
    });
    expect(sound.status).toBe(201);
    const { url, kind } = activityEndpoints.uploadMedia.response.parse(sound.body);
    expect(kind).toBe('audio');
    const served = await fetch(`http://localhost${url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(mp3);
  });

  it('when an upload is not a picture, has no file or has two, then 415 / 400 with an error body', async () => {
    const text = new TextEncoder().encode('not a picture');
    expectError(
      await call('POST', '/api/activities/media', { form: formWith('image', 'x.png', text, 'image/png') }),
      415,
      'The picture must be an image (JPEG, PNG, GIF or WebP).',
    );
    expectError(await call('POST', '/api/activities/media', { form: new FormData() }), 400);
    const both = formWith('image', 'a.png', png, 'image/png');
    both.append('audio', new File([mp3], 'a.mp3'));
    expectError(await call('POST', '/api/activities/media', { form: both }), 400);
  });

  it('when the admin creates an activity with an uploaded picture, then 201 and the list shows it first', async () => {
    const picture = await uploadPicture();
    const answer = await call('POST', '/api/activities', { body: newMatch(picture) });
    expect(answer.status).toBe(201);
    const saved = activityEndpoints.create.response.parse(answer.body);
    expect(saved.message).toBe(activityMessages.created);
    expect(saved.activity).toMatchObject({ title: 'Fruits', kind: 'match', cover_url: picture, direction: 'ltr' });
    const list = activityEndpoints.list.response.parse((await call('GET', '/api/activities')).body);
    expect(list.data[0]?.id).toBe(saved.activity.id);
  });

  it.each([
    [
      'no categories',
      { ...newMatch('/media/images/manners.jpg'), linked_categories: [] },
      activityMessages.selectCategory,
    ],
    [
      'an unknown category',
      { ...newMatch('/media/images/manners.jpg'), linked_categories: [404] },
      activityMessages.unknownCategories,
    ],
    ['a picture not uploaded here', newMatch('/media/images/elsewhere.jpg'), activityMessages.unknownMedia],
  ])(
    'when an activity with %s is created, then 400 with the message and nothing is stored',
    async (_case, body, message) => {
      expectError(await call('POST', '/api/activities', { body }), 400, message);
      expect(adminMockState.activities).toHaveLength(6);
    },
  );

  it('when a picture has no description, then 400 names the field', async () => {
    const body = newMatch('/media/images/manners.jpg');
    if (body.content.kind === 'match') body.content.targets[0]!.image_alt = '';
    const answer = await call('POST', '/api/activities', { body });
    expectError(answer, 400, activityMessages.pictureNeedsAlt);
    expect(errorBodySchema.parse(answer.body).fields).toMatchObject({
      'content.targets.0.image_alt': activityMessages.pictureNeedsAlt,
    });
  });

  it('when the admin updates and then deletes an activity, then 200 each time and a second delete is a 404', async () => {
    const updated = await call('PUT', '/api/activities/301', {
      body: { ...newMatch('/media/images/manners.jpg'), title: 'Manners v2' },
    });
    expect(updated.status).toBe(200);
    expect(activityEndpoints.update.response.parse(updated.body).activity).toMatchObject({
      id: 301,
      title: 'Manners v2',
      created_at: '2026-10-01T09:00:00.000Z',
    });
    const removed = await call('DELETE', '/api/activities/301');
    expect(activityEndpoints.remove.response.parse(removed.body).message).toBe(activityMessages.deleted);
    expectError(await call('DELETE', '/api/activities/301'), 404, activityMessages.notFound);
  });

  it.each([
    ['GET', '/api/activities'],
    ['GET', '/api/activities/301'],
    ['DELETE', '/api/activities/301'],
  ] as const)('when a parent calls %s %s, then 403 and nothing changes', async (method, path) => {
    expectError(await call(method, path, { token: parentToken }), 403);
    expectError(await call(method, path, { token: null }), 401);
    expect(adminMockState.activities).toHaveLength(6);
  });
});
