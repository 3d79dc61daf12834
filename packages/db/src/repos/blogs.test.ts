import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import { type BlogWrite, isVariantOf } from './blogs';

const post = (
  title: string,
  baseSlug: string,
  overrides: Partial<BlogWrite> = {},
): BlogWrite & { bannerImage: string } => ({
  title,
  baseSlug,
  category: null,
  author: 'Admin',
  description: 'Words.',
  publishDate: '2026-01-10',
  isPublished: true,
  bannerImage: '/media/images/b.png',
  ...overrides,
});

describe('isVariantOf', () => {
  it('when a slug is the base or the base with a number, then it is a variant; anything else is not', () => {
    expect(isVariantOf('eid', 'eid')).toBe(true);
    expect(isVariantOf('eid-12', 'eid')).toBe(true);
    expect(isVariantOf('eid-fun', 'eid')).toBe(false);
    expect(isVariantOf('eid-2x', 'eid')).toBe(false);
    expect(isVariantOf('eids', 'eid')).toBe(false);
  });
});

describe.each(databasesUnderTest())('blogs repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  it('when several posts share a base slug, then each gets the next free number, and a freed slug is reused', async () => {
    const first = await db.repos.blogs.create(post('Eid', 'eid'));
    const second = await db.repos.blogs.create(post('Eid!', 'eid'));
    const third = await db.repos.blogs.create(post('EID', 'eid'));
    expect([first.slug, second.slug, third.slug]).toEqual(['eid', 'eid-2', 'eid-3']);
    await db.repos.blogs.remove(second.id);
    expect((await db.repos.blogs.create(post('Eid?', 'eid'))).slug).toBe('eid-2');
  });

  it('when a post is edited, then its slug stays while the title gives the same base, and moves when it does not', async () => {
    await db.repos.blogs.create(post('Eid', 'eid'));
    const second = await db.repos.blogs.create(post('Eid', 'eid'));
    const same = await db.repos.blogs.update(second.id, post('Eid.', 'eid', {}));
    expect(same.ok && same.blog.slug).toBe('eid-2');
    expect(same.ok && same.blog.bannerImage).toBe(same.ok && same.previous.bannerImage);
    const moved = await db.repos.blogs.update(second.id, {
      ...post('Hajj', 'hajj'),
      bannerImage: '/media/images/new.png',
    });
    expect(moved.ok && moved.blog).toMatchObject({ slug: 'hajj', title: 'Hajj', bannerImage: '/media/images/new.png' });
    expect(moved.ok && moved.previous.bannerImage).toBe('/media/images/b.png');
    expect(await db.repos.blogs.update(999999, post('X', 'x'))).toEqual({ ok: false, reason: 'notFound' });
  });

  it('when the list is filtered by day, then only published posts up to that day come, newest date first', async () => {
    await db.repos.blogs.create(post('Old', 'old', { publishDate: '2025-12-31' }));
    await db.repos.blogs.create(post('Today', 'today', { publishDate: '2026-01-10' }));
    await db.repos.blogs.create(post('Future', 'future', { publishDate: '2026-01-11' }));
    await db.repos.blogs.create(post('Draft', 'draft', { publishDate: '2026-01-01', isPublished: false }));
    const published = await db.repos.blogs.list({ page: 1, pageSize: 10, publishedOn: '2026-01-10' });
    expect(published.rows.map((row) => row.title)).toEqual(['Today', 'Old']);
    expect(published.total).toBe(2);
    const everything = await db.repos.blogs.list({ page: 1, pageSize: 10 });
    expect(everything.rows.map((row) => row.title)).toEqual(['Future', 'Today', 'Draft', 'Old']);
    expect(everything.rows.find((row) => row.title === 'Draft')?.isPublished).toBe(false);
  });
});
