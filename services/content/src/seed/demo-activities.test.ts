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
    expect(await testDb.db.seed(seeds)).toEqual(['demo-content-v1', 'demo-activities-v1']);

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
});
