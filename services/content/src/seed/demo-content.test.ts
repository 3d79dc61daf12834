import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slugify } from '@young-minds/contracts';
import { createTestDatabase, serviceDatabases, type TestDatabase } from '@young-minds/db/testing';
import { createLocalMediaStore } from '../media';
import { demoContentSeed } from './demo-content';
import { demoPictures } from './pictures';

const filesUnder = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(root, entry.name)) : [path.join(root, entry.name)],
  );

describe.each(serviceDatabases())('the demo content seed on $name', ({ name }) => {
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

  it('when a new platform starts, then it has categories, videos with media, three books, quizzes, an assignment and three posts — once', async () => {
    const media = createLocalMediaStore({ root: mediaRoot });
    const seed = demoContentSeed(testDb.db, media, () => new Date('2026-11-22T09:00:00Z'));
    expect(await testDb.db.seed([seed])).toEqual(['demo-content-v1']);

    const m = testDb.db.models;
    expect(await m.Category.count()).toBe(5);
    expect(await m.Video.count()).toBe(3);
    expect(await m.Book.count()).toBe(3);
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
      ...(await m.Book.findAll({ raw: true })).flatMap((book) => [book.fileUrl, book.thumbnailUrl]),
      ...posts.map((post) => post.bannerImage),
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      expect(existsSync(path.join(mediaRoot, url.replace(/^\/media\//, '')))).toBe(true);
    }
    // Each book's cover is its own: not a post's banner, a video's thumbnail or another book's cover.
    const contentOf = (url: string) =>
      createHash('sha256')
        .update(readFileSync(path.join(mediaRoot, url.replace(/^\/media\//, ''))))
        .digest('hex');
    const covers = (await m.Book.findAll({ raw: true })).map((book) => contentOf(book.thumbnailUrl));
    const others = [...videos.map((video) => video.thumbnailUrl), ...posts.map((post) => post.bannerImage)];
    expect(new Set(covers).size).toBe(covers.length);
    for (const other of others.map(contentOf)) expect(covers).not.toContain(other);
    const filesAfterFirstRun = filesUnder(mediaRoot).length;

    // Every video's thumbnail is its own picture, drawn for it (PNG bytes); every quiz and worksheet has one drawn.
    const thumbnails = videos.map((video) =>
      readFileSync(path.join(mediaRoot, video.thumbnailUrl.replace(/^\/media\//, ''))),
    );
    expect(thumbnails.map((bytes) => bytes.subarray(1, 4).toString())).toEqual(['PNG', 'PNG', 'PNG']);
    expect(new Set(thumbnails.map((bytes) => bytes.toString('base64'))).size).toBe(3);
    expect(videos.map((video) => demoPictures.video[video.title])).not.toContain(undefined);
    const undrawn = (rows: Array<{ title: string }>, drawn: Record<string, string>) =>
      rows.filter((row) => !drawn[row.title]).map((row) => row.title);
    expect(undrawn(await m.Quiz.findAll({ raw: true }), demoPictures.quiz)).toEqual([]);
    expect(undrawn(await m.Assignment.findAll({ raw: true }), demoPictures.assignment)).toEqual([]);
    expect(undrawn(await m.Book.findAll({ raw: true }), demoPictures.book)).toEqual([]);

    // A mix of flags, so a new family sees a child's settings at work: a 4-year-old (3-5) sees the items for
    // 'all' and '3-5' only, a music-free-only child the music-free ones only.
    const flagRows = { raw: true, attributes: ['title', 'ageBand', 'musicFree'] };
    const flagged = [
      ...(await m.Video.findAll(flagRows)),
      ...(await m.Book.findAll(flagRows)),
      ...(await m.Quiz.findAll(flagRows)),
      ...(await m.Assignment.findAll(flagRows)),
      // MariaDB answers booleans as 0/1.
    ].map((row) => ({ title: row.title, ageBand: row.ageBand, musicFree: Boolean(row.musicFree) }));
    const forFourYearOld = flagged.filter((row) => ['all', '3-5'].includes(row.ageBand)).map((row) => row.title);
    expect(forFourYearOld.sort()).toEqual([
      'Counting Blessings',
      'Getting Ready for Salah',
      'Good Words',
      'Stories of the Prophets',
      'The Little Seed',
      'Wudu Step by Step',
    ]);
    expect(flagged.filter((row) => !row.musicFree).map((row) => row.title)).toEqual(['The Story of Prophet Nuh']);

    expect(await testDb.db.seed([seed])).toEqual([]);
    expect(await m.Video.count()).toBe(3);
    expect(filesUnder(mediaRoot)).toHaveLength(filesAfterFirstRun);
  });
});
