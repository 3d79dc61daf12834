import { type FamilyClock, learningTimeRules } from '@young-minds/contracts';
import { insertSampleContent, serviceDatabases, type SampleContent } from '@young-minds/db/testing';
import { type TestSession, bearer, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

/**
 * The family's clock in the content service: the dashboard's week, "on track", the chart, the daily cap, the
 * child's week and the history's days all follow the family's zone and first day, at UTC+14, at UTC−12 and
 * across a daylight-saving change.
 */
describe.each(serviceDatabases())("the family's clock in the content service on $name", ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;
  let content: SampleContent;

  beforeAll(async () => {
    clock = new Date('2026-11-28T10:30:00.000Z');
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
  const minutes = (count: number) => count * 60;

  /** A subscribed family (six months from `startDate`) on `clockOfFamily`. */
  async function family(clockOfFamily: FamilyClock, startDate = '2026-10-01') {
    const created = await createFamily(harness, { startDate });
    expect(await harness.db.repos.users.setFamilyClock(created.parent.id, clockOfFamily)).toBe(true);
    return created;
  }
  async function learned(childId: number, secondsByDay: Record<string, number>) {
    await harness.db.models.LearningTime.bulkCreate(
      Object.entries(secondsByDay).map(([day, seconds]) => ({ childId, day, seconds, lastBeatAt: null })),
    );
  }
  async function dashboardOf(parent: TestSession) {
    const response = await harness.api().get('/api/progress/dashboard').set(bearer(parent));
    expect(response.status).toBe(200);
    return response.body as {
      weekStart: string;
      children: {
        thisWeekMinutes: number;
        lastWeekMinutes: number;
        status: string;
        minutesPerDay: { day: string; minutes: number }[];
      }[];
    };
  }
  const beat = (child: TestSession) => harness.api().post('/api/child/heartbeat').set(bearer(child)).send({});
  const storedDays = async (childId: number) =>
    (await harness.db.models.LearningTime.findAll({ where: { childId }, order: [['day', 'ASC']], raw: true })).map(
      (row) => ({ day: String(row.day).slice(0, 10), seconds: row.seconds }),
    );

  describe('the dashboard week', () => {
    it('when it is already Sunday at UTC+14 and the week starts on Sunday, then a new week has begun there', async () => {
      const { parent, child } = await family({ timeZone: 'Pacific/Kiritimati', weekStartsOn: 'sunday' });
      await learned(child.id, { '2026-11-29': minutes(20), '2026-11-28': minutes(30), '2026-11-22': minutes(5) });
      // Saturday 10:30 UTC is Sunday 00:30 in Kiritimati.
      at('2026-11-28T10:30:00.000Z');

      const dashboard = await dashboardOf(parent);

      expect(dashboard.weekStart).toBe('2026-11-29');
      expect(dashboard.children[0]).toMatchObject({ thisWeekMinutes: 20, lastWeekMinutes: 35, status: 'on-track' });
      expect(dashboard.children[0]?.minutesPerDay.at(-1)).toEqual({ day: '2026-11-29', minutes: 20 });
    });

    it('when the same moment is seen by a UTC family with weeks from Monday, then its week began on the 23rd', async () => {
      const { parent, child } = await family({ timeZone: 'UTC', weekStartsOn: 'monday' });
      await learned(child.id, { '2026-11-28': minutes(30) });
      at('2026-11-28T10:30:00.000Z');
      const dashboard = await dashboardOf(parent);
      expect(dashboard.weekStart).toBe('2026-11-23');
      expect(dashboard.children[0]?.minutesPerDay.at(-1)).toEqual({ day: '2026-11-28', minutes: 30 });
    });

    it('when it is still Saturday night at UTC−12 and the week starts on Saturday, then "on track" scales by 23 hours of 168', async () => {
      const { parent, child } = await family({ timeZone: 'Etc/GMT+12', weekStartsOn: 'saturday' });
      // Sunday 11:00 UTC is Saturday 23:00 at UTC−12: 23/168 of the week has gone, 16.4 of 120 minutes are due.
      at('2026-11-29T11:00:00.000Z');
      await learned(child.id, { '2026-11-28': minutes(16) });
      const behind = await dashboardOf(parent);
      expect(behind.weekStart).toBe('2026-11-28');
      expect(behind.children[0]).toMatchObject({ thisWeekMinutes: 16, status: 'behind' });
      expect(behind.children[0]?.minutesPerDay.at(-1)?.day).toBe('2026-11-28');

      await harness.db.models.LearningTime.update(
        { seconds: minutes(17) },
        { where: { childId: child.id, day: '2026-11-28' } },
      );
      expect((await dashboardOf(parent)).children[0]).toMatchObject({ thisWeekMinutes: 17, status: 'on-track' });
    });

    it('when the week holds the spring change in Chicago, then it lasts 167 hours and "on track" follows real time', async () => {
      const { parent, child } = await family({ timeZone: 'America/Chicago', weekStartsOn: 'sunday' }, '2026-03-01');
      // Saturday 14 March 23:30 CDT: 166.5 of the week's 167 hours have gone, 119.6 of 120 minutes are due.
      at('2026-03-15T04:30:00.000Z');
      await learned(child.id, { '2026-03-08': minutes(60), '2026-03-14': minutes(59) });
      const week = await dashboardOf(parent);
      expect(week.weekStart).toBe('2026-03-08');
      expect(week.children[0]).toMatchObject({ thisWeekMinutes: 119, status: 'behind' });
      // An hour later it is Sunday 00:30 CDT: a new week.
      at('2026-03-15T05:30:00.000Z');
      expect((await dashboardOf(parent)).weekStart).toBe('2026-03-15');
    });

    it("when the child opens their home, then the week and today are the family's too", async () => {
      const { child } = await family({ timeZone: 'Pacific/Kiritimati', weekStartsOn: 'sunday' });
      await learned(child.id, { '2026-11-29': minutes(7), '2026-11-28': minutes(40) });
      at('2026-11-28T10:30:00.000Z');
      const response = await harness.api().get('/api/child/overview').set(bearer(child));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ todaySeconds: minutes(7), weekSeconds: minutes(7) });
    });
  });

  describe('the daily learning cap', () => {
    it("when a day at UTC+14 reaches the cap, then it resets at the family's midnight, not at UTC's", async () => {
      const { child } = await family({ timeZone: 'Pacific/Kiritimati', weekStartsOn: 'monday' });
      // 23:59:00 on Saturday 28 November in Kiritimati (09:59 UTC).
      at('2026-11-28T09:59:00.000Z');
      await learned(child.id, { '2026-11-28': learningTimeRules.dailyLearningCapSeconds });
      await beat(child);
      later(30);
      expect((await beat(child)).body).toEqual({
        creditedSeconds: 0,
        todaySeconds: learningTimeRules.dailyLearningCapSeconds,
      });
      later(30);
      // 00:00:00 on Sunday there: the new day takes the beat (UTC is still on the 28th).
      expect((await beat(child)).body).toEqual({ creditedSeconds: 30, todaySeconds: 30 });
      expect(await storedDays(child.id)).toEqual([
        { day: '2026-11-28', seconds: learningTimeRules.dailyLearningCapSeconds },
        { day: '2026-11-29', seconds: 30 },
      ]);
    });

    it('when a day at UTC−12 is full, then beats at UTC midnight still count on that day and earn nothing', async () => {
      const { child } = await family({ timeZone: 'Etc/GMT+12', weekStartsOn: 'monday' });
      at('2026-11-28T23:59:30.000Z');
      await learned(child.id, { '2026-11-28': learningTimeRules.dailyLearningCapSeconds - 10 });
      await beat(child);
      later(30);
      expect((await beat(child)).body).toEqual({
        creditedSeconds: 10,
        todaySeconds: learningTimeRules.dailyLearningCapSeconds,
      });
      expect((await storedDays(child.id)).map((row) => row.day)).toEqual(['2026-11-28']);
    });

    it('when Chicago falls back, then the long day holds one cap and the next day starts afresh at local midnight', async () => {
      const { child } = await family({ timeZone: 'America/Chicago', weekStartsOn: 'sunday' });
      // Sunday 1 November 2026 lasts 25 hours there; 23:59:30 CST is 05:59:30 UTC on the 2nd.
      at('2026-11-02T05:59:00.000Z');
      await learned(child.id, { '2026-11-01': learningTimeRules.dailyLearningCapSeconds });
      await beat(child);
      later(30);
      expect((await beat(child)).body.creditedSeconds).toBe(0);
      later(30);
      expect((await beat(child)).body).toEqual({ creditedSeconds: 30, todaySeconds: 30 });
      expect((await storedDays(child.id)).at(-1)).toEqual({ day: '2026-11-02', seconds: 30 });
    });

    it('when the family moves its clock back a zone, then beats count on the day that already has a row', async () => {
      const { parent, child } = await family({ timeZone: 'Pacific/Kiritimati', weekStartsOn: 'monday' });
      at('2026-11-28T11:00:00.000Z');
      await beat(child);
      later(30);
      await beat(child);
      await learned(child.id, { '2026-11-27': minutes(1) });
      await harness.db.repos.users.setFamilyClock(parent.id, { timeZone: 'Etc/GMT+12', weekStartsOn: 'monday' });
      // 23:01 on the 27th at UTC−12: that day's row is found, not made twice.
      later(30);
      const answer = await beat(child);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ creditedSeconds: 30, todaySeconds: minutes(1) + 30 });
    });
  });

  describe('offline days and the history', () => {
    it("when offline time is reported for the family's today at UTC+14, then it is today there, not the future", async () => {
      const { child } = await family({ timeZone: 'Pacific/Kiritimati', weekStartsOn: 'monday' });
      at('2026-11-28T12:00:00.000Z');
      await harness.db.models.User.update(
        { createdAt: new Date('2026-11-01T00:00:00.000Z') },
        { where: { id: child.id } },
      );
      const response = await harness
        .api()
        .post('/api/child/offline-time')
        .set(bearer(child))
        .set('Idempotency-Key', `clock-${child.id}`)
        .send({ day: '2026-11-29', seconds: 60 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ creditedSeconds: 60, daySeconds: 60 });
    });

    it("when the parent filters the history by day and downloads it, then the days and times are the family's", async () => {
      const { parent, child } = await family({ timeZone: 'America/Chicago', weekStartsOn: 'sunday' }, '2026-03-01');
      // 8 March 2026, 23:30 CDT is 04:30 UTC on the 9th: a Chicago family saw it on the 8th.
      await harness.db.models.LearningProgress.create({
        childId: child.id,
        contentType: 'video',
        contentId: content.videoId,
        completed: true,
        lastSeenAt: new Date('2026-03-09T04:30:00.000Z'),
      });
      const history = (query: string) =>
        harness.api().get(`/api/progress/children/${child.id}/history${query}`).set(bearer(parent));
      expect((await history('?from=2026-03-08&to=2026-03-08')).body.total).toBe(1);
      expect((await history('?from=2026-03-09&to=2026-03-09')).body.total).toBe(0);

      const csv = await history('.csv?from=2026-03-08&to=2026-03-08');
      expect(csv.status).toBe(200);
      const [header, row] = csv.text.split('\r\n');
      expect(header).toContain('last seen (America/Chicago)');
      expect(row).toContain('2026-03-08T23:30:00.000-05:00');
    });
  });
});
