import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';

const first = { reciter: 'Mahmoud Khalil Al-Husary', licence: 'Public domain', ayahStarts: [0, 4.5, 9.25, 12] };

describe.each(databasesUnderTest())('Quran recitations repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  it('when a surah has none, then it reads as null, and timings alone are refused', async () => {
    expect(await db.repos.quranRecitations.findBySurah(112)).toBeNull();
    expect(await db.repos.quranRecitations.save(112, { ...first, uploadedBy: null })).toEqual({
      ok: false,
      reason: 'audioRequired',
    });
    expect(await db.models.QuranRecitation.count()).toBe(0);
  });

  it('when a recitation is saved, then it reads back with its starts in seconds, fractions kept', async () => {
    const saved = await db.repos.quranRecitations.save(112, {
      ...first,
      audioUrl: '/media/audio/ikhlas.mp3',
      uploadedBy: null,
    });
    expect(saved).toMatchObject({ ok: true, previous: null });
    const read = await db.repos.quranRecitations.findBySurah(112);
    expect(read).toEqual({ surah: 112, audioUrl: '/media/audio/ikhlas.mp3', ...first, updatedAt: expect.any(Date) });
    expect(await db.repos.quranRecitations.list()).toEqual([read]);
  });

  it('when timings change without a file, then the file stays; a new file is answered with the one it replaced', async () => {
    await db.repos.quranRecitations.save(1, { ...first, audioUrl: '/media/audio/old.mp3', uploadedBy: null });
    const retimed = await db.repos.quranRecitations.save(1, {
      reciter: 'Another reciter',
      licence: 'CC BY 4.0',
      ayahStarts: [1, 2, 3, 4],
      uploadedBy: null,
    });
    expect(retimed).toMatchObject({
      ok: true,
      previous: null,
      recitation: { audioUrl: '/media/audio/old.mp3', reciter: 'Another reciter', ayahStarts: [1, 2, 3, 4] },
    });
    const replaced = await db.repos.quranRecitations.save(1, {
      ...first,
      audioUrl: '/media/audio/new.mp3',
      uploadedBy: null,
    });
    expect(replaced).toMatchObject({ ok: true, previous: '/media/audio/old.mp3' });
    expect(await db.models.QuranRecitation.count()).toBe(1);
    // A row names the file: the sweeper never deletes it.
    expect(await db.repos.mediaDeletions.referenced(['/media/audio/new.mp3', '/media/audio/old.mp3'])).toEqual(
      new Set(['/media/audio/new.mp3']),
    );
  });

  it('when a recitation is removed, then it is answered (its file is the caller’s) and a second removal is refused', async () => {
    await db.repos.quranRecitations.save(113, { ...first, audioUrl: '/media/audio/falaq.mp3', uploadedBy: null });
    expect(await db.repos.quranRecitations.remove(113)).toMatchObject({
      ok: true,
      recitation: { surah: 113, audioUrl: '/media/audio/falaq.mp3' },
    });
    expect(await db.repos.quranRecitations.remove(113)).toEqual({ ok: false, reason: 'noRecitation' });
    expect(await db.repos.quranRecitations.list()).toEqual([]);
  });
});
