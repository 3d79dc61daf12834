import { quizMessages, reportMessages, reviewMessages } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { type TestSession, bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

const question = { question: 'How many pillars?', option_a: '3', option_b: '4', option_c: '5', option_d: '6' };

describe.each(serviceDatabases())('scholar review on $name', ({ name }) => {
  let harness: ContentHarness;
  let author: TestSession;
  let reviewer: TestSession;
  let notReviewer: TestSession;
  let parent: TestSession;
  let child: TestSession;
  let categoryId: number;

  beforeAll(async () => {
    harness = await startContent(name);
    author = await createAdmin(harness);
    reviewer = await createAdmin(harness);
    notReviewer = await createAdmin(harness);
    await harness.db.models.User.update({ reviewer: false }, { where: { id: notReviewer.id } });
    ({ parent, child } = await createFamily(harness));
    categoryId = (await harness.db.models.Category.create({ name: `Pillars ${name}` })).id;
  });
  afterAll(() => harness.close());

  const api = () => harness.api();
  const review = (action: string, id: number, who: TestSession, body: object = {}) =>
    api().post(`/api/admin/review/quiz/${id}/${action}`).set(bearer(who)).send(body);

  async function newQuiz(title: string): Promise<number> {
    const created = await api()
      .post('/api/quizzes')
      .set(bearer(author))
      .send({ title, linked_categories: [categoryId], questions: [{ ...question, correct_option: 'C' }] });
    expect(created.status).toBe(201);
    expect(created.body.quiz.review).toEqual({
      status: 'draft',
      reviewedBy: null,
      reviewedAt: null,
      note: null,
      revisionStatus: null,
    });
    return created.body.quiz.id as number;
  }

  it('when a quiz is written, then no family sees it until a reviewer other than its author approves it', async () => {
    const id = await newQuiz('Five pillars');
    const sources = [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: '8', grading: 'sahih' }];
    const saved = await api().put(`/api/admin/review/quiz/${id}/sources`).set(bearer(author)).send({ sources });
    expect(saved.body).toMatchObject({ message: reviewMessages.sourcesSaved, review: { status: 'draft' } });

    for (const who of [child, parent]) {
      const hidden = await api().get(`/api/quizzes/${id}`).set(bearer(who));
      expect({ status: hidden.status, message: hidden.body.message }).toEqual({
        status: 404,
        message: quizMessages.notFound,
      });
    }
    // A child cannot submit to it either.
    const submitted = await api()
      .post('/api/quiz-submissions/submit')
      .set(bearer(child))
      .send({ quizId: id, answers: [{ questionId: 1, answer: 'A' }] });
    expect(submitted.status).toBe(404);

    expect((await review('approve', id, reviewer)).status).toBe(409);
    expect((await review('submit', id, author)).body.review.status).toBe('in_review');
    expect((await review('submit', id, author)).status).toBe(409);
    const queue = await api().get('/api/admin/review').set(bearer(author));
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({ kind: 'quiz', id, status: 'in_review', byYou: true, isRevision: false }),
    );

    const own = await review('approve', id, author);
    expect({ status: own.status, message: own.body.message }).toEqual({ status: 403, message: reviewMessages.ownItem });
    const refused = await review('approve', id, notReviewer);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: reviewMessages.notReviewer,
    });
    expect((await review('request-changes', id, reviewer, { note: '' })).status).toBe(400);
    const sentBack = await review('request-changes', id, reviewer, { note: 'Name the hadith.' });
    expect(sentBack.body.review.status).toBe('changes_requested');
    await review('submit', id, author);

    const approved = await review('approve', id, reviewer, { note: 'Matches al-Bukhari.' });
    expect(approved.status).toBe(200);
    expect(approved.body.review).toMatchObject({ status: 'published', note: 'Matches al-Bukhari.' });
    const seen = await api().get(`/api/quizzes/${id}`).set(bearer(child));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ sources, review: { status: 'published', revisionStatus: null } });
    expect(seen.body.review.reviewedBy).toEqual(expect.any(String));

    const detail = await api().get(`/api/admin/review/quiz/${id}`).set(bearer(reviewer));
    expect(detail.body.history.map((line: { action: string }) => line.action)).toEqual([
      'sources_changed',
      'submitted',
      'changes_requested',
      'submitted',
      'approved',
    ]);
  });

  it('when a published quiz is edited, then the edit waits as a revision and the live quiz stays until it is approved', async () => {
    const id = await newQuiz('Before the edit');
    await review('submit', id, author);
    await review('approve', id, reviewer);

    const edit = {
      title: 'After the edit',
      linked_categories: [categoryId],
      questions: [{ ...question, correct_option: 'D' }],
    };
    const edited = await api().put(`/api/quizzes/${id}`).set(bearer(reviewer)).send(edit);
    expect(edited.status).toBe(200);
    expect(edited.body.quiz).toMatchObject({ title: 'Before the edit', review: { revisionStatus: 'draft' } });
    expect((await api().get(`/api/quizzes/${id}`).set(bearer(child))).body.title).toBe('Before the edit');

    const detail = await api().get(`/api/admin/review/quiz/${id}`).set(bearer(author));
    expect(detail.body.revision).toMatchObject({ fields: { title: 'After the edit' } });

    await review('submit', id, reviewer);
    // The reviewer wrote this revision: the quiz's author checks it now.
    expect((await review('approve', id, reviewer)).status).toBe(403);
    expect((await review('approve', id, author)).status).toBe(200);
    const live = await api().get(`/api/quizzes/${id}`).set(bearer(child));
    expect(live.body).toMatchObject({ title: 'After the edit', review: { revisionStatus: null } });
  });

  it('when a family reports a mistake, then the admins see it and the resolved reply is emailed and kept in the history', async () => {
    const draft = await newQuiz('Not yet checked');
    const hidden = await api()
      .post('/api/reports')
      .set(bearer(child))
      .send({ kind: 'quiz', id: draft, message: 'Wrong?' });
    expect({ status: hidden.status, message: hidden.body.message }).toEqual({
      status: 404,
      message: reportMessages.itemNotFound,
    });

    const id = await newQuiz('Checked pillars');
    await review('submit', id, author);
    await review('approve', id, reviewer);
    const sent = await api()
      .post('/api/reports')
      .set(bearer(child))
      .send({ kind: 'quiz', id, message: 'The answer should be five.' });
    expect({ status: sent.status, body: sent.body }).toEqual({
      status: 201,
      body: { message: reportMessages.received },
    });

    const open = await api().get('/api/admin/reports?status=open').set(bearer(reviewer));
    const report = open.body.data.find((row: { itemId: number }) => row.itemId === id);
    expect(report).toMatchObject({
      kind: 'quiz',
      itemTitle: 'Checked pillars',
      status: 'open',
      childName: expect.any(String),
    });

    const outbox = () => harness.db.models.EmailOutbox.count({ where: { kind: 'report-reply' } });
    const before = await outbox();
    const resolved = await api()
      .post(`/api/admin/reports/${report.id}/resolve`)
      .set(bearer(reviewer))
      .send({ reply: 'Corrected, thank you.' });
    expect(resolved.body).toMatchObject({ status: 'resolved', reply: 'Corrected, thank you.' });
    expect(await outbox()).toBe(before + 1);
    expect((await api().post(`/api/admin/reports/${report.id}/resolve`).set(bearer(reviewer)).send({})).status).toBe(
      409,
    );
    const detail = await api().get(`/api/admin/review/quiz/${id}`).set(bearer(author));
    expect(detail.body.history.at(-1)).toMatchObject({ action: 'report_resolved', note: 'Corrected, thank you.' });

    // Deleting the quiz takes its review, history and reports with it.
    expect((await api().delete(`/api/quizzes/${id}`).set(bearer(author))).status).toBe(200);
    expect(await harness.db.models.ContentReport.count({ where: { kind: 'quiz', itemId: id } })).toBe(0);
    expect(await harness.db.models.ContentReview.count({ where: { kind: 'quiz', itemId: id } })).toBe(0);
  });
});
