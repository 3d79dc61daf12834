import type { Database } from '../connection';
import {
  createTestDatabase,
  databasesUnderTest,
  insertSampleContent,
  type SampleContent,
  type TestDatabase,
} from '../testing';
import { creditOfBeat } from './learning-time';

const rules = { maxBeatGapSeconds: 60, minBeatSpacingSeconds: 10, dailyLearningCapSeconds: 4 * 60 * 60 };
const at = (seconds: number) => new Date(Date.UTC(2026, 3, 6, 8, 0, 0) + seconds * 1000);

describe('what one heartbeat credits', () => {
  it.each([
    { beat: 'the first beat', previous: null, now: 0, credit: 0 },
    { beat: 'a beat 30 s after the previous', previous: 0, now: 30, credit: 30 },
    { beat: 'a beat exactly at the gap limit', previous: 0, now: 60, credit: 60 },
    { beat: 'a beat after a longer gap', previous: 0, now: 61, credit: 0 },
    { beat: 'a beat 9.5 s after the previous', previous: 0, now: 9.5, credit: 'ignored' },
    { beat: 'a beat exactly at the minimum spacing', previous: 0, now: 10, credit: 10 },
    { beat: 'a beat 30.9 s after the previous', previous: 0, now: 30.9, credit: 30 },
    { beat: 'a beat from a clock that went backwards', previous: 30, now: 0, credit: 0 },
  ] as const)('when it is $beat, then it credits $credit', ({ previous, now, credit }) => {
    expect(creditOfBeat(previous === null ? null : at(previous), at(now), rules)).toBe(credit);
  });
});

describe.each(databasesUnderTest())('learning time repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let content: SampleContent;
  let childId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
    content = await insertSampleContent(db);
    const parent = await db.models.User.create({
      role: 'parent',
      name: 'P',
      email: 'p@example.test',
      passwordHash: 'x',
    });
    childId = (
      await db.models.User.create({
        role: 'child',
        name: 'C',
        parentId: parent.id,
        username: 'kid.c',
        passwordHash: 'x',
      })
    ).id;
  });
  afterAll(() => testDb.drop());

  it('when beats come, then the day row and the open item add up the same credited seconds', async () => {
    const beat = (seconds: number) =>
      db.repos.learningTime.beat({ childId, at: at(seconds), content: { type: 'video', id: content.videoId } }, rules);
    expect(await beat(0)).toEqual({ ok: true, creditedSeconds: 0, todaySeconds: 0 });
    expect(await beat(30)).toEqual({ ok: true, creditedSeconds: 30, todaySeconds: 30 });
    expect(await beat(35)).toEqual({ ok: true, creditedSeconds: 0, todaySeconds: 30 });
    expect(await beat(55)).toEqual({ ok: true, creditedSeconds: 25, todaySeconds: 55 });
    const day = await db.models.LearningTime.findOne({ where: { childId }, raw: true });
    expect({ seconds: day?.seconds, lastBeatAt: new Date(String(day?.lastBeatAt)).toISOString() }).toEqual({
      seconds: 55,
      lastBeatAt: at(55).toISOString(),
    });
    const item = await db.models.LearningProgress.findOne({
      where: { childId, contentId: content.videoId },
      raw: true,
    });
    expect(item?.timeSpentSeconds).toBe(55);
  });

  it('when the named item does not exist, then notFound and nothing is written', async () => {
    const before = await db.models.LearningTime.count();
    expect(
      await db.repos.learningTime.beat({ childId, at: at(3600), content: { type: 'book', id: 999_999 } }, rules),
    ).toEqual({ ok: false, reason: 'notFound' });
    expect(await db.models.LearningTime.count()).toBe(before);
  });
});
