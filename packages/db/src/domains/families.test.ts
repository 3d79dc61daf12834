import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, insertSampleContent, type TestDatabase } from '../testing';
import type { UserRecord } from '../repos/users';

const proPlan = { planName: 'Pro', price: 19.99, startDate: '2026-01-01', endDate: '2026-07-01' };

describe.each(databasesUnderTest())('families domain on $name', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let families = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  /** A parent with a paid subscription and one child with every kind of activity, a submitted file among it. */
  async function familyWithActivity() {
    families += 1;
    const { user: parent, subscription } = await db.repos.families.register(
      { name: `Parent ${families}`, email: `family${families}@example.test`, phone: null, passwordHash: 'hash' },
      proPlan,
    );
    await db.repos.payments.record({
      parentId: parent.id,
      subscriptionId: subscription.id,
      amount: 19.99,
      currency: 'USD',
      status: 'paid',
      provider: 'test',
      providerReference: `ref-${families}`,
      paidAt: new Date('2026-01-01T10:00:00Z'),
    });
    const created = await db.repos.users.createChildWithinLimit(
      { parentId: parent.id, name: 'Amina', age: 7, username: `amina${families}`, passwordHash: 'hash', avatar: 'owl' },
      5,
    );
    if (!created.ok) throw new Error(created.reason);
    const child: UserRecord = created.child;
    const content = await insertSampleContent(db);
    const fileUrl = `/media/submissions/family-${families}.pdf`;
    const { LearningProgress, LearningTime, QuizSubmission, AssignmentSubmission } = db.models;
    const at = new Date('2026-02-02T09:00:00Z');
    await LearningProgress.create({
      childId: child.id,
      contentType: 'video',
      contentId: content.videoId,
      positionSeconds: 30,
      lastSeenAt: at,
      timeSpentSeconds: 300,
    });
    await LearningTime.create({ childId: child.id, day: '2026-02-02', seconds: 300, lastBeatAt: at });
    await QuizSubmission.create({
      quizId: content.quizId,
      childId: child.id,
      score: 1,
      total: 1,
      answers: { [content.questionId]: 'C' },
      submittedAt: at,
    });
    await AssignmentSubmission.create({
      assignmentId: content.assignmentId,
      childId: child.id,
      fileUrl,
      submittedAt: at,
    });
    return { parent, child, fileUrl };
  }

  async function queuedFiles(): Promise<string[]> {
    return (await db.repos.mediaDeletions.pending()).map((row) => row.mediaUrl);
  }

  async function activityRows(childId: number) {
    const where = { where: { childId } };
    const { LearningProgress, LearningTime, QuizSubmission, AssignmentSubmission } = db.models;
    return {
      progress: await LearningProgress.count(where),
      time: await LearningTime.count(where),
      quizzes: await QuizSubmission.count(where),
      assignments: await AssignmentSubmission.count(where),
    };
  }

  it("when a family is exported, then every one of its rows is there and no other family's", async () => {
    const family = await familyWithActivity();
    const other = await familyWithActivity();

    const records = await db.repos.families.exportFamily(family.parent.id);

    expect(records?.parent.id).toBe(family.parent.id);
    expect(records?.children.map((child) => child.id)).toEqual([family.child.id]);
    expect(records?.subscriptions).toHaveLength(1);
    expect(records?.payments).toEqual([expect.objectContaining({ parentId: family.parent.id, status: 'paid' })]);
    expect(records?.learningProgress.map((row) => row.timeSpentSeconds)).toEqual([300]);
    expect(records?.learningTime.map((row) => [row.day, row.seconds])).toEqual([['2026-02-02', 300]]);
    expect(records?.quizSubmissions).toHaveLength(1);
    expect(records?.assignmentSubmissions.map((row) => row.fileUrl)).toEqual([family.fileUrl]);
    const everyChildId = [
      ...(records?.learningProgress ?? []),
      ...(records?.learningTime ?? []),
      ...(records?.quizSubmissions ?? []),
      ...(records?.assignmentSubmissions ?? []),
    ].map((row) => row.childId);
    expect(everyChildId).not.toContain(other.child.id);
  });

  it('when the id is a child or nobody, then there is no family to export', async () => {
    const family = await familyWithActivity();
    expect(await db.repos.families.exportFamily(family.child.id)).toBeNull();
    expect(await db.repos.families.exportFamily(999_999)).toBeNull();
  });

  it('when a child is removed, then its learning time goes with its other rows and its submitted file is queued', async () => {
    const family = await familyWithActivity();
    const sibling = await familyWithActivity();

    await db.repos.families.removeChild(family.child.id);

    expect(await activityRows(family.child.id)).toEqual({ progress: 0, time: 0, quizzes: 0, assignments: 0 });
    expect(await activityRows(sibling.child.id)).toEqual({ progress: 1, time: 1, quizzes: 1, assignments: 1 });
    expect(await queuedFiles()).toEqual([family.fileUrl]);
  });

  it("when a parent is removed, then the family's rows go, its files are queued, and another family keeps its own", async () => {
    const family = await familyWithActivity();
    const other = await familyWithActivity();

    await db.repos.families.removeParent(family.parent.id);

    expect(await activityRows(family.child.id)).toEqual({ progress: 0, time: 0, quizzes: 0, assignments: 0 });
    expect(await db.models.User.count({ where: { id: [family.parent.id, family.child.id] } })).toBe(0);
    expect(await db.models.Subscription.count({ where: { parentId: family.parent.id } })).toBe(0);
    expect(await db.models.Payment.count({ where: { parentId: family.parent.id } })).toBe(0);
    expect(await queuedFiles()).toEqual([family.fileUrl]);
    expect(await activityRows(other.child.id)).toEqual({ progress: 1, time: 1, quizzes: 1, assignments: 1 });
  });
});
