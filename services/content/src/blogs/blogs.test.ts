import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serviceDatabases } from '@young-minds/db/testing';
import type request from 'supertest';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, startContent } from '../test-support';

type Fields = Partial<
  Record<'title' | 'description' | 'publish_date' | 'category' | 'author' | 'is_published', string>
>;
type Files = Partial<Record<string, [Buffer, string]>>;

const today = '2026-03-01';

describe.each(serviceDatabases())('blogs on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  let child: TestSession;

  beforeAll(async () => {
    harness = await startContent(name, { now: () => new Date(`${today}T12:00:00.000Z`), limits: { image: 16 * 1024 } });
    admin = await createAdmin(harness);
    ({ parent, child } = await createFamily(harness));
  });
  afterAll(() => harness.close());

  const onDisk = (url: string) => join(harness.mediaRoot, url.slice('/media/'.length));

  function send(call: request.Test, fields: Fields, files: Files): request.Test {
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) call = call.field(key, value);
    for (const [key, file] of Object.entries(files)) if (file) call = call.attach(key, file[0], file[1]);
    return call;
  }

  const defaults: Fields = {
    title: 'Ramadan with Children!',
    description: 'Ideas for the holy month.',
    publish_date: '2026-02-01',
  };

  function create(
    fields: Fields = {},
    files: Files = { banner_image: [sampleFiles.jpeg(), 'banner.jpg'] },
  ): request.Test {
    return send(harness.api().post('/api/blogs').set(bearer(admin)), { ...defaults, ...fields }, files);
  }

  const snapshot = async () => ({ blogs: await harness.db.models.Blog.count(), files: filesUnder(harness.mediaRoot) });

  async function expectRefused(call: request.Test, status: number, message: string) {
    const before = await snapshot();
    const response = await call;
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect(response.body.error).toBe(message);
    expect(await snapshot()).toEqual(before);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  }

  it("when an admin creates a post, then it gets the spec's slug, the admin's name as author and a stored banner", async () => {
    const response = await create({ category: 'Family' });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Blog created successfully!');
    expect(response.body.blog).toEqual({
      id: expect.any(Number),
      title: 'Ramadan with Children!',
      slug: 'ramadan-with-children',
      category: 'Family',
      author: 'Test Admin',
      description: 'Ideas for the holy month.',
      publish_date: '2026-02-01',
      banner_image: expect.stringMatching(/^\/media\/images\/[0-9a-f-]{36}\.jpg$/),
      is_published: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(existsSync(onDisk(response.body.blog.banner_image))).toBe(true);

    const byId = await harness.api().get(`/api/blogs/${response.body.blog.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(response.body.blog);
    const bySlug = await harness.api().get('/api/blogs/slug/ramadan-with-children');
    expect(bySlug.body).toEqual(response.body.blog);
  });

  it('when two posts share a title, then the second slug gets -2 and the third -3', async () => {
    const second = await create({ title: 'Ramadan with children', author: 'Maryam' });
    const third = await create({ title: 'Ramadan, with Children?' });
    expect(second.body.blog).toMatchObject({ slug: 'ramadan-with-children-2', author: 'Maryam', category: null });
    expect(third.body.blog.slug).toBe('ramadan-with-children-3');
    expect((await harness.api().get('/api/blogs/slug/ramadan-with-children-3')).body.id).toBe(third.body.blog.id);
  });

  it('when the public reads the list, then only published posts dated today or earlier come, newest first; admins may ask for all', async () => {
    await create({ title: 'Old post', publish_date: '2025-01-01' });
    await create({ title: 'Today post', publish_date: today });
    const future = (await create({ title: 'Future post', publish_date: '2026-03-02' })).body.blog;
    const draft = (await create({ title: 'Draft post', publish_date: '2026-01-01', is_published: 'false' })).body.blog;
    expect(draft.is_published).toBe(false);

    const list = await harness.api().get('/api/blogs?pageSize=100');
    expect(list.status).toBe(200);
    const titles = list.body.data.map((row: { title: string }) => row.title);
    expect(titles[0]).toBe('Today post');
    expect(titles[titles.length - 1]).toBe('Old post');
    expect(titles).not.toContain('Future post');
    expect(titles).not.toContain('Draft post');
    expect(list.body.total).toBe(titles.length);
    const dates = list.body.data.map((row: { publish_date: string }) => row.publish_date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const paged = await harness.api().get('/api/blogs?pageSize=2&page=1');
    expect(paged.body.data.map((row: { title: string }) => row.title)).toEqual(titles.slice(0, 2));
    expect(
      (await harness.api().get('/api/blogs?search=OLD')).body.data.map((row: { title: string }) => row.title),
    ).toEqual(['Old post']);

    // Not published yet: hidden from the public and from families by id and by slug; admins see it.
    for (const post of [future, draft]) {
      expect((await harness.api().get(`/api/blogs/${post.id}`)).status).toBe(404);
      expect((await harness.api().get(`/api/blogs/slug/${post.slug}`).set(bearer(child))).body.message).toBe(
        'Blog post not found.',
      );
      expect((await harness.api().get(`/api/blogs/${post.id}`).set(bearer(admin))).status).toBe(200);
    }

    const all = await harness.api().get('/api/blogs?all=1&pageSize=100').set(bearer(admin));
    expect(all.status).toBe(200);
    expect(all.body.data.map((row: { title: string }) => row.title)).toEqual(
      expect.arrayContaining(['Future post', 'Draft post']),
    );
    for (const call of [
      harness.api().get('/api/blogs?all=1'),
      harness.api().get('/api/blogs?all=1').set(bearer(parent)),
    ]) {
      const refused = await call;
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 403,
        message: 'Only administrators can list unpublished posts.',
      });
    }
    expect((await harness.api().get('/api/blogs?all=maybe')).status).toBe(400);
  });

  it('when the public list is asked again with its ETag, then 304 until a post is published, then the new list', async () => {
    const first = await harness.api().get('/api/blogs');
    expect(first.status).toBe(200);
    // Revalidated by a browser every time; kept a second by a shared cache (the gateway's visitors' answers).
    expect(first.headers['cache-control']).toBe('max-age=0, must-revalidate, s-maxage=1');
    const etag = first.headers.etag!;
    const again = await harness.api().get('/api/blogs').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    await create({ title: 'Fresh post', publish_date: today });
    const changed = await harness.api().get('/api/blogs').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.data.map((row: { title: string }) => row.title)).toContain('Fresh post');
    expect(changed.headers.etag).not.toBe(etag);
    // An admin's list (drafts included) is theirs alone: never tagged, never kept.
    const admins = await harness.api().get('/api/blogs?all=1').set(bearer(admin)).set('If-None-Match', etag);
    expect({ status: admins.status, etag: admins.headers.etag, cache: admins.headers['cache-control'] }).toEqual({
      status: 200,
      etag: undefined,
      cache: 'no-store',
    });
  });

  it("when a post or slug does not exist, then 404 'Blog post not found.'", async () => {
    expect((await harness.api().get('/api/blogs/999999')).body).toEqual({
      message: 'Blog post not found.',
      error: 'Blog post not found.',
    });
    expect((await harness.api().get('/api/blogs/slug/no-such-post')).status).toBe(404);
  });

  describe('bad input is refused and nothing is written', () => {
    it('when the banner is missing, then 400', async () => {
      await expectRefused(create({}, {}), 400, 'Please upload a banner image.');
    });

    it('when the banner is not an image (by its bytes) or too large, then 415 / 413', async () => {
      await expectRefused(
        create({}, { banner_image: [sampleFiles.pdf(), 'banner.jpg'] }),
        415,
        'The banner image must be an image (JPEG, PNG, GIF or WebP).',
      );
      await expectRefused(
        create({}, { banner_image: [sampleFiles.png(64 * 1024), 'banner.png'] }),
        413,
        'The banner image is too large (at most 16 KB).',
      );
    });

    it('when a required field is missing or malformed, then 400 names it', async () => {
      const banner: Files = { banner_image: [sampleFiles.png(), 'b.png'] };
      await expectRefused(
        send(harness.api().post('/api/blogs').set(bearer(admin)), { description: 'd', publish_date: today }, banner),
        400,
        'Title is required.',
      );
      await expectRefused(
        send(harness.api().post('/api/blogs').set(bearer(admin)), { title: 't', publish_date: today }, banner),
        400,
        'Description is required.',
      );
      await expectRefused(
        send(harness.api().post('/api/blogs').set(bearer(admin)), { title: 't', description: 'd' }, banner),
        400,
        'Publish date is required.',
      );
      await expectRefused(
        create({ publish_date: 'tomorrow' }),
        400,
        'Publish date must be a date in the format YYYY-MM-DD.',
      );
      await expectRefused(create({ publish_date: '2026-13-01' }), 400, 'Publish date is not a valid date.');
      await expectRefused(create({ is_published: 'perhaps' }), 400, 'is_published must be true or false.');
    });
  });

  it('when an admin edits a post, then fields and slug follow the title; a new banner replaces the old file; a bad edit changes nothing', async () => {
    const created = (await create({ title: 'Hajj for kids', author: 'Aisha' })).body.blog;
    expect(created.slug).toBe('hajj-for-kids');

    const textOnly = await send(
      harness.api().put(`/api/blogs/${created.id}`).set(bearer(admin)),
      { ...defaults, title: 'Hajj for kids', description: 'Updated.' },
      {},
    );
    expect(textOnly.status).toBe(200);
    expect(textOnly.body.message).toBe('Blog updated successfully!');
    expect(textOnly.body.blog).toMatchObject({
      slug: 'hajj-for-kids',
      description: 'Updated.',
      author: 'Aisha',
      banner_image: created.banner_image,
    });

    const renamed = await send(
      harness.api().put(`/api/blogs/${created.id}`).set(bearer(admin)),
      { ...defaults, title: 'Umrah for kids' },
      { banner_image: [sampleFiles.png(), 'new.png'] },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.blog).toMatchObject({ slug: 'umrah-for-kids', banner_image: expect.stringMatching(/\.png$/) });
    expect(existsSync(onDisk(renamed.body.blog.banner_image))).toBe(true);
    expect(existsSync(onDisk(created.banner_image))).toBe(false);
    expect((await harness.api().get('/api/blogs/slug/hajj-for-kids')).status).toBe(404);

    await expectRefused(
      send(
        harness.api().put(`/api/blogs/${created.id}`).set(bearer(admin)),
        { ...defaults, title: 'Sneaky' },
        { banner_image: [sampleFiles.text(), 'x.png'] },
      ),
      415,
      'The banner image must be an image (JPEG, PNG, GIF or WebP).',
    );
    await expectRefused(
      send(harness.api().put(`/api/blogs/${created.id}`).set(bearer(admin)), { ...defaults, title: '' }, {}),
      400,
      'Title is required.',
    );
    await expectRefused(
      send(harness.api().put('/api/blogs/999999').set(bearer(admin)), defaults, {
        banner_image: [sampleFiles.png(), 'b.png'],
      }),
      404,
      'Blog post not found.',
    );
    expect((await harness.api().get(`/api/blogs/${created.id}`)).body).toEqual(renamed.body.blog);
  });

  it('when an admin deletes a post, then the row and its banner are gone', async () => {
    const created = (await create({ title: 'Short-lived' })).body.blog;
    const deleted = await harness.api().delete(`/api/blogs/${created.id}`).set(bearer(admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Blog deleted successfully.');
    expect(await harness.db.models.Blog.count({ where: { id: created.id } })).toBe(0);
    expect(existsSync(onDisk(created.banner_image))).toBe(false);
    expect((await harness.api().delete(`/api/blogs/${created.id}`).set(bearer(admin))).status).toBe(404);
  });
});
