import { childStatusOf as statusOf } from '@young-minds/contracts';
import {
  serviceDatabases,
  insertBusyFamily,
  insertSampleContent,
  queryPlan,
  type SampleContent,
  watchQueries,
} from '@young-minds/db/testing';
import { type TestSession, bearer, createChild, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

// Wednesday 8 April 2026, noon (UTC): this week began on Monday the 6th, 2.5 days (5/14 of the week) ago.
const now = new Date('2026-04-08T12:00:00.000Z');

describe('a child is on track', () => {
  it('when the minutes reach the goal scaled to the part of the week gone by, then on-track; else behind', () => {
    expect(statusOf(0, 120, 0)).toBe('on-track');
    expect(statusOf(43, 120, 5 / 14)).toBe('on-track');
    expect(statusOf(42, 120, 5 / 14)).toBe('behind');
    expect(statusOf(119, 120, 1)).toBe('behind');
    expect(statusOf(120, 120, 1)).toBe('on-track');
  });
});

describe.each(serviceDatabases())('the parent dashboard on $name', ({ name }) => {
  let harness: ContentHarness;
  let content: SampleContent;
  let second: SampleContent;

  beforeAll(async () => {
    harness = await startContent(name, { now: () => now });
    content = await insertSampleContent(harness.db);
    second = await insertSampleContent(harness.db);
  });
  afterAll(() => harness.close());

  const dashboard = (parent: TestSession) => harness.api().get('/api/progress/dashboard').set(bearer(parent));
  const minutes = (count: number) => count * 60;

  it('when a family has no children yet, then the dashboard is empty', async () => {
    const { parent, child } = await createFamily(harness);
    await harness.db.models.User.destroy({ where: { id: child.id } });
    const response = await dashboard(parent);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ weekStart: '2026-04-06', children: [], recentActivity: [] });
  });

  it("when children have learned, then each card adds up their week, goal, items, quizzes and days; the feed lists the family's latest", async () => {
    const { parent, child: amina } = await createFamily(harness, { childName: 'Amina' });
    const yusuf = await createChild(harness, parent, 'Yusuf');
    const stranger = await createFamily(harness, { childName: 'Stranger' });
    const { LearningTime, LearningProgress, QuizSubmission, AssignmentSubmission, User } = harness.db.models;
    await User.update({ weeklyGoalMinutes: 60, avatar: 'owl' }, { where: { id: yusuf.id } });

    const beat = new Date('2026-04-08T11:30:00.000Z');
    await LearningTime.bulkCreate([
      { childId: amina.id, day: '2026-04-06', seconds: minutes(30) + 59, lastBeatAt: null },
      { childId: amina.id, day: '2026-04-08', seconds: minutes(15), lastBeatAt: beat },
      { childId: amina.id, day: '2026-03-31', seconds: minutes(60), lastBeatAt: null },
      // Before last week and the chart: counted nowhere.
      { childId: amina.id, day: '2026-03-20', seconds: minutes(500), lastBeatAt: null },
      { childId: yusuf.id, day: '2026-04-07', seconds: minutes(10), lastBeatAt: null },
      { childId: stranger.child.id, day: '2026-04-08', seconds: minutes(200), lastBeatAt: null },
    ]);
    const at = (iso: string) => new Date(`2026-04-0${iso}Z`);
    await LearningProgress.bulkCreate([
      {
        childId: amina.id,
        contentType: 'video',
        contentId: content.videoId,
        completed: true,
        lastSeenAt: at('7T10:00:00'),
      },
      {
        childId: amina.id,
        contentType: 'video',
        contentId: second.videoId,
        completed: false,
        lastSeenAt: at('7T11:00:00'),
      },
      {
        childId: amina.id,
        contentType: 'book',
        contentId: content.bookId,
        completed: true,
        lastSeenAt: at('6T09:00:00'),
      },
      {
        childId: yusuf.id,
        contentType: 'book',
        contentId: second.bookId,
        completed: false,
        lastSeenAt: at('8T08:00:00'),
      },
      {
        childId: yusuf.id,
        contentType: 'quiz',
        contentId: content.quizId,
        completed: true,
        score: 50,
        lastSeenAt: at('5T08:00:00'),
      },
      { childId: yusuf.id, contentType: 'video', contentId: 999_999, completed: true, lastSeenAt: at('1T08:00:00') },
      { childId: stranger.child.id, contentType: 'video', contentId: content.videoId, lastSeenAt: at('8T11:59:00') },
    ]);
    await QuizSubmission.bulkCreate([
      { quizId: content.quizId, childId: yusuf.id, score: 1, total: 4, answers: {}, submittedAt: at('3T08:00:00') },
      { quizId: content.quizId, childId: yusuf.id, score: 4, total: 4, answers: {}, submittedAt: at('4T08:00:00') },
      { quizId: second.quizId, childId: yusuf.id, score: 2, total: 3, answers: {}, submittedAt: at('5T08:00:00') },
    ]);
    await AssignmentSubmission.bulkCreate([
      { assignmentId: content.assignmentId, childId: yusuf.id, text: 'a', submittedAt: at('2T08:00:00') },
      { assignmentId: content.assignmentId, childId: yusuf.id, text: 'b', submittedAt: at('2T09:00:00') },
      { assignmentId: second.assignmentId, childId: yusuf.id, text: 'c', submittedAt: at('8T09:00:00') },
    ]);

    const response = await dashboard(parent);
    expect(response.status).toBe(200);
    const [aminaCard, yusufCard] = response.body.children;
    expect(response.body.children).toHaveLength(2);
    expect(aminaCard).toMatchObject({
      id: amina.id,
      name: 'Amina',
      age: 8,
      avatar: null,
      lastActiveAt: beat.toISOString(),
      weeklyGoalMinutes: 120,
      thisWeekMinutes: 45,
      lastWeekMinutes: 60,
      // 45 ≥ 120 × 5/14 (42.9)
      status: 'on-track',
      quizTrend: [],
    });
    expect(aminaCard.byKind).toMatchObject({
      video: { completed: 1 },
      book: { completed: 1 },
      quiz: { started: 0, attempts: 0, averageScore: null },
      assignment: { started: 0 },
    });
    expect(aminaCard.minutesPerDay).toHaveLength(14);
    expect(aminaCard.minutesPerDay[0]).toEqual({ day: '2026-03-26', minutes: 0 });
    expect(aminaCard.minutesPerDay.filter((day: { minutes: number }) => day.minutes > 0)).toEqual([
      { day: '2026-03-31', minutes: 60 },
      { day: '2026-04-06', minutes: 30 },
      { day: '2026-04-08', minutes: 15 },
    ]);
    expect(yusufCard).toMatchObject({
      name: 'Yusuf',
      avatar: 'owl',
      lastActiveAt: '2026-04-08T09:00:00.000Z',
      weeklyGoalMinutes: 60,
      thisWeekMinutes: 10,
      lastWeekMinutes: 0,
      // 10 < 60 × 5/14 (21.4)
      status: 'behind',
    });
    expect(yusufCard.byKind).toMatchObject({
      video: { completed: 1 },
      book: { completed: 0 },
      // Mean of each quiz's first try: 25 % and 66.7 % (the second try's 100 % is left out).
      quiz: { started: 2, attempts: 3, averageScore: 46 },
      assignment: { started: 2 },
    });
    expect(yusufCard.quizTrend).toEqual([
      { quizId: content.quizId, title: expect.any(String), submittedAt: '2026-04-03T08:00:00.000Z', scorePercent: 25 },
      { quizId: content.quizId, title: expect.any(String), submittedAt: '2026-04-04T08:00:00.000Z', scorePercent: 100 },
      { quizId: second.quizId, title: expect.any(String), submittedAt: '2026-04-05T08:00:00.000Z', scorePercent: 67 },
    ]);
    expect(
      response.body.recentActivity.map((item: { childName: string; contentType: string; title: string | null }) => [
        item.childName,
        item.contentType,
        item.title,
      ]),
    ).toEqual([
      ['Yusuf', 'book', expect.any(String)],
      ['Amina', 'video', 'The Prophet’s Hijra'],
      ['Amina', 'video', 'The Prophet’s Hijra'],
      ['Amina', 'book', expect.any(String)],
      ['Yusuf', 'quiz', expect.any(String)],
      // An item since removed keeps its line, without a title.
      ['Yusuf', 'video', null],
    ]);
    expect(response.body.recentActivity[4]).toMatchObject({
      completed: true,
      score: 50,
      at: '2026-04-05T08:00:00.000Z',
    });
  });

  describe('a family of five children with 5,000 progress rows', () => {
    let parent: TestSession;
    let small: TestSession;

    beforeAll(async () => {
      const family = await createFamily(harness);
      parent = family.parent;
      const childIds = [family.child.id];
      for (let index = 1; index < 5; index += 1)
        childIds.push((await createChild(harness, parent, `Child ${index}`)).id);
      await insertBusyFamily(harness.db, { childIds, content, now });
      const single = await createFamily(harness);
      small = single.parent;
      await insertBusyFamily(harness.db, { childIds: [single.child.id], content, progressRows: 40, now });
      // The plans are read against the statistics of the rows just written, as a live server's tables have them
      // (InnoDB recalculates them in the background, too late for a test that asks at once).
      if (name === 'mariadb')
        await harness.db.sequelize.query(
          'ANALYZE TABLE learning_progress, learning_time, quiz_submissions, assignment_submissions, users',
        );
    }, 120_000);

    async function statementsOf(session: TestSession) {
      const watch = watchQueries(harness.db);
      try {
        const response = await dashboard(session);
        expect(response.status).toBe(200);
        return { statements: [...watch.statements], body: response.body };
      } finally {
        watch.stop();
      }
    }

    it('when the parent opens the dashboard, then a fixed handful of queries answers it, as for a family of one', async () => {
      const big = await statementsOf(parent);
      const one = await statementsOf(small);
      // The session lookup, then the family's clock with the children, totals, learning days, quiz trend and recent feed.
      expect(big.statements).toHaveLength(6);
      expect(one.statements).toHaveLength(big.statements.length);
      expect(big.body.children).toHaveLength(5);
      expect(big.body.recentActivity).toHaveLength(10);
      for (const card of big.body.children) {
        expect(card.quizTrend).toHaveLength(10);
        expect(card.minutesPerDay).toHaveLength(14);
        expect(card.byKind.assignment.started).toBe(1);
        expect(card.byKind.quiz.attempts).toBe(100);
      }
    });

    it('when the dashboard reads the tables, then indexes lead it (no full scan of a big table)', async () => {
      const { statements } = await statementsOf(parent);
      const dashboardStatements = statements.filter((sql) => /learning_|_submissions|weekly_goal/.test(sql));
      expect(dashboardStatements).toHaveLength(5);
      const bigTables = ['learning_progress', 'learning_time', 'quiz_submissions', 'assignment_submissions'];
      for (const sql of dashboardStatements) {
        // The test's users table holds a handful of rows, which MariaDB rightly reads whole: the activity tables,
        // thousands of rows here, must be reached through their child_id indexes.
        const fullScans = (await queryPlan(harness.db, sql))
          .filter((step) => step.fullScan && bigTables.includes(String(step.table)))
          .map((step) => step.detail);
        expect({ sql, fullScans }).toEqual({ sql, fullScans: [] });
      }
    });
  });
});
