import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { familyAudience } from '@young-minds/db';
import { createTestDatabase, serviceDatabases, type TestDatabase } from '@young-minds/db/testing';
import { createLocalMediaStore } from '../media';
import { demoDuas, demoDuasSeed } from './demo-duas';

describe.each(serviceDatabases())('the demo duas seed on $name', ({ name }) => {
  let testDb: TestDatabase;
  let mediaRoot: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    mediaRoot = mkdtempSync(path.join(os.tmpdir(), 'ym-seed-duas-media-'));
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('when the demo is seeded, then its duas wait for a reviewer with their sources, and no family sees them — once', async () => {
    const { db } = testDb;
    const media = createLocalMediaStore({ root: mediaRoot });
    expect(await db.seed([demoDuasSeed(db, media)])).toEqual(['demo-duas-v1']);
    expect(await db.seed([demoDuasSeed(db, media)])).toEqual([]);

    const all = await db.repos.duas.list({ page: 1, pageSize: 50 });
    expect(all.total).toBe(demoDuas.length);
    for (const dua of all.rows) {
      const demo = demoDuas.find((one) => one.title === dua.title)!;
      expect(dua).toMatchObject({
        arabic: demo.arabic,
        occasion: demo.occasion,
        reviewStatus: 'in_review',
        sources: demo.sources,
        categoryName: 'Daily duas',
        thumbnailUrl: expect.stringMatching(/^\/media\/images\/.+\.png$/),
      });
      // Every demo dua rests on at least one hadith.
      expect(dua.sources.length).toBeGreaterThan(0);
    }
    expect((await db.repos.duas.list({ page: 1, pageSize: 50, audience: familyAudience })).total).toBe(0);
    const queue = await db.repos.contentReviews.queue({ page: 1, pageSize: 50 });
    expect(queue.rows.filter((row) => row.kind === 'dua')).toHaveLength(demoDuas.length);
  });
});
