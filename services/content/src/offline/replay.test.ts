import {
  idempotencyKeyInProgressMessage,
  idempotencyKeyReusedMessage,
  invalidIdempotencyKeyMessage,
  offlineReplayTtlDays,
} from '@young-minds/contracts';
import { serviceDatabases, insertSampleContent, type SampleContent } from '@young-minds/db/testing';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { requestFingerprint } from '@young-minds/service-kit';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleActivityBody } from '@young-minds/scenarios';
import type request from 'supertest';
import { type ContentHarness, publishAllContent, startContent } from '../test-support';

/**
 * Children's writes replayed from the device's offline queue with an `Idempotency-Key`: the first request runs,
 * a repeat gets the same answer and changes nothing; the key is the child's own.
 */
describe.each(serviceDatabases())('replayable child writes on $name', ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;
  let content: SampleContent;
  let activityId: number;

  beforeAll(async () => {
    clock = new Date('2026-11-26T10:00:00.000Z');
    harness = await startContent(name, { now: () => clock });
    const admin = await createAdmin(harness);
    content = await insertSampleContent(harness.db, { createdBy: admin.id });
    const created = await harness
      .api()
      .post('/api/activities')
      .set(bearer(admin))
      .send(sampleActivityBody('Good manners', content.categoryId));
    activityId = created.body.activity.id;
    // Approved by a reviewer (issue 35), so the child may play it.
    await publishAllContent(harness);
  });
  afterAll(() => harness.close());

  interface Write {
    id: string;
    send: (child: TestSession, key: string | null, variant?: boolean) => request.Test;
    /** The rows the write adds for this child. */
    rows: (childId: number) => Promise<unknown>;
  }

  const call = (method: 'post' | 'put', path: string, child: TestSession, key: string | null) => {
    const test = harness.api()[method](path).set(bearer(child));
    return key === null ? test : test.set('Idempotency-Key', key);
  };
  const post = (path: string, child: TestSession, key: string | null) => call('post', path, child, key);
  const put = (path: string, child: TestSession, key: string | null) => call('put', path, child, key);

  const writes: Write[] = [
    {
      id: 'quizSubmissions.submit',
      send: (child, key, variant) =>
        post('/api/quiz-submissions/submit', child, key).send({
          quizId: content.quizId,
          answers: [{ questionId: content.questionId, answer: variant ? 'A' : 'C' }],
        }),
      rows: (childId) => harness.db.models.QuizSubmission.count({ where: { childId } }),
    },
    {
      id: 'activities.submit',
      send: (child, key, variant) =>
        post(`/api/child/activities/${activityId}/submit`, child, key).send({
          pairs: [{ choice: variant ? 'salam' : 'bismillah', target: 'g1' }],
        }),
      rows: (childId) => harness.db.models.ActivityAttempt.count({ where: { childId } }),
    },
    {
      id: 'progress.record',
      send: (child, key, variant) =>
        put('/api/progress/me', child, key).send({
          contentType: 'video',
          contentId: content.videoId,
          positionSeconds: variant ? 60 : 30,
        }),
      rows: (childId) => harness.db.models.LearningProgress.findAll({ where: { childId }, raw: true }),
    },
    {
      id: 'offline.learningTime',
      send: (child, key, variant) =>
        post('/api/child/offline-time', child, key).send({ day: '2026-11-24', seconds: variant ? 120 : 600 }),
      // Every report is kept (what was reported and credited): a new child's time for a day before its account is
      // answered as not credited, yet recorded.
      rows: async (childId) => ({
        days: await harness.db.models.LearningTime.findAll({ where: { childId }, raw: true }),
        reports: await harness.db.models.OfflineTimeCredit.findAll({ where: { childId }, raw: true }),
      }),
    },
    {
      id: 'assignments.submissions.create',
      send: (child, key, variant) =>
        post(`/api/assignments/${content.assignmentId}/submissions`, child, key)
          .field('text', variant ? 'Other work' : 'My work')
          .attach('file', sampleFiles.png(), 'work.png'),
      rows: async (childId) => ({
        submissions: await harness.db.models.AssignmentSubmission.count({ where: { childId } }),
        files: filesUnder(harness.mediaRoot).length,
      }),
    },
  ];

  describe.each(writes)('$id', (write) => {
    it('when the same request comes again with its key, then it gets the same answer, marked replayed, and nothing changes', async () => {
      const { child } = await createFamily(harness);
      const first = await write.send(child, 'e3b0c442-98fc-4c14-9afb-f4c8996fb924');
      expect(first.status).toBeLessThan(300);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const after = await write.rows(child.id);

      clock = new Date(clock.getTime() + 60_000);
      const repeat = await write.send(child, 'e3b0c442-98fc-4c14-9afb-f4c8996fb924');
      expect(repeat.status).toBe(first.status);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(withoutSignature(repeat.body)).toEqual(withoutSignature(first.body));
      expect(await write.rows(child.id)).toEqual(after);
      expect(filesUnder(harness.uploadDir)).toEqual([]);
    });

    it('when the key comes with another request, then 409 and nothing changes', async () => {
      const { child } = await createFamily(harness);
      await write.send(child, 'key-reused');
      const after = await write.rows(child.id);
      const reused = await write.send(child, 'key-reused', true);
      expect(reused.status).toBe(409);
      expect(reused.body.message).toBe(idempotencyKeyReusedMessage);
      expect(await write.rows(child.id)).toEqual(after);
      expect(filesUnder(harness.uploadDir)).toEqual([]);
    });

    it("when another child sends the same key, then their own request runs (a key is only its child's)", async () => {
      const first = await createFamily(harness);
      const second = await createFamily(harness);
      await write.send(first.child, 'shared-key');
      const before = await write.rows(second.child.id);
      const other = await write.send(second.child, 'shared-key', true);
      expect(other.status).toBeLessThan(300);
      expect(other.headers['idempotent-replayed']).toBeUndefined();
      expect(await write.rows(second.child.id)).not.toEqual(before);
    });
  });

  it('when the key is malformed, then 400 and nothing is written', async () => {
    const { child } = await createFamily(harness);
    const response = await put('/api/progress/me', child, 'not a key').send({
      contentType: 'video',
      contentId: content.videoId,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(invalidIdempotencyKeyMessage);
    expect(await harness.db.models.LearningProgress.count({ where: { childId: child.id } })).toBe(0);
  });

  /** The first request holds the key (claimed, not yet answered) since `claimedAt`. */
  async function holdKey(childId: number, key: string, body: object, claimedAt: Date): Promise<void> {
    await harness.db.repos.idempotencyKeys.claim({
      userId: childId,
      key,
      requestHash: requestFingerprint('progress.record', { body }),
      now: claimedAt,
      expiresAt: new Date(claimedAt.getTime() + offlineReplayTtlDays * 86_400_000),
    });
    await harness.db.sequelize.query('UPDATE idempotency_keys SET created_at = :claimedAt WHERE parent_id = :childId', {
      replacements: { claimedAt, childId },
    });
  }

  it('when a request with the key is still running, then a repeat gets 409 and may try again', async () => {
    const { child } = await createFamily(harness);
    const body = { contentType: 'video', contentId: content.videoId, positionSeconds: 5 };
    await holdKey(child.id, 'running', body, new Date(clock.getTime() - 60_000));
    const response = await put('/api/progress/me', child, 'running').send(body);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(idempotencyKeyInProgressMessage);
    expect(response.headers['retry-after']).toBe('1');
    expect(await harness.db.models.LearningProgress.count({ where: { childId: child.id } })).toBe(0);
  });

  it('when a key was left unanswered for over ten minutes (its process died), then a repeat runs afresh', async () => {
    const { child } = await createFamily(harness);
    const body = { contentType: 'video', contentId: content.videoId, positionSeconds: 5 };
    await holdKey(child.id, 'abandoned', body, new Date(clock.getTime() - 11 * 60_000));
    const response = await put('/api/progress/me', child, 'abandoned').send(body);
    expect(response.status).toBe(200);
    expect(await harness.db.models.LearningProgress.count({ where: { childId: child.id } })).toBe(1);
    const repeat = await put('/api/progress/me', child, 'abandoned').send(body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
  });

  it(`when a child's write is answered, then its key is kept ${offlineReplayTtlDays} days`, async () => {
    const { child } = await createFamily(harness);
    await write('quizSubmissions.submit').send(child, 'kept-key');
    const stored = await harness.db.models.IdempotencyKey.findOne({ where: { userId: child.id } });
    expect(stored?.expiresAt.getTime()).toBe(clock.getTime() + offlineReplayTtlDays * 86_400_000);
  });

  it('when the first request failed, then the key is free: a retry with it runs', async () => {
    const { child } = await createFamily(harness);
    const missing = await put('/api/progress/me', child, 'after-404').send({
      contentType: 'video',
      contentId: 999_999,
    });
    expect(missing.status).toBe(404);
    const retry = await put('/api/progress/me', child, 'after-404').send({ contentType: 'video', contentId: 999_999 });
    expect(retry.status).toBe(404);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('when a handed-in file is replayed, then no second file is stored and the link is signed afresh', async () => {
    const { child } = await createFamily(harness);
    const filesBefore = filesUnder(harness.mediaRoot).length;
    const first = await write('assignments.submissions.create').send(child, 'upload-key');
    expect(first.status).toBe(201);
    expect(filesUnder(harness.mediaRoot)).toHaveLength(filesBefore + 1);

    clock = new Date(clock.getTime() + 2 * 3_600_000);
    const repeat = await write('assignments.submissions.create').send(child, 'upload-key');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(filesUnder(harness.mediaRoot)).toHaveLength(filesBefore + 1);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
    const link = (response: request.Response) => String(response.body.submission.fileUrl);
    expect(link(repeat).split('?')[0]).toBe(link(first).split('?')[0]);
    expect(link(repeat)).not.toBe(link(first));
    expect((await harness.api().get(link(repeat)).set(bearer(child))).status).toBe(200);

    // The same text with other bytes is another request.
    const otherFile = await post(`/api/assignments/${content.assignmentId}/submissions`, child, 'upload-key')
      .field('text', 'My work')
      .attach('file', sampleFiles.jpeg(), 'work.png');
    expect(otherFile.status).toBe(409);
    expect(filesUnder(harness.mediaRoot)).toHaveLength(filesBefore + 1);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  });

  function write(id: string): Write {
    const found = writes.find((each) => each.id === id);
    if (!found) throw new Error(id);
    return found;
  }
});

/** An answer without its links' signatures (a replay signs a submission's link afresh). */
function withoutSignature(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body).replace(/\?expires=\d+&signature=[\w-]+/g, ''));
}
