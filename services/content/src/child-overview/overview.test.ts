import { childBadgeIds, perKind } from '@young-minds/contracts';
import { serviceDatabases, insertSampleContent, type SampleContent } from '@young-minds/db/testing';
import { type TestSession, bearer, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

/** The child's home: learning time against the goal, stars by the contracts' rule, badges. */
describe.each(serviceDatabases())('child overview on $name', ({ name }) => {
  let harness: ContentHarness;
  let content: SampleContent;
  // A Wednesday: the week started on Monday 2026-04-06.
  const clock = new Date('2026-04-08T12:00:00.000Z');

  beforeAll(async () => {
    harness = await startContent(name, { now: () => clock });
    content = await insertSampleContent(harness.db);
  });
  afterAll(() => harness.close());

  const overview = (child: TestSession) => harness.api().get('/api/child/overview').set(bearer(child));
  const earned = (badges: Array<{ id: string; earned: boolean }>) =>
    badges.filter((badge) => badge.earned).map((badge) => badge.id);

  it('when a new child opens their home, then it shows their name, the goal, no time, no stars and no badges', async () => {
    const { child } = await createFamily(harness, { childName: 'Zaid' });
    const answer = await overview(child);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      name: 'Zaid',
      avatar: null,
      age: 8,
      weeklyGoalMinutes: 120,
      todaySeconds: 0,
      weekSeconds: 0,
      stars: 0,
      starsByKind: perKind(() => 0),
      badges: childBadgeIds.map((id) => ({ id, earned: false })),
      // 8 years old and the parent chose nothing: not read to.
      readToMe: false,
    });
  });

  it("when the parent changes Read to me, then the child's home answers it; null follows the age again", async () => {
    const { child } = await createFamily(harness, { childName: 'Ruqayyah' });
    const { users } = harness.db.repos;
    const readToMe = async () => ((await overview(child)).body as { readToMe: boolean }).readToMe;
    await users.update(child.id, { age: 5 });
    expect(await readToMe()).toBe(true);
    await users.update(child.id, { readToMe: false });
    expect(await readToMe()).toBe(false);
    await users.update(child.id, { age: 8, readToMe: true });
    expect(await readToMe()).toBe(true);
    await users.update(child.id, { readToMe: null });
    expect(await readToMe()).toBe(false);
    // A child whose age the parent never gave is read to.
    await users.update(child.id, { age: null });
    expect(await readToMe()).toBe(true);
  });

  it('when the child watched, read, answered and handed in work, then each kind earns its stars once', async () => {
    const { child } = await createFamily(harness);
    const { LearningProgress, QuizSubmission, AssignmentSubmission } = harness.db.models;
    const at = new Date('2026-04-07T10:00:00.000Z');
    const more = await insertSampleContent(harness.db);
    await LearningProgress.bulkCreate([
      { childId: child.id, contentType: 'video', contentId: content.videoId, completed: true, lastSeenAt: at },
      // Started, not watched to the end: no star.
      { childId: child.id, contentType: 'video', contentId: more.videoId, completed: false, lastSeenAt: at },
      { childId: child.id, contentType: 'book', contentId: content.bookId, completed: true, lastSeenAt: at },
      { childId: child.id, contentType: 'book', contentId: more.bookId, completed: true, lastSeenAt: at },
    ]);
    // Quiz 1: 2/5 then 4/5 (80 %) → 2 stars for the best; quiz 2: 5/5 then 1/5 → 3 stars (the best counts).
    await QuizSubmission.bulkCreate([
      { quizId: content.quizId, childId: child.id, score: 2, total: 5, answers: {}, submittedAt: at },
      { quizId: content.quizId, childId: child.id, score: 4, total: 5, answers: {}, submittedAt: at },
      { quizId: more.quizId, childId: child.id, score: 5, total: 5, answers: {}, submittedAt: at },
      { quizId: more.quizId, childId: child.id, score: 1, total: 5, answers: {}, submittedAt: at },
    ]);
    // The worksheet was handed in twice; the better review (2 stars) counts; an unreviewed one earns nothing yet.
    await AssignmentSubmission.bulkCreate([
      { assignmentId: content.assignmentId, childId: child.id, submittedAt: at, reviewStars: 1 },
      { assignmentId: content.assignmentId, childId: child.id, submittedAt: at, reviewStars: 2 },
    ]);
    const answer = await overview(child);
    expect(answer.status).toBe(200);
    expect(answer.body.starsByKind).toEqual({ ...perKind(() => 0), video: 1, book: 2, quiz: 5, assignment: 2 });
    expect(answer.body.stars).toBe(10);
    expect(earned(answer.body.badges)).toEqual([
      'first-video',
      'first-book',
      'first-quiz',
      'quiz-perfect',
      'first-worksheet',
    ]);
  });

  it("when another family's child earned stars, then this child's home does not count them", async () => {
    const { child } = await createFamily(harness);
    const { child: stranger } = await createFamily(harness);
    await harness.db.models.QuizSubmission.create({
      quizId: content.quizId,
      childId: stranger.id,
      score: 1,
      total: 1,
      answers: {},
      submittedAt: clock,
    });
    expect((await overview(child)).body.stars).toBe(0);
    expect((await overview(stranger)).body.stars).toBe(3);
  });

  it("when the child learned this week, then today's and the week's time count from Monday, and the goal badge comes at the goal", async () => {
    const { child } = await createFamily(harness);
    await harness.db.models.User.update({ weeklyGoalMinutes: 30, avatar: 'owl' }, { where: { id: child.id } });
    await harness.db.models.LearningTime.bulkCreate([
      // Last Sunday: not this week.
      { childId: child.id, day: '2026-04-05', seconds: 5000 },
      { childId: child.id, day: '2026-04-06', seconds: 600 },
      { childId: child.id, day: '2026-04-08', seconds: 900 },
    ]);
    let answer = await overview(child);
    expect(answer.body).toMatchObject({ avatar: 'owl', weeklyGoalMinutes: 30, todaySeconds: 900, weekSeconds: 1500 });
    expect(earned(answer.body.badges)).toEqual([]);
    await harness.db.models.LearningTime.update({ seconds: 1200 }, { where: { childId: child.id, day: '2026-04-08' } });
    answer = await overview(child);
    expect(answer.body.weekSeconds).toBe(1800);
    expect(earned(answer.body.badges)).toEqual(['week-goal']);
  });

  it('when a parent or nobody asks, then the home is refused: it is the child’s own', async () => {
    const { parent } = await createFamily(harness);
    expect((await overview(parent)).status).toBe(403);
    expect((await harness.api().get('/api/child/overview')).status).toBe(401);
  });
});
