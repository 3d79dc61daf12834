import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gradeActivity, playContentOf } from '@young-minds/contracts';
import { createTestDatabase, serviceDatabases, type TestDatabase } from '@young-minds/db/testing';
import { createLocalMediaStore } from '../media';
import { demoActivitiesSeed } from './demo-activities';
import { demoContentSeed } from './demo-content';
import { demoPictures } from './pictures';

describe.each(serviceDatabases())('the demo activities seed on $name', ({ name }) => {
  let testDb: TestDatabase;
  let mediaRoot: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    mediaRoot = mkdtempSync(path.join(os.tmpdir(), 'ym-seed-activities-media-'));
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('when a new platform starts, then it has two published activities of each kind whose answers are right — once', async () => {
    const media = createLocalMediaStore({ root: mediaRoot });
    const seeds = [demoContentSeed(testDb.db, media), demoActivitiesSeed(testDb.db, media)];
    expect(await testDb.db.seed(seeds)).toEqual(['demo-content-v1', 'demo-activities-v2']);

    const { rows } = await testDb.db.repos.activities.list({ page: 1, pageSize: 50 });
    expect(rows.map((row) => row.kind).sort()).toEqual([
      'fillBlanks',
      'fillBlanks',
      'match',
      'match',
      'revealMatch',
      'revealMatch',
    ]);
    for (const activity of rows) {
      expect({ title: activity.title, status: activity.status, categories: activity.categories.length }).toEqual({
        title: activity.title,
        status: 'published',
        categories: 1,
      });
      // The stored answer scores full marks, and every picture is a real file an activity owns.
      const { content } = activity;
      const right =
        content.kind === 'fillBlanks' && content.entry === 'typed'
          ? { typed: content.gaps.map((gap) => ({ gap: gap.id, text: gap.accepted[0]! })) }
          : { pairs: content.answer };
      const graded = gradeActivity(content, right);
      expect({ title: activity.title, score: graded.ok && graded.result.score }).toEqual({
        title: activity.title,
        score: 100,
      });
      expect(playContentOf(content, 1).kind).toBe(content.kind);
      const cards = [...content.choices, ...(content.kind === 'fillBlanks' ? [] : content.targets)];
      for (const url of cards.flatMap((card) => (card.image_url ? [card.image_url] : []))) {
        const file = path.join(mediaRoot, url.replace(/^\/media\//, ''));
        expect(existsSync(file)).toBe(true);
        // Small files (the revealed book's cover is the book's own drawn picture, 480×360).
        expect(statSync(file).size).toBeLessThanOrEqual(32 * 1024);
        expect(await testDb.db.models.ActivityMedia.count({ where: { url, activityId: activity.id } })).toBe(1);
      }
    }

    // Each activity has a picture drawn for it, none shared (pictures.test.ts checks the files).
    expect(rows.filter((row) => !demoPictures.activity[row.title]).map((row) => row.title)).toEqual([]);

    expect(await testDb.db.seed(seeds)).toEqual([]);
    expect(await testDb.db.models.Activity.count()).toBe(6);
  });
  it('when a database seeded by the first version starts, then its demo activities no admin touched get the new content; edited or deleted ones stay as they are', async () => {
    const media = createLocalMediaStore({ root: mediaRoot });
    const { Activity, ActivityMedia, MediaDeletion } = testDb.db.models;
    const byTitle = async (title: string) => (await Activity.findOne({ where: { title } }))!;
    // The first version's revealed book: the cover of the content seed, its title printed on it.
    const book = await byTitle('Which Book Is It?');
    const oldCover = '/media/activity-images/book-prophets-old.jpg';
    const oldContent = JSON.parse(book.content) as { targets: { image_url: string; image_alt: string }[] };
    const newCover = oldContent.targets[0]!.image_url;
    oldContent.targets[0] = {
      ...oldContent.targets[0]!,
      image_url: oldCover,
      image_alt: 'The cover of a book about the prophets',
    };
    await testDb.db.sequelize.query('UPDATE activities SET content = ?, updated_at = created_at WHERE id = ?', {
      replacements: [JSON.stringify(oldContent), book.id],
    });
    await ActivityMedia.update({ url: oldCover }, { where: { url: newCover } });
    // An admin changed one activity's prompt (a minute after the seed) and deleted another.
    const edited = await byTitle('Guess the Place');
    await testDb.db.sequelize.query('UPDATE activities SET prompt = ?, updated_at = ? WHERE id = ?', {
      replacements: ['What is this place?', new Date(edited.createdAt.getTime() + 60_000), edited.id],
    });
    expect((await testDb.db.repos.activities.remove((await byTitle('Kind Words')).id)).ok).toBe(true);
    await testDb.db.sequelize.query(
      "UPDATE schema_seeds SET name = 'demo-activities-v1' WHERE name = 'demo-activities-v2'",
    );

    const seeds = [demoContentSeed(testDb.db, media), demoActivitiesSeed(testDb.db, media)];
    expect(await testDb.db.seed(seeds)).toEqual(['demo-activities-v2']);

    const refreshed = await testDb.db.repos.activities.findById((await byTitle('Which Book Is It?')).id);
    const card = refreshed!.content.kind === 'revealMatch' ? refreshed!.content.targets[0]! : null;
    expect(card?.image_alt).toBe('A camel and a palm tree in the desert under a crescent moon');
    expect(card?.image_url).toMatch(/^\/media\/activity-images\//);
    expect(existsSync(path.join(mediaRoot, card!.image_url!.replace(/^\/media\//, '')))).toBe(true);
    expect(await ActivityMedia.count({ where: { url: card!.image_url!, activityId: refreshed!.id } })).toBe(1);
    // The old picture goes (queued for the media sweeper); nothing waits to be claimed.
    expect(await MediaDeletion.count({ where: { mediaUrl: oldCover } })).toBe(1);
    expect(await ActivityMedia.count({ where: { activityId: null } })).toBe(0);
    expect((await byTitle('Guess the Place')).prompt).toBe('What is this place?');
    expect(await Activity.count({ where: { title: 'Kind Words' } })).toBe(0);
    expect(await Activity.count()).toBe(5);
    expect(await testDb.db.seed(seeds)).toEqual([]);
  });
});
