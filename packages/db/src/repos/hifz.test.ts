import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';

const schedule = (dueOn: string) => ({ card: JSON.stringify({ due: `${dueOn}T00:00:00.000Z` }), dueOn });

describe.each(databasesUnderTest())('hifz and recitations repositories on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let parentId: number;
  let count = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
    parentId = (await db.models.User.create({ role: 'parent', name: 'P', email: 'p@example.test', passwordHash: 'x' }))
      .id;
  });
  afterAll(() => testDb.drop());

  async function newChild(): Promise<number> {
    count += 1;
    const child = await db.models.User.create({
      role: 'child',
      name: `C${count}`,
      parentId,
      username: `kid.${count}`,
      passwordHash: 'x',
    });
    return child.id;
  }
  const recording = (childId: number, recordedAt: Date, audioUrl = `/media/voices/${childId}-${+recordedAt}.webm`) =>
    db.repos.childRecitations.create({
      childId,
      surah: 112,
      ayahFrom: 1,
      ayahTo: 4,
      audioUrl,
      recordedAt,
      clientKey: null,
    });

  it('when ayahs are marked, then the map is in surah and ayah order and the due list oldest first, up to today', async () => {
    const childId = await newChild();
    await db.repos.hifz.setStatus({ childId, surah: 113, ayah: 2 }, 'memorized', schedule('2026-11-30'));
    await db.repos.hifz.setStatus({ childId, surah: 112, ayah: 3 }, 'memorized', schedule('2026-11-28'));
    await db.repos.hifz.setStatus({ childId, surah: 112, ayah: 1 }, 'learning', null);
    await db.repos.hifz.setStatus({ childId, surah: 1, ayah: 1 }, 'memorized', schedule('2026-12-05'));

    const map = await db.repos.hifz.listForChild(childId);
    expect(map.map((row) => [row.surah, row.ayah, row.status, row.dueOn])).toEqual([
      [1, 1, 'memorized', '2026-12-05'],
      [112, 1, 'learning', null],
      [112, 3, 'memorized', '2026-11-28'],
      [113, 2, 'memorized', '2026-11-30'],
    ]);
    const due = await db.repos.hifz.dueForChild(childId, '2026-11-30');
    expect(due.map((row) => [row.surah, row.ayah])).toEqual([
      [112, 3],
      [113, 2],
    ]);
  });

  it('when the same status is set again, then the schedule stays; learning clears it', async () => {
    const childId = await newChild();
    const key = { childId, surah: 112, ayah: 1 };
    await db.repos.hifz.setStatus(key, 'memorized', schedule('2026-12-01'));
    expect((await db.repos.hifz.setStatus(key, 'memorized', schedule('2026-12-09'))).dueOn).toBe('2026-12-01');
    expect(await db.repos.hifz.setStatus(key, 'learning', null)).toMatchObject({ card: null, dueOn: null });
  });

  it('when a memorised ayah is revised, then the card moves, the counts add up and the revision is logged', async () => {
    const childId = await newChild();
    const key = { childId, surah: 112, ayah: 2 };
    const reviewedAt = new Date('2026-12-01T08:00:00.000Z');
    expect(
      await db.repos.hifz.review(key, 'good', reviewedAt, () => ({ ...schedule('2026-12-09'), lapsed: false })),
    ).toEqual({
      ok: false,
      reason: 'notMemorized',
    });
    await db.repos.hifz.setStatus(key, 'memorized', schedule('2026-12-01'));
    const result = await db.repos.hifz.review(key, 'again', reviewedAt, (current) => {
      expect(current.card).toContain('2026-12-01');
      return { ...schedule('2026-12-02'), lapsed: true };
    });
    expect(result).toMatchObject({
      ok: true,
      ayah: { dueOn: '2026-12-02', reviews: 1, lapses: 1, lastReviewedAt: reviewedAt },
    });
    expect(await db.repos.hifz.reviewsOf(childId)).toEqual([
      expect.objectContaining({ grade: 'again', dueBefore: '2026-12-01', dueAfter: '2026-12-02', reviewedAt }),
    ]);
  });

  it('when a rescheduling fails, then nothing of the revision is kept', async () => {
    const childId = await newChild();
    const key = { childId, surah: 112, ayah: 4 };
    await db.repos.hifz.setStatus(key, 'memorized', schedule('2026-12-01'));
    await expect(
      db.repos.hifz.review(key, 'good', new Date(), () => {
        throw new Error('no schedule');
      }),
    ).rejects.toThrow('no schedule');
    expect(await db.repos.hifz.find(key)).toMatchObject({ reviews: 0, dueOn: '2026-12-01' });
    expect(await db.repos.hifz.reviewsOf(childId)).toEqual([]);
  });

  it('a client key is stored once per child: a second insert is refused by the unique index', async () => {
    const childId = await newChild();
    const row = { childId, surah: 112, ayahFrom: 1, ayahTo: 4, recordedAt: new Date(), clientKey: 'a'.repeat(64) };
    const first = await db.repos.childRecitations.create({ ...row, audioUrl: '/media/voices/a.webm' });
    await expect(db.repos.childRecitations.create({ ...row, audioUrl: '/media/voices/b.webm' })).rejects.toThrow();
    expect(await db.repos.childRecitations.findByClientKey(childId, 'a'.repeat(64))).toMatchObject({ id: first.id });
    const otherChild = await newChild();
    await expect(
      db.repos.childRecitations.create({ ...row, childId: otherChild, audioUrl: '/media/voices/c.webm' }),
    ).resolves.toMatchObject({ childId: otherChild });
  });

  it('review, keep and remove reach only the child’s own recording', async () => {
    const childId = await newChild();
    const other = await newChild();
    const mine = await recording(childId, new Date('2026-11-01T00:00:00.000Z'));
    const reviewedAt = new Date('2026-11-02T00:00:00.000Z');
    const write = { id: mine.id, stars: 2, comment: 'Good', reviewedBy: parentId, reviewedAt };
    expect(await db.repos.childRecitations.review({ ...write, childId: other })).toEqual({
      ok: false,
      reason: 'notFound',
    });
    expect(await db.repos.childRecitations.review({ ...write, childId })).toMatchObject({
      ok: true,
      recitation: { reviewStars: 2, reviewComment: 'Good', reviewedAt },
    });
    expect(await db.repos.childRecitations.setKept({ childId, id: mine.id }, true)).toMatchObject({
      recitation: { kept: true },
    });
    expect(await db.repos.childRecitations.remove({ childId: other, id: mine.id })).toEqual({
      ok: false,
      reason: 'notFound',
    });
    expect(await db.repos.childRecitations.remove({ childId, id: mine.id })).toMatchObject({
      ok: true,
      recitation: { audioUrl: mine.audioUrl },
    });
    expect(await db.repos.childRecitations.findForChild({ childId, id: mine.id })).toBeNull();
  });

  it('the 90-day rule removes old recordings not kept and queues their files; kept and younger ones stay', async () => {
    const childId = await newChild();
    const old = await recording(childId, new Date('2026-08-01T00:00:00.000Z'));
    const kept = await recording(childId, new Date('2026-08-01T00:00:00.000Z'));
    await db.repos.childRecitations.setKept({ childId, id: kept.id }, true);
    const young = await recording(childId, new Date('2026-10-01T00:00:00.000Z'));

    expect(await db.repos.childRecitations.removeExpired(new Date('2026-09-01T00:00:00.000Z'))).toBe(1);
    const left = await db.repos.childRecitations.listForChild(childId, { page: 1, pageSize: 10 });
    expect(left.rows.map((row) => row.id).sort()).toEqual([kept.id, young.id].sort());
    expect((await db.repos.mediaDeletions.pending()).map((entry) => entry.mediaUrl)).toContain(old.audioUrl);
    expect(await db.repos.mediaDeletions.referenced([old.audioUrl, kept.audioUrl])).toEqual(new Set([kept.audioUrl]));
  });

  it('the family export lists the children’s ayahs and recordings; deleting the child removes them and queues the files', async () => {
    const childId = await newChild();
    await db.repos.hifz.setStatus({ childId, surah: 112, ayah: 1 }, 'memorized', schedule('2026-12-01'));
    const made = await recording(childId, new Date('2026-11-20T00:00:00.000Z'));

    const exported = await db.repos.families.exportFamily(parentId);
    expect(exported?.hifzAyahs).toContainEqual(expect.objectContaining({ childId, surah: 112, ayah: 1 }));
    expect(exported?.childRecitations).toContainEqual(expect.objectContaining({ childId, audioUrl: made.audioUrl }));

    await db.repos.families.removeChild(childId);
    expect(await db.repos.hifz.listForChild(childId)).toEqual([]);
    expect(await db.repos.childRecitations.findForChild({ childId, id: made.id })).toBeNull();
    expect((await db.repos.mediaDeletions.pending()).map((entry) => entry.mediaUrl)).toContain(made.audioUrl);
  });
});
