import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, serviceDatabases, type TestDatabase } from '@young-minds/db/testing';
import { familyAudience } from '@young-minds/db';
import { createLocalMediaStore } from '../media';
import { demoContentSeed } from './demo-content';
import { demoReviewSeed } from './demo-review';

describe.each(serviceDatabases())('the demo review seed on $name', ({ name }) => {
  let testDb: TestDatabase;
  let mediaRoot: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    mediaRoot = mkdtempSync(path.join(os.tmpdir(), 'ym-seed-review-'));
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('when the demo content is seeded before the bootstrap admin exists, then families see it as checked by that admin once created, with real sources', async () => {
    const { db } = testDb;
    const media = createLocalMediaStore({ root: mediaRoot });
    expect(await db.seed([demoContentSeed(db, media), demoReviewSeed(db)])).toEqual([
      'demo-content-v1',
      'demo-review-v1',
    ]);
    const videos = await db.repos.videos.list({ page: 1, pageSize: 10, audience: familyAudience });
    expect(videos.total).toBe(3);
    const wudu = videos.rows.find((video) => video.title === 'Wudu Step by Step');
    expect(wudu?.sources).toEqual([
      { type: 'quran', surah: 5, ayahFrom: 6, ayahTo: 6 },
      { type: 'hadith', collection: 'Sahih Muslim', number: '226', grading: 'sahih' },
    ]);
    expect(wudu?.review).toMatchObject({ status: 'published', reviewedBy: null });

    const { user } = await db.repos.users.ensureFirstAdmin('admin@example.test', 'Admin');
    expect(user.reviewer).toBe(true);
    const after = await db.repos.videos.findById(wudu!.id, familyAudience);
    expect(after?.review).toMatchObject({ status: 'published', reviewedBy: 'Admin' });
    // Nothing waits for review.
    expect((await db.repos.contentReviews.queue({ page: 1, pageSize: 10 })).total).toBe(0);
  });
});
