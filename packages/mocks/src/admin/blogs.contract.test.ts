import { addMonths, blogEndpoints, blogMessages, blogSchema, errorBodySchema, todayIso } from '@young-minds/contracts';
import { blogPage, blogs, mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { mockState, resetMockState } from '../state';
import { bannerTypeMessage } from './blogs';

const adminToken = mockToken(mockAccounts.admin.user);
const parentToken = mockToken(mockAccounts.parent.user);
const childToken = mockToken(mockAccounts.child.user);

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'banner.png', {
    type: 'image/png',
  });
const pdf = () => new File(['%PDF-1.4\n% not a picture\n'], 'banner.png', { type: 'image/png' });

const fields = {
  title: 'Ramadan with Children!',
  description: 'Ideas for the holy month.',
  publish_date: '2026-02-01',
};

/** The spec's multipart form: text fields, then the banner when given. */
function form(values: Record<string, string> = fields, banner: File | null = png()): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (banner) body.append('banner_image', banner);
  return body;
}

const future = addMonths(todayIso(), 1);

describe('blog fixtures satisfy the contracts', () => {
  it.each(blogs.map((blog) => [blog.title, blog] as const))(
    'when "%s" is read as a post, then the schema accepts it',
    (_title, blog) => {
      expect(blogSchema.parse(blog)).toEqual(blog);
    },
  );

  it('when the fixtures are listed as one page, then the list schema accepts it', () => {
    expect(blogEndpoints.list.response.safeParse(blogPage(blogs, 1, 10)).success).toBe(true);
  });
});

describe('blog handlers answer like the content service', () => {
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
    options: { token?: string | null; body?: FormData } = {},
  ) {
    const token = options.token === undefined ? adminToken : options.token;
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: options.body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  const titlesOf = (answer: { body: unknown }) =>
    blogEndpoints.list.response.parse(answer.body).data.map((blog) => blog.title);

  /** A draft and a post dated next month, beside the three published fixtures. */
  async function addUnpublished() {
    const draft = blogEndpoints.create.response.parse(
      (await call('POST', '/api/blogs', { body: form({ ...fields, title: 'Draft post', is_published: 'false' }) }))
        .body,
    ).blog;
    const scheduled = blogEndpoints.create.response.parse(
      (await call('POST', '/api/blogs', { body: form({ ...fields, title: 'Future post', publish_date: future }) }))
        .body,
    ).blog;
    return { draft, scheduled };
  }

  it('when the admin creates a post, then 201 with the message, the slug of its title, the admin as author and a stored banner', async () => {
    const answer = await call('POST', '/api/blogs', { body: form({ ...fields, category: 'Family' }) });
    expect(answer.status).toBe(201);
    const { message, blog } = blogEndpoints.create.response.parse(answer.body);
    expect(message).toBe(blogMessages.created);
    expect(blog).toMatchObject({
      title: 'Ramadan with Children!',
      slug: 'ramadan-with-children',
      category: 'Family',
      author: 'Admin',
      is_published: true,
    });
    expect(blog.banner_image).toMatch(/^\/media\/images\/mock-upload-\d+\.png$/);
    expect(
      blogEndpoints.get.response.parse((await call('GET', `/api/blogs/${blog.id}`, { token: null })).body),
    ).toEqual(blog);
    expect(
      blogEndpoints.getBySlug.response.parse(
        (await call('GET', '/api/blogs/slug/ramadan-with-children', { token: null })).body,
      ).id,
    ).toBe(blog.id);
  });

  it('when two posts share a title, then the second slug gets -2', async () => {
    await call('POST', '/api/blogs', { body: form() });
    const second = blogEndpoints.create.response.parse(
      (
        await call('POST', '/api/blogs', {
          body: form({ ...fields, title: 'Ramadan, with children?', author: 'Maryam' }),
        })
      ).body,
    );
    expect(second.blog).toMatchObject({ slug: 'ramadan-with-children-2', author: 'Maryam', category: null });
  });

  it('when the public lists posts, then drafts and future posts are hidden; the admin sees them all with ?all=1, newest date first', async () => {
    await addUnpublished();
    expect(titlesOf(await call('GET', '/api/blogs', { token: null }))).toEqual(blogs.map((blog) => blog.title));
    expect(titlesOf(await call('GET', '/api/blogs'))).toEqual(blogs.map((blog) => blog.title));
    const all = await call('GET', '/api/blogs?all=1&page=1&pageSize=10');
    expect(titlesOf(all)).toEqual(['Future post', 'Draft post', ...blogs.map((blog) => blog.title)]);
    expect(blogEndpoints.list.response.parse(all.body)).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(titlesOf(await call('GET', '/api/blogs?all=1&search=FUTURE'))).toEqual(['Future post']);
    expect(titlesOf(await call('GET', '/api/blogs?all=1&page=2&pageSize=2'))).toEqual([
      blogs[0]!.title,
      blogs[1]!.title,
    ]);
  });

  it("when anyone but an admin asks for ?all=1, then 403 'Only administrators can list unpublished posts.'", async () => {
    for (const token of [null, parentToken, childToken]) {
      expectError(await call('GET', '/api/blogs?all=1', { token }), 403, blogMessages.allForAdminsOnly);
    }
    expectError(await call('GET', '/api/blogs?all=maybe'), 400);
  });

  it('when an unpublished post is read by id or slug, then it is a 404 for the public and readable for the admin', async () => {
    const { draft, scheduled } = await addUnpublished();
    for (const post of [draft, scheduled]) {
      expectError(await call('GET', `/api/blogs/${post.id}`, { token: null }), 404, blogMessages.notFound);
      expectError(
        await call('GET', `/api/blogs/slug/${post.slug}`, { token: parentToken }),
        404,
        blogMessages.notFound,
      );
      expect(blogEndpoints.get.response.parse((await call('GET', `/api/blogs/${post.id}`)).body).id).toBe(post.id);
      expect(blogEndpoints.getBySlug.response.parse((await call('GET', `/api/blogs/slug/${post.slug}`)).body).id).toBe(
        post.id,
      );
    }
    expectError(await call('GET', '/api/blogs/999'), 404, blogMessages.notFound);
    expectError(await call('GET', '/api/blogs/abc'), 400);
  });

  it.each([
    ['no title', 400, 'Title is required.', () => form({ ...fields, title: ' ' })],
    ['no description', 400, 'Description is required.', () => form({ title: 'T', publish_date: '2026-02-01' })],
    ['no publish date', 400, 'Publish date is required.', () => form({ title: 'T', description: 'D' })],
    [
      'a date that does not exist',
      400,
      'Publish date is not a valid date.',
      () => form({ ...fields, publish_date: '2026-02-30' }),
    ],
    ['no banner', 400, blogMessages.bannerRequired, () => form(fields, null)],
    ['a banner that is not an image', 415, bannerTypeMessage, () => form(fields, pdf())],
  ])(
    'when a post with %s is created, then %i with the service text and nothing is stored',
    async (_case, status, message, body) => {
      expectError(await call('POST', '/api/blogs', { body: body() }), status, message);
      expect(mockState.blogs).toEqual(blogs);
    },
  );

  it('when the admin edits a post without a banner, then the fields change, the banner stays and the slug follows the title', async () => {
    const same = await call('PUT', '/api/blogs/2', {
      body: form(
        {
          title: 'Preparing Kids for Ramadan!',
          description: 'New text.',
          publish_date: '2026-01-14',
          category: '',
          author: '',
        },
        null,
      ),
    });
    expect(same.status).toBe(200);
    const kept = blogEndpoints.update.response.parse(same.body);
    expect(kept.message).toBe(blogMessages.updated);
    expect(kept.blog).toMatchObject({
      id: 2,
      slug: 'preparing-kids-for-ramadan',
      description: 'New text.',
      category: null,
      author: 'Young Minds Team',
      banner_image: '/media/images/ramadan.jpg',
    });

    const renamed = blogEndpoints.update.response.parse(
      (await call('PUT', '/api/blogs/2', { body: form({ ...fields, is_published: 'false' }, png()) })).body,
    );
    expect(renamed.blog).toMatchObject({
      slug: 'ramadan-with-children',
      is_published: false,
      created_at: blogs[1]!.created_at,
    });
    expect(renamed.blog.banner_image).toMatch(/^\/media\/images\/mock-upload-\d+\.png$/);
    // The fixtures themselves are untouched (the next test starts from them again).
    expect(blogs[1]!.title).toBe('Preparing Kids for Ramadan');
  });

  it('when an edit is invalid, names an unknown post or sends a bad banner, then 400 / 404 / 415 and nothing changes', async () => {
    expectError(
      await call('PUT', '/api/blogs/2', { body: form({ ...fields, title: '' }, null) }),
      400,
      'Title is required.',
    );
    expectError(await call('PUT', '/api/blogs/999', { body: form(fields, null) }), 404, blogMessages.notFound);
    expectError(await call('PUT', '/api/blogs/2', { body: form(fields, pdf()) }), 415, bannerTypeMessage);
    expect(mockState.blogs).toEqual(blogs);
  });

  it('when the admin deletes a post, then 200 with the message, it is gone, and a second delete is a 404', async () => {
    const answer = await call('DELETE', '/api/blogs/3');
    expect(answer.status).toBe(200);
    expect(blogEndpoints.remove.response.parse(answer.body).message).toBe(blogMessages.deleted);
    expect(mockState.blogs.map((blog) => blog.id)).toEqual([2, 1]);
    expectError(await call('DELETE', '/api/blogs/3'), 404, blogMessages.notFound);
  });

  it.each([
    ['POST', '/api/blogs'],
    ['PUT', '/api/blogs/1'],
    ['DELETE', '/api/blogs/1'],
  ] as const)(
    'when %s %s is called without a token, then 401; with a parent token, then 403; nothing changes',
    async (method, path) => {
      const body = () => (method === 'DELETE' ? undefined : form());
      expectError(await call(method, path, { token: null, body: body() }), 401);
      expectError(await call(method, path, { token: parentToken, body: body() }), 403);
      expect(mockState.blogs).toEqual(blogs);
    },
  );
});
