import { serviceDatabases, insertSampleContent, type SampleContent } from '@young-minds/db/testing';
import { bearer, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

/**
 * Issue 29, item 6: resubmitting a quiz until every answer is right raised the parent's average from 33 % to 99 %.
 * The averages count each quiz's first attempt; the history shows the first attempt beside the best.
 */
describe.each(serviceDatabases())('first attempts and best attempts on $name', ({ name }) => {
  let harness: ContentHarness;
  let content: SampleContent;

  beforeAll(async () => {
    harness = await startContent(name, { now: () => new Date('2026-04-20T12:00:00.000Z') });
    content = await insertSampleContent(harness.db);
  });
  afterAll(() => harness.close());

  it("when a child answers a quiz again and again until it is right, then the parent's averages keep the first try and the history shows first and best", async () => {
    const { parent, child } = await createFamily(harness);
    const at = (minute: number) => new Date(Date.UTC(2026, 3, 20, 10, minute));
    await harness.db.models.QuizSubmission.bulkCreate([
      { quizId: content.quizId, childId: child.id, score: 1, total: 3, answers: {}, submittedAt: at(0) },
      ...Array.from({ length: 20 }, (_, index) => ({
        quizId: content.quizId,
        childId: child.id,
        score: 3,
        total: 3,
        answers: {},
        submittedAt: at(1 + index),
      })),
    ]);
    await harness.db.models.LearningProgress.create({
      childId: child.id,
      contentType: 'quiz',
      contentId: content.quizId,
      completed: true,
      score: 100,
      lastSeenAt: at(20),
    });

    const report = await harness.api().get(`/api/progress/children/${child.id}`).set(bearer(parent));
    expect(report.status).toBe(200);
    expect(report.body.summary.byKind.quiz).toMatchObject({ started: 1, attempts: 21, averageScore: 33 });

    const dashboard = await harness.api().get('/api/progress/dashboard').set(bearer(parent));
    expect(dashboard.body.children[0].byKind.quiz).toMatchObject({ attempts: 21, averageScore: 33 });

    const history = await harness
      .api()
      .get(`/api/progress/children/${child.id}/history?contentType=quiz`)
      .set(bearer(parent));
    expect(history.body.data).toEqual([
      expect.objectContaining({ contentType: 'quiz', score: 100, firstScore: 33, bestScore: 100 }),
    ]);
  });
});
