import { learningTimeRules } from '@young-minds/contracts';
import { serviceDatabases, insertSampleContent, type SampleContent } from '@young-minds/db/testing';
import { type TestSession, bearer, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

/** Learning time from the child area's heartbeats: credited from the time between beats, bounded. */
describe.each(serviceDatabases())('heartbeats on $name', ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;
  let content: SampleContent;

  beforeAll(async () => {
    clock = new Date('2026-04-06T08:00:00.000Z');
    harness = await startContent(name, { now: () => clock });
    content = await insertSampleContent(harness.db);
  });
  afterAll(() => harness.close());

  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const beat = (child: TestSession, body: object = {}) =>
    harness.api().post('/api/child/heartbeat').set(bearer(child)).send(body);
  const stored = async (childId: number) =>
    (await harness.db.models.LearningTime.findAll({ where: { childId }, order: [['day', 'ASC']], raw: true })).map(
      (row) => ({ day: String(row.day).slice(0, 10), seconds: row.seconds }),
    );

  it('when a child beats every 30 s, then the first beat credits nothing and each later one its 30 s', async () => {
    const { child } = await createFamily(harness);
    at('2026-04-06T08:00:00.000Z');
    expect((await beat(child)).body).toEqual({ creditedSeconds: 0, todaySeconds: 0 });
    for (let index = 0; index < 4; index += 1) {
      later(learningTimeRules.heartbeatIntervalSeconds);
      expect((await beat(child)).status).toBe(200);
    }
    later(30);
    expect((await beat(child)).body).toEqual({ creditedSeconds: 30, todaySeconds: 150 });
    expect(await stored(child.id)).toEqual([{ day: '2026-04-06', seconds: 150 }]);
  });

  it('when the child area was hidden for a while, then the first beat back credits nothing', async () => {
    const { child } = await createFamily(harness);
    at('2026-04-06T09:00:00.000Z');
    await beat(child);
    later(30);
    await beat(child);
    later(learningTimeRules.maxBeatGapSeconds + 1);
    expect((await beat(child)).body).toEqual({ creditedSeconds: 0, todaySeconds: 30 });
    later(60);
    expect((await beat(child)).body).toEqual({ creditedSeconds: 60, todaySeconds: 90 });
  });

  it('when a script beats every second, then it earns no more than the time that passed', async () => {
    const { child } = await createFamily(harness);
    at('2026-04-06T10:00:00.000Z');
    await beat(child);
    const credits: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      later(1);
      credits.push((await beat(child)).body.creditedSeconds);
    }
    // Only the beats 10 s or more after the last counted one count: at 10 s and at 20 s.
    expect(credits.filter((credit) => credit > 0)).toEqual([10, 10]);
    expect((await stored(child.id))[0]?.seconds).toBe(20);
  });

  it('when a day reaches the cap, then further beats credit nothing that day; the next day starts afresh', async () => {
    const { child } = await createFamily(harness);
    const day = '2026-04-07';
    at(`${day}T18:00:00.000Z`);
    await harness.db.models.LearningTime.create({
      childId: child.id,
      day,
      seconds: learningTimeRules.dailyLearningCapSeconds - 20,
      lastBeatAt: clock,
    });
    later(30);
    expect((await beat(child)).body).toEqual({
      creditedSeconds: 20,
      todaySeconds: learningTimeRules.dailyLearningCapSeconds,
    });
    later(30);
    expect((await beat(child)).body.creditedSeconds).toBe(0);
    at('2026-04-08T08:00:00.000Z');
    await beat(child);
    later(30);
    expect((await beat(child)).body).toEqual({ creditedSeconds: 30, todaySeconds: 30 });
  });

  it('when a stretch crosses midnight (UTC), then the beat after it counts on the new day', async () => {
    const { child } = await createFamily(harness);
    at('2026-04-09T23:59:40.000Z');
    await beat(child);
    later(30);
    expect((await beat(child)).body).toEqual({ creditedSeconds: 30, todaySeconds: 30 });
    expect(await stored(child.id)).toEqual([
      { day: '2026-04-09', seconds: 0 },
      { day: '2026-04-10', seconds: 30 },
    ]);
  });

  it('when the child names what is open, then the item is credited too and shows in their progress', async () => {
    const { child } = await createFamily(harness);
    const open = { contentType: 'book', contentId: content.bookId };
    at('2026-04-11T08:00:00.000Z');
    await beat(child, open);
    later(30);
    await beat(child, open);
    later(45);
    await beat(child, { contentType: 'book', contentId: String(content.bookId) });
    const row = await harness.db.models.LearningProgress.findOne({
      where: { childId: child.id, contentType: 'book', contentId: content.bookId },
      raw: true,
    });
    expect(row?.timeSpentSeconds).toBe(75);
    expect((await stored(child.id))[0]?.seconds).toBe(75);
  });

  it('when the named item does not exist or the body is bad, then 4xx and nothing is written', async () => {
    const { child } = await createFamily(harness);
    at('2026-04-12T08:00:00.000Z');
    await beat(child);
    later(30);
    const cases: [object, number, string][] = [
      [{ contentType: 'video', contentId: 999999 }, 404, 'Video not found.'],
      [{ contentType: 'quiz', contentId: 999999 }, 404, 'Quiz not found.'],
      [{ contentType: 'video' }, 400, 'Send contentType and contentId together.'],
      [{ contentId: content.videoId }, 400, 'Send contentType and contentId together.'],
      [
        { contentType: 'song', contentId: 1 },
        400,
        'contentType must be video, book, quiz, assignment, activity or dua.',
      ],
      [{ contentType: 'video', contentId: -3 }, 400, 'contentId must be a positive number.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await beat(child, body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    }
    expect(await stored(child.id)).toEqual([{ day: '2026-04-12', seconds: 0 }]);
    expect(await harness.db.models.LearningProgress.count({ where: { childId: child.id } })).toBe(0);
  });

  it('when two beats of one child race, then the time between them is credited once', async () => {
    const { child } = await createFamily(harness);
    at('2026-04-13T08:00:00.000Z');
    await beat(child);
    later(30);
    const answers = await Promise.all([beat(child), beat(child), beat(child)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.creditedSeconds).sort()).toEqual([0, 0, 30]);
    expect(await stored(child.id)).toEqual([{ day: '2026-04-13', seconds: 30 }]);
  });
});
