import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, serviceDatabases, type TestDatabase } from '@young-minds/db/testing';
import { createLocalMediaStore } from '../media';
import { demoActivitiesSeed } from './demo-activities';
import { demoContentSeed } from './demo-content';
import { demoCoversSeed } from './demo-covers';
import { demoPictures } from './pictures';

describe.each(serviceDatabases())('the demo covers seed on $name', ({ name }) => {
  let testDb: TestDatabase;
  let mediaRoot: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    mediaRoot = mkdtempSync(path.join(os.tmpdir(), 'ym-seed-covers-media-'));
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('when a platform seeded before covers existed starts, then each demo quiz, worksheet and activity gets its drawn cover — once, keeping an admin choice', async () => {
    const media = createLocalMediaStore({ root: mediaRoot });
    const { db } = testDb;
    // The demo content of an earlier start, then an admin who chose a cover for one quiz.
    expect(await db.seed([demoContentSeed(db, media), demoActivitiesSeed(db, media)])).toEqual([
      'demo-content-v1',
      'demo-activities-v2',
    ]);
    const chosen = await db.models.Quiz.findOne({ where: { title: 'Getting Ready for Salah' }, rejectOnEmpty: true });
    await chosen.update({ coverImage: '/media/images/admins-choice.png' });

    const seeds = [demoContentSeed(db, media), demoActivitiesSeed(db, media), demoCoversSeed(db, media)];
    expect(await db.seed(seeds)).toEqual(['demo-covers-v1']);

    const covered = [
      ...(await db.models.Quiz.findAll({ raw: true })),
      ...(await db.models.Assignment.findAll({ raw: true })),
      ...(await db.models.Activity.findAll({ raw: true })),
    ];
    expect(covered.length).toBe(
      Object.keys(demoPictures.quiz).length +
        Object.keys(demoPictures.assignment).length +
        Object.keys(demoPictures.activity).length,
    );
    for (const row of covered) {
      if (row.title === 'Getting Ready for Salah') {
        expect(row.coverImage).toBe('/media/images/admins-choice.png');
        continue;
      }
      expect({ title: row.title, cover: row.coverImage?.startsWith('/media/') }).toEqual({
        title: row.title,
        cover: true,
      });
      expect(existsSync(path.join(mediaRoot, row.coverImage!.replace(/^\/media\//, '')))).toBe(true);
    }
    // An activity's cover is its own upload (private, claimed, deleted with it).
    const activities = await db.repos.activities.list({ page: 1, pageSize: 50 });
    for (const activity of activities.rows) {
      expect(activity.coverImage).toMatch(/^\/media\/activity-images\//);
      expect(
        await db.models.ActivityMedia.count({ where: { url: activity.coverImage!, activityId: activity.id } }),
      ).toBe(1);
    }

    expect(await db.seed(seeds)).toEqual([]);
  });
});
