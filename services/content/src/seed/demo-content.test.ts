import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slugify } from '@young-minds/contracts';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '@young-minds/db/testing';
import { createLocalMediaStore } from '../media';
import { demoContentSeed } from './demo-content';

const filesUnder = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(root, entry.name)) : [path.join(root, entry.name)],
  );

describe.each(databasesUnderTest())('the demo content seed on $name', ({ name }) => {
  let testDb: TestDatabase;
  let mediaRoot: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    mediaRoot = mkdtempSync(path.join(os.tmpdir(), 'ym-seed-media-'));
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('when a new platform starts, then it has categories, videos with media, a book, quizzes, an assignment and three posts — once', async () => {
    const media = createLocalMediaStore({ root: mediaRoot });
    const seed = demoContentSeed(testDb.db, media, () => new Date('2026-11-22T09:00:00Z'));
    expect(await testDb.db.seed([seed])).toEqual(['demo-content-v1']);

    const m = testDb.db.models;
    expect(await m.Category.count()).toBe(5);
    expect(await m.Video.count()).toBe(3);
    expect(await m.Book.count()).toBe(1);
    expect(await m.Quiz.count()).toBe(2);
    expect(await m.QuizQuestion.count()).toBe(6);
    expect(await m.Assignment.count()).toBe(1);
    const posts = await m.Blog.findAll({ order: [['publishDate', 'ASC']], raw: true });
    expect(posts.map((post) => post.slug)).toEqual(posts.map((post) => slugify(post.title)));
    expect(posts.every((post) => post.publishDate <= '2026-11-22')).toBe(true);

    // Every media url a row points at is a real file in the media root.
    const videos = await m.Video.findAll({ raw: true });
    const urls = [
      ...videos.flatMap((video) => [video.videoUrl, video.thumbnailUrl]),
      ...posts.map((post) => post.bannerImage),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      expect(existsSync(path.join(mediaRoot, url.replace(/^\/media\//, '')))).toBe(true);
    }
    const filesAfterFirstRun = filesUnder(mediaRoot).length;

    expect(await testDb.db.seed([seed])).toEqual([]);
    expect(await m.Video.count()).toBe(3);
    expect(filesUnder(mediaRoot)).toHaveLength(filesAfterFirstRun);
  });
});
