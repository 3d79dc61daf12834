import { assignmentEndpoints, assignmentMessages, assignmentSchema, errorBodySchema } from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { wrongTypeMessage } from '../kit';
const uploadTypeMessages = {
  assignment: wrongTypeMessage('The assignment file', 'assignment'),
  thumbnail: wrongTypeMessage('Thumbnail', 'image'),
  book: wrongTypeMessage('Book file', 'book'),
};
import { adminAssignments } from './fixtures';
import { adminMockState } from './state';

const adminToken = mockToken(mockAccounts.admin.user);
const parentToken = mockToken(mockAccounts.parent.user);
const childToken = mockToken(mockAccounts.child.user);

const pdf = () => new File(['%PDF-1.4\n% worksheet\n'], 'worksheet.pdf', { type: 'application/pdf' });
const docx = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], 'worksheet.docx');
const doc = () => new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])], 'worksheet.doc');

const fields = {
  title: 'Tajweed Practice',
  description: 'Tick the rules you used.',
  dueDate: '2027-02-10',
  video: '3',
  categories: '[3,1]',
};

/** The spec's multipart form: text fields, then the file (if any). */
function form(values: Record<string, string> = fields, file: File | null = pdf()): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (file) body.append('file', file);
  return body;
}

describe('assignment fixtures satisfy the contracts', () => {
  it.each(adminAssignments.map((assignment) => [assignment.title, assignment] as const))(
    'when "%s" is read as an assignment, then the schema accepts it',
    (_title, assignment) => {
      expect(assignmentSchema.parse(assignment)).toEqual(assignment);
    },
  );

  it('when the fixtures are listed as one page, then the list schema accepts it', () => {
    expect(
      assignmentEndpoints.list.response.safeParse({
        data: adminAssignments,
        total: adminAssignments.length,
        page: 1,
        pageSize: 10,
      }).success,
    ).toBe(true);
  });
});

describe('assignment handlers answer like the content service', () => {
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
    options: { token?: string | null; body?: FormData | object } = {},
  ) {
    const token = options.token === undefined ? adminToken : options.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`http://localhost${path}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  it('when anyone logged in lists assignments, then the page parses, newest first', async () => {
    for (const token of [adminToken, parentToken, childToken]) {
      const answer = await call('GET', '/api/assignments?page=1&pageSize=10', { token });
      expect(answer.status).toBe(200);
      const page = assignmentEndpoints.list.response.parse(answer.body);
      expect(page.data.map((assignment) => assignment.title)).toEqual([
        'Ramadan Good Deeds Chart',
        'Wudu Steps Worksheet',
      ]);
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    }
  });

  it('when the list is searched by title and paged, then only matching titles come back on the asked page', async () => {
    const found = assignmentEndpoints.list.response.parse((await call('GET', '/api/assignments?search=WUDU')).body);
    expect(found.data.map((assignment) => assignment.id)).toEqual([1]);
    const second = assignmentEndpoints.list.response.parse(
      (await call('GET', '/api/assignments?page=2&pageSize=1')).body,
    );
    expect(second.data.map((assignment) => assignment.id)).toEqual([1]);
    expect(second.total).toBe(2);
  });

  it('when the list query is out of bounds, then 400 with an error body', async () => {
    expectError(await call('GET', '/api/assignments?pageSize=500'), 400);
  });

  it('when an assignment is read, then it parses; an unknown or malformed id is 404 / 400', async () => {
    expect(assignmentEndpoints.get.response.parse((await call('GET', '/api/assignments/1')).body)).toMatchObject({
      title: 'Wudu Steps Worksheet',
      video: 2,
    });
    expectError(await call('GET', '/api/assignments/999'), 404, assignmentMessages.notFound);
    expectError(await call('GET', '/api/assignments/abc'), 400);
  });

  it("when the admin uploads to '/api/assignments/' (the spec's trailing slash), then 201 with the message and the stored assignment", async () => {
    const answer = await call('POST', '/api/assignments/', { body: form() });
    expect(answer.status).toBe(201);
    const saved = assignmentEndpoints.create.response.parse(answer.body);
    expect(saved.message).toBe(assignmentMessages.created);
    expect(saved.assignment).toMatchObject({
      title: 'Tajweed Practice',
      dueDate: '2027-02-10',
      video: 3,
      // Sorted by name, as the service joins them.
      category: 'Akhlaq (Manners), Quran',
      categories: [
        { id: 1, name: 'Akhlaq (Manners)' },
        { id: 3, name: 'Quran' },
      ],
    });
    expect(saved.assignment.fileUrl).toMatch(/^\/media\/assignments\/.+\.pdf$/);
    const list = assignmentEndpoints.list.response.parse((await call('GET', '/api/assignments')).body);
    expect(list.data[0]?.id).toBe(saved.assignment.id);
    // The uploaded worksheet is served back at its url.
    const file = await fetch(`http://localhost${saved.assignment.fileUrl}`);
    expect(await file.text()).toContain('%PDF-1.4');
  });

  it('when a DOC or DOCX is uploaded without the optional video and categories, then it is stored under its real type', async () => {
    for (const [file, extension] of [
      [doc(), 'doc'],
      [docx(), 'docx'],
    ] as const) {
      const answer = await call('POST', '/api/assignments', {
        body: form({ title: 'Sheet', description: 'Do it.', dueDate: '2027-01-01' }, file),
      });
      expect(answer.status).toBe(201);
      const saved = assignmentEndpoints.create.response.parse(answer.body).assignment;
      expect(saved).toMatchObject({ video: null, categories: [], category: '' });
      expect(saved.fileUrl.endsWith(`.${extension}`)).toBe(true);
    }
  });

  it.each([
    ['no title', 400, 'Title is required.', form({ ...fields, title: ' ' })],
    ['no description', 400, 'Description is required.', form({ ...fields, description: '' })],
    [
      'a malformed due date',
      400,
      'Due date must be a date in the format YYYY-MM-DD.',
      form({ ...fields, dueDate: '10/02/2027' }),
    ],
    [
      'categories that are not a JSON list',
      400,
      assignmentMessages.badCategories,
      form({ ...fields, categories: 'Quran' }),
    ],
    ['no file', 400, assignmentMessages.fileRequired, form(fields, null)],
    [
      'a file that is not a document',
      415,
      uploadTypeMessages.assignment,
      form(fields, new File(['just text'], 'notes.pdf')),
    ],
    ['an unknown category', 400, assignmentMessages.unknownCategories, form({ ...fields, categories: '[3,404]' })],
    ['an unknown video', 400, assignmentMessages.unknownVideo, form({ ...fields, video: '404' })],
  ])(
    'when an assignment with %s is uploaded, then %i with the service text and nothing is stored',
    async (_case, status, message, body) => {
      expectError(await call('POST', '/api/assignments', { body }), status, message);
      expect(adminMockState.assignments).toHaveLength(2);
    },
  );

  it('when the admin edits without a file, then 200 with the message, the fields replaced and the file kept', async () => {
    const answer = await call('PUT', '/api/assignments/1', {
      body: form({ ...fields, video: '', categories: '[]' }, null),
    });
    expect(answer.status).toBe(200);
    const saved = assignmentEndpoints.update.response.parse(answer.body);
    expect(saved.message).toBe(assignmentMessages.updated);
    expect(saved.assignment).toMatchObject({
      id: 1,
      title: 'Tajweed Practice',
      video: null,
      categories: [],
      created_at: '2026-09-21T08:00:00.000Z',
      fileUrl: '/media/assignments/demo-wudu-worksheet.pdf',
    });
    expect(assignmentEndpoints.get.response.parse((await call('GET', '/api/assignments/1')).body).title).toBe(
      'Tajweed Practice',
    );
  });

  it('when the admin edits with a new file or a JSON body, then the file is replaced or kept', async () => {
    const withFile = assignmentEndpoints.update.response.parse(
      (await call('PUT', '/api/assignments/1', { body: form() })).body,
    );
    expect(withFile.assignment.fileUrl).toMatch(/^\/media\/assignments\/mock-upload-\d+\.pdf$/);
    const json = await call('PUT', '/api/assignments/2', {
      body: { title: 'Chart', description: 'Colour it.', dueDate: '2026-12-20', video: null, categories: [4] },
    });
    expect(assignmentEndpoints.update.response.parse(json.body).assignment).toMatchObject({
      title: 'Chart',
      category: 'Ramadan',
      fileUrl: '/media/assignments/demo-ramadan-chart.pdf',
    });
  });

  it('when an edit names an unknown assignment, a bad file or an unknown video, then 404 / 415 / 400 and nothing changes', async () => {
    expectError(
      await call('PUT', '/api/assignments/999', { body: form(fields, null) }),
      404,
      assignmentMessages.notFound,
    );
    expectError(
      await call('PUT', '/api/assignments/1', { body: form(fields, new File(['nope'], 'x.docx')) }),
      415,
      uploadTypeMessages.assignment,
    );
    expectError(
      await call('PUT', '/api/assignments/1', { body: form({ ...fields, video: '404' }, null) }),
      400,
      assignmentMessages.unknownVideo,
    );
    expectError(
      await call('PUT', '/api/assignments/1', { body: form({ ...fields, title: '' }, null) }),
      400,
      'Title is required.',
    );
    expect(adminMockState.assignments.find((assignment) => assignment.id === 1)).toEqual(
      adminAssignments.find((assignment) => assignment.id === 1),
    );
  });

  it('when the admin deletes an assignment, then 200 with the message, it is gone, and a second delete is a 404', async () => {
    const answer = await call('DELETE', '/api/assignments/2');
    expect(answer.status).toBe(200);
    expect(assignmentEndpoints.remove.response.parse(answer.body).message).toBe(assignmentMessages.deleted);
    expect(adminMockState.assignments.map((assignment) => assignment.id)).toEqual([1]);
    expectError(await call('GET', '/api/assignments/2'), 404, assignmentMessages.notFound);
    expectError(await call('DELETE', '/api/assignments/2'), 404, assignmentMessages.notFound);
  });

  it.each([
    ['GET', '/api/assignments'],
    ['GET', '/api/assignments/1'],
    ['POST', '/api/assignments/'],
    ['PUT', '/api/assignments/1'],
    ['DELETE', '/api/assignments/1'],
  ] as const)('when %s %s is called without a token, then 401 with an error body', async (method, path) => {
    expectError(
      await call(method, path, { token: null, body: method === 'POST' || method === 'PUT' ? form() : undefined }),
      401,
    );
  });

  it.each([
    ['POST', '/api/assignments/'],
    ['PUT', '/api/assignments/1'],
    ['DELETE', '/api/assignments/1'],
  ] as const)('when a parent calls %s %s, then 403 with an error body and nothing changes', async (method, path) => {
    expectError(await call(method, path, { token: parentToken, body: method === 'DELETE' ? undefined : form() }), 403);
    expect(adminMockState.assignments).toEqual(adminAssignments);
  });
});
