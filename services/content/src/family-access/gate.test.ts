import { familySubscriptionEndedMessage } from '@young-minds/contracts';
import { serviceDatabases, insertSampleContent, type SampleContent, watchQueries } from '@young-minds/db/testing';
import { type TestFamily, bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, startContent } from '../test-support';

const today = '2026-05-20';

/** The subscription gate: a child whose family has no active subscription is refused every content call. */
describe.each(serviceDatabases())('the subscription gate on $name', ({ name }) => {
  let harness: ContentHarness;
  let content: SampleContent;

  beforeAll(async () => {
    harness = await startContent(name, { now: () => new Date(`${today}T09:00:00.000Z`) });
    content = await insertSampleContent(harness.db);
  });
  afterAll(() => harness.close());

  /** A family whose only subscription is changed as given. */
  async function familyWith(subscription: {
    startDate?: string;
    endDate?: string;
    isActive?: boolean;
    cancelledAt?: Date | null;
  }): Promise<TestFamily> {
    const family = await createFamily(harness, { startDate: '2026-01-01' });
    await harness.db.models.Subscription.update(subscription, { where: { id: family.subscriptionId } });
    return family;
  }

  /** A child's calls across the service: lists, gets, progress, heartbeats, quiz and assignment submissions. */
  function childCalls(family: TestFamily) {
    const auth = bearer(family.child);
    return [
      () => harness.api().get('/api/videos').set(auth),
      () => harness.api().get(`/api/videos/${content.videoId}`).set(auth),
      () => harness.api().get('/api/books').set(auth),
      () => harness.api().get('/api/quizzes').set(auth),
      () => harness.api().get('/api/blogs').set(auth),
      () => harness.api().get('/api/progress/me').set(auth),
      () =>
        harness
          .api()
          .put('/api/progress/me')
          .set(auth)
          .send({ contentType: 'video', contentId: content.videoId, positionSeconds: 5 }),
      () => harness.api().post('/api/child/heartbeat').set(auth).send({}),
      () =>
        harness
          .api()
          .post('/api/quiz-submissions/submit')
          .set(auth)
          .send({ quizId: content.quizId, answers: [{ questionId: content.questionId, answer: 'C' }] }),
      () =>
        harness
          .api()
          .post(`/api/assignments/${content.assignmentId}/submissions`)
          .set(auth)
          .field('text', 'My work')
          .attach('file', sampleFiles.png(), 'work.png'),
    ];
  }

  async function activityRows(childId: number) {
    const { LearningProgress, LearningTime, QuizSubmission, AssignmentSubmission } = harness.db.models;
    const where = { where: { childId } };
    return Promise.all([
      LearningProgress.count(where),
      LearningTime.count(where),
      QuizSubmission.count(where),
      AssignmentSubmission.count(where),
    ]);
  }

  it('when the subscription runs, then every call of the child goes through', async () => {
    const family = await familyWith({ endDate: '2026-07-01' });
    for (const call of childCalls(family)) expect((await call()).status).toBeLessThan(300);
  });

  it('when the subscription was cancelled but has not reached its end date, then the child still learns', async () => {
    const family = await familyWith({ endDate: today, cancelledAt: new Date('2026-05-01T10:00:00.000Z') });
    for (const call of childCalls(family)) expect((await call()).status).toBeLessThan(300);
  });

  it.each([
    ['expired yesterday', { endDate: '2026-05-19' }],
    ['refunded (is_active = 0) before its end date', { endDate: '2026-07-01', isActive: false }],
    ['not started yet', { startDate: '2026-05-21', endDate: '2026-11-21' }],
  ])(
    'when the subscription is %s, then each call of the child is a 403 that says so and writes nothing',
    async (_, change) => {
      const family = await familyWith(change);
      const before = await activityRows(family.child.id);
      for (const call of childCalls(family)) {
        const response = await call();
        expect({ status: response.status, message: response.body.message }).toEqual({
          status: 403,
          message: familySubscriptionEndedMessage,
        });
      }
      expect(await activityRows(family.child.id)).toEqual(before);
    },
  );

  it('when the family has registered but not yet confirmed the checkout (no subscription at all), then the child sees "ask your parent" (403)', async () => {
    const family = await createFamily(harness);
    await harness.db.models.Subscription.destroy({ where: { parentId: family.parent.id } });
    for (const call of childCalls(family)) {
      const response = await call();
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 403,
        message: familySubscriptionEndedMessage,
      });
    }
  });

  it('when the subscription has ended, then the parent keeps their family’s pages (not the paid content) and admins are not refused', async () => {
    const family = await familyWith({ endDate: '2026-05-19' });
    const admin = await createAdmin(harness);
    // The content itself (videos, books, worksheets and their files) is for subscribed families: media/paid-media.test.ts.
    expect((await harness.api().get('/api/videos').set(bearer(family.parent))).status).toBe(403);
    expect((await harness.api().get('/api/progress/dashboard').set(bearer(family.parent))).status).toBe(200);
    expect(
      (await harness.api().get(`/api/progress/children/${family.child.id}/history`).set(bearer(family.parent))).status,
    ).toBe(200);
    expect((await harness.api().get('/api/videos').set(bearer(admin))).status).toBe(200);
  });

  it('when the family renews, then the child is let in again at once', async () => {
    const family = await familyWith({ endDate: '2026-05-19' });
    const call = () => harness.api().get('/api/progress/me').set(bearer(family.child));
    expect((await call()).status).toBe(403);
    await harness.db.models.Subscription.create({
      parentId: family.parent.id,
      planName: 'Pro',
      price: 19.99,
      startDate: today,
      endDate: '2026-11-20',
    });
    expect((await call()).status).toBe(200);
  });

  it("when a child's session is revoked, then it is still a 401, not the subscription's 403", async () => {
    const family = await familyWith({ endDate: '2026-05-19' });
    await harness.db.repos.users.bumpTokenVersion(family.child.id);
    expect((await harness.api().get('/api/progress/me').set(bearer(family.child))).status).toBe(401);
  });

  it('when a child calls, then the gate costs one query more; a parent none', async () => {
    const family = await familyWith({ endDate: '2026-07-01' });
    const gateQueries = async (session: { token: string }, path: string) => {
      const watch = watchQueries(harness.db);
      try {
        await harness.api().get(path).set(bearer(session));
      } finally {
        watch.stop();
      }
      return watch.statements.filter((sql) => sql.includes('JOIN subscriptions')).length;
    };
    expect(await gateQueries(family.child, '/api/progress/me')).toBe(1);
    expect(await gateQueries(family.parent, '/api/progress/dashboard')).toBe(0);
  });
});
