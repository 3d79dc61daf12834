import { learningTimeRules, offlineMessages, offlineReplayTtlDays, progressMessages } from '@young-minds/contracts';
import { serviceDatabases, insertSampleContent, type SampleContent } from '@young-minds/db/testing';
import { type TestSession, bearer, createChild, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

/** The child area back online: learning time counted on the device, and its report that the queue was sent. */
describe.each(serviceDatabases())('offline learning time and sync reports on $name', ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;
  let content: SampleContent;

  beforeAll(async () => {
    clock = new Date('2026-11-26T10:42:00.000Z');
    harness = await startContent(name, { now: () => clock });
    content = await insertSampleContent(harness.db);
  });
  afterAll(() => harness.close());

  const report = (child: TestSession, body: object) =>
    harness.api().post('/api/child/offline-time').set(bearer(child)).send(body);
  const sync = (child: TestSession, sentItems: number) =>
    harness.api().post('/api/child/sync').set(bearer(child)).send({ sentItems });
  const days = async (childId: number) =>
    (await harness.db.models.LearningTime.findAll({ where: { childId }, order: [['day', 'ASC']], raw: true })).map(
      (row) => ({ day: String(row.day).slice(0, 10), seconds: row.seconds }),
    );
  const dashboardCard = async (parent: TestSession, childId: number) => {
    const response = await harness.api().get('/api/progress/dashboard').set(bearer(parent));
    expect(response.status).toBe(200);
    const card = (response.body.children as { id: number; lastSyncAt: string | null; lastSyncItems: number }[]).find(
      (each) => each.id === childId,
    );
    return { lastSyncAt: card?.lastSyncAt, lastSyncItems: card?.lastSyncItems };
  };

  /** A family whose child's account was made `daysAgo` days before the clock (and never synced). */
  const familySince = async (daysAgo = 60) => {
    const family = await createFamily(harness);
    await harness.db.models.User.update(
      { createdAt: new Date(clock.getTime() - daysAgo * 86_400_000) },
      { where: { id: family.child.id }, silent: true },
    );
    return family;
  };
  const credited = (creditedSeconds: number, daySeconds: number, notCredited = 0, reason: string | null = null) => ({
    creditedSeconds,
    notCreditedSeconds: notCredited,
    notCreditedReason: reason,
    daySeconds,
  });

  it("when a child reports offline time, then it is credited to that day and to the item's progress", async () => {
    const { child } = await familySince();
    const response = await report(child, {
      day: '2026-11-25',
      seconds: 600,
      contentType: 'video',
      contentId: content.videoId,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(credited(600, 600));
    expect(await days(child.id)).toEqual([{ day: '2026-11-25', seconds: 600 }]);
    const item = await harness.db.models.LearningProgress.findOne({ where: { childId: child.id }, raw: true });
    expect(item).toMatchObject({ contentType: 'video', contentId: content.videoId, timeSpentSeconds: 600 });
  });

  it("when a day is near its cap, then only what is left of the day's cap is credited, the rest answered as not credited", async () => {
    const { child } = await familySince();
    const cap = learningTimeRules.dailyLearningCapSeconds;
    await report(child, { day: '2026-11-25', seconds: cap - 100 });
    const response = await report(child, { day: '2026-11-25', seconds: 300 });
    expect(response.body).toEqual(credited(100, cap, 200, 'daily-cap'));
    expect((await report(child, { day: '2026-11-25', seconds: 50 })).body).toEqual(credited(0, cap, 50, 'daily-cap'));
    expect(await days(child.id)).toEqual([{ day: '2026-11-25', seconds: cap }]);
  });

  it('when offline time lands on today, then the next heartbeat starts a stretch rather than counting since the report', async () => {
    const { child } = await familySince();
    await report(child, { day: '2026-11-26', seconds: 120 });
    const beat = await harness.api().post('/api/child/heartbeat').set(bearer(child)).send({});
    expect(beat.body).toEqual({ creditedSeconds: 0, todaySeconds: 120 });
  });

  it('when the day is more than 30 days ago, after today or not a date, then 400 and nothing is credited', async () => {
    const { child } = await familySince();
    const cases = [
      { day: '2026-10-26', message: offlineMessages.dayTooOld },
      { day: '2026-11-27', message: offlineMessages.dayInFuture },
      { day: '2026-02-31', message: offlineMessages.dayNotADate },
    ];
    for (const { day, message } of cases) {
      const response = await report(child, { day, seconds: 60 });
      expect({ day, status: response.status, message: response.body.message }).toEqual({ day, status: 400, message });
    }
    // 30 days back is still counted.
    expect((await report(child, { day: '2026-10-27', seconds: 60 })).status).toBe(200);
    expect(await days(child.id)).toEqual([{ day: '2026-10-27', seconds: 60 }]);
  });

  it('when an answered report is replayed after its day left the window, then it still gets its first answer', async () => {
    const { child } = await familySince();
    const started = clock;
    const first = await report(child, { day: '2026-10-28', seconds: 60 }).set('Idempotency-Key', 'late-replay');
    expect(first.status).toBe(200);
    clock = new Date('2026-12-03T10:00:00.000Z');
    try {
      const repeat = await report(child, { day: '2026-10-28', seconds: 60 }).set('Idempotency-Key', 'late-replay');
      expect({ status: repeat.status, body: repeat.body, replayed: repeat.headers['idempotent-replayed'] }).toEqual({
        status: 200,
        body: first.body,
        replayed: 'true',
      });
      expect(await days(child.id)).toEqual([{ day: '2026-10-28', seconds: 60 }]);
    } finally {
      clock = started;
    }
  });

  it('when an account made a minute ago reports 4 hours a day for 31 days, then only the minute it existed is credited and the rest is answered as not credited', async () => {
    const { child } = await familySince(1 / 1440);
    const cap = learningTimeRules.dailyLearningCapSeconds;
    const answers = [];
    for (let back = offlineReplayTtlDays; back >= 0; back -= 1) {
      const day = new Date(clock.getTime() - back * 86_400_000).toISOString().slice(0, 10);
      const response = await report(child, { day, seconds: cap });
      expect(response.status).toBe(200);
      answers.push({ day, ...response.body });
    }
    expect(answers.slice(0, -1).every((answer) => answer.creditedSeconds === 0)).toBe(true);
    expect(answers.slice(0, -1).every((answer) => answer.notCreditedReason === 'before-account')).toBe(true);
    expect(answers.at(-1)).toEqual({ day: '2026-11-26', ...credited(60, 60, cap - 60, 'before-account') });
    expect(await days(child.id)).toEqual([{ day: '2026-11-26', seconds: 60 }]);
    // Every report is kept, with what was reported and what was credited.
    expect(await harness.db.models.OfflineTimeCredit.sum('reportedSeconds', { where: { childId: child.id } })).toBe(
      cap * (offlineReplayTtlDays + 1),
    );
  });

  it('when more is reported than the wall-clock time since the last sync, then only that time is credited; after the next sync an honest report is credited whole', async () => {
    const { child } = await familySince();
    const started = clock;
    try {
      await sync(child, 0);
      clock = new Date(started.getTime() + 2 * 3600_000);
      expect((await report(child, { day: '2026-11-26', seconds: 3 * 3600 })).body).toEqual(
        credited(2 * 3600, 2 * 3600, 3600, 'more-than-elapsed'),
      );
      expect((await report(child, { day: '2026-11-25', seconds: 600 })).body).toEqual(
        credited(0, 0, 600, 'more-than-elapsed'),
      );
      await sync(child, 2);
      clock = new Date(clock.getTime() + 3600_000);
      expect((await report(child, { day: '2026-11-26', seconds: 1800 })).body).toEqual(credited(1800, 2 * 3600 + 1800));
    } finally {
      clock = started;
    }
  });

  it('when the item does not exist, then 404 with the heartbeat’s message and nothing is credited', async () => {
    const { child } = await createFamily(harness);
    const response = await report(child, { day: '2026-11-25', seconds: 60, contentType: 'book', contentId: 999_999 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(progressMessages.contentNotFound.book);
    expect(await days(child.id)).toEqual([]);
  });

  it('when only one of contentType and contentId comes, then 400', async () => {
    const { child } = await createFamily(harness);
    const response = await report(child, { day: '2026-11-25', seconds: 60, contentType: 'video' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(offlineMessages.contentTogether);
  });

  it("when a child reports a sync, then the parent's dashboard shows its time and count; a child who never synced shows none", async () => {
    const { parent, child } = await createFamily(harness);
    const sister = await createChild(harness, parent, 'Maryam');
    expect(await dashboardCard(parent, child.id)).toEqual({ lastSyncAt: null, lastSyncItems: 0 });

    const first = await sync(child, 5);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ lastSyncAt: '2026-11-26T10:42:00.000Z', lastSyncItems: 5 });
    clock = new Date('2026-11-26T11:00:00.000Z');
    await sync(child, 3);

    expect(await dashboardCard(parent, child.id)).toEqual({
      lastSyncAt: '2026-11-26T11:00:00.000Z',
      lastSyncItems: 3,
    });
    expect(await dashboardCard(parent, sister.id)).toEqual({ lastSyncAt: null, lastSyncItems: 0 });
    expect(await harness.db.models.ChildSync.count({ where: { childId: child.id } })).toBe(1);
  });

  it('when reports of one child race, then one row stays with one of them', async () => {
    const { child } = await createFamily(harness);
    const answers = await Promise.all([1, 2, 3, 4].map((count) => sync(child, count)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await harness.db.models.ChildSync.findAll({ where: { childId: child.id }, raw: true });
    expect(rows).toHaveLength(1);
    expect([1, 2, 3, 4]).toContain(rows[0]?.lastSyncItems);
  });

  it('when the child or the whole family is deleted, then their sync rows and replay keys go too', async () => {
    const family = await createFamily(harness);
    const other = await createFamily(harness);
    for (const child of [family.child, other.child]) {
      await sync(child, 2);
      await harness.api().post('/api/child/sync').set(bearer(child)).send({ sentItems: 1 });
      await report(child, { day: '2026-11-25', seconds: 60 }).set('Idempotency-Key', `gone-${child.id}`);
    }
    await harness.db.repos.families.removeChild(family.child.id);
    await harness.db.repos.families.removeParent(other.parent.id);
    for (const childId of [family.child.id, other.child.id]) {
      expect(await harness.db.models.ChildSync.count({ where: { childId } })).toBe(0);
      expect(await harness.db.models.OfflineTimeCredit.count({ where: { childId } })).toBe(0);
      expect(await harness.db.models.IdempotencyKey.count({ where: { userId: childId } })).toBe(0);
    }
  });
});
