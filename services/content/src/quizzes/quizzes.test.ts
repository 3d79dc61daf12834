import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { coverMessages, quizCheckRateLimit, quizMessages, quizSubmissionRateLimit } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { createLogger } from '@young-minds/service-kit';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type TestSession, bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { createMediaSweeper } from '../media/sweeper';
import { type ContentHarness, publishAllContent, startContent, unpublishAllContent } from '../test-support';

/** A question written without pictures answers with none. */
const noPictures = { option_a_image: null, option_b_image: null, option_c_image: null, option_d_image: null };

const log = createLogger({ service: 'content', level: 'silent' });

const question = (n: number, correct: string = 'C') => ({
  question: `Question ${n}?`,
  option_a: `${n} a`,
  option_b: `${n} b`,
  option_c: `${n} c`,
  option_d: `${n} d`,
  correct_option: correct,
});

describe.each(serviceDatabases())('quizzes on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  let child: TestSession;
  let otherChild: TestSession;
  let seerah: number;
  let fiqh: number;

  beforeAll(async () => {
    harness = await startContent(name);
    admin = await createAdmin(harness);
    ({ parent, child } = await createFamily(harness));
    ({ child: otherChild } = await createFamily(harness));
    seerah = (await harness.db.models.Category.create({ name: `Seerah ${name}` })).id;
    fiqh = (await harness.db.models.Category.create({ name: `Fiqh ${name}` })).id;
  });
  afterAll(() => harness.close());

  const counts = async () => ({
    quizzes: await harness.db.models.Quiz.count(),
    questions: await harness.db.models.QuizQuestion.count(),
    links: await harness.db.models.QuizCategory.count(),
  });

  /** A quiz made by `user`, live at once (issue 35's review has its own tests: these are about playing quizzes). */
  const createQuiz = async (body: object, user: TestSession = admin) => {
    const response = await harness.api().post('/api/quizzes').set(bearer(user)).send(body);
    if (response.status === 201) await publishAllContent(harness);
    return response;
  };

  async function expectRefused(body: object, message: string, status = 400) {
    const before = await counts();
    const response = await createQuiz(body);
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect(response.body.error).toBe(message);
    expect(await counts()).toEqual(before);
  }

  it('when an admin creates a quiz with two questions, then it is stored with its categories and the admin sees the answers', async () => {
    const response = await createQuiz({
      title: 'Pillars of Islam',
      linked_categories: [seerah, fiqh],
      questions: [question(1, 'C'), question(2, 'a')],
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Quiz created successfully!');
    const quiz = response.body.quiz;
    expect(quiz).toMatchObject({
      title: 'Pillars of Islam',
      category: `Fiqh ${name}, Seerah ${name}`,
      categories: [
        { id: fiqh, name: `Fiqh ${name}` },
        { id: seerah, name: `Seerah ${name}` },
      ],
      linked_categories: [fiqh, seerah],
      questionCount: 2,
    });
    expect(
      quiz.questions.map((q: { question: string; correct_option: string }) => [q.question, q.correct_option]),
    ).toEqual([
      ['Question 1?', 'C'],
      ['Question 2?', 'A'],
    ]);

    const fetched = await harness.api().get(`/api/quizzes/${quiz.id}`).set(bearer(admin));
    expect(fetched.status).toBe(200);
    expect(fetched.body.questions[0]).toEqual({ id: expect.any(Number), ...question(1, 'C'), ...noPictures });
  });

  it('when a child or a parent opens a quiz, then the questions come without any correct answer', async () => {
    const created = await createQuiz({
      title: 'Wudu steps',
      linked_categories: [fiqh],
      questions: [question(1, 'B'), question(2, 'D')],
    });
    for (const user of [child, parent]) {
      const response = await harness.api().get(`/api/quizzes/${created.body.quiz.id}`).set(bearer(user));
      expect(response.status).toBe(200);
      expect(response.body.questions).toHaveLength(2);
      for (const shown of response.body.questions)
        expect(Object.keys(shown).sort()).toEqual([
          'id',
          'option_a',
          'option_a_image',
          'option_b',
          'option_b_image',
          'option_c',
          'option_c_image',
          'option_d',
          'option_d_image',
          'question',
        ]);
      expect(JSON.stringify(response.body)).not.toContain('correct');
    }
  });

  it('when the list is read, then it is paginated newest first with question counts, searchable and filterable by category', async () => {
    await createQuiz({ title: 'Zakat basics', linked_categories: [fiqh], questions: [question(1)] });
    await createQuiz({
      title: 'Prophets quiz',
      linked_categories: [seerah],
      questions: [question(1), question(2), question(3)],
    });
    const page = await harness.api().get('/api/quizzes?page=1&pageSize=2').set(bearer(child));
    expect(page.status).toBe(200);
    expect(page.body.page).toBe(1);
    expect(page.body.pageSize).toBe(2);
    expect(page.body.total).toBeGreaterThanOrEqual(4);
    expect(page.body.data.map((row: { title: string }) => row.title)).toEqual(['Prophets quiz', 'Zakat basics']);
    expect(page.body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'Prophets quiz',
      category: `Seerah ${name}`,
      categories: [{ id: seerah, name: `Seerah ${name}` }],
      questionCount: 3,
      cover_image: null,
      age_band: 'all',
      music_free: false,
      language: 'en',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sources: [],
      review: { status: 'published', reviewedBy: null, reviewedAt: null, note: null, revisionStatus: null },
      // A child's own standing: not taken yet.
      bestScore: null,
      lastScore: null,
    });

    const searched = await harness.api().get('/api/quizzes?search=zAKAT').set(bearer(parent));
    expect(searched.body.data.map((row: { title: string }) => row.title)).toEqual(['Zakat basics']);
    const inSeerah = await harness.api().get(`/api/quizzes?categoryId=${seerah}`).set(bearer(admin));
    expect(inSeerah.body.data.map((row: { title: string }) => row.title)).toEqual([
      'Prophets quiz',
      'Pillars of Islam',
    ]);
  });

  describe('bad input is refused and nothing is written', () => {
    it('when no category is selected, then the spec text comes back', async () => {
      await expectRefused(
        { title: 'T', linked_categories: [], questions: [question(1)] },
        'Please select at least one category.',
      );
      await expectRefused({ title: 'T', questions: [question(1)] }, 'Please select at least one category.');
    });

    it('when there is no question, or a field is missing or of the wrong type, then 400 names it', async () => {
      await expectRefused(
        { title: 'T', linked_categories: [seerah], questions: [] },
        'A quiz needs at least one question.',
      );
      await expectRefused({ linked_categories: [seerah], questions: [question(1)] }, 'Title is required.');
      await expectRefused(
        { title: '   ', linked_categories: [seerah], questions: [question(1)] },
        'Title is required.',
      );
      await expectRefused({ title: 12, linked_categories: [seerah], questions: [question(1)] }, 'Title must be text.');
      await expectRefused(
        { title: 'T', linked_categories: ['x'], questions: [question(1)] },
        'A category id must be a number.',
      );
      await expectRefused({ title: 'T', linked_categories: [seerah], questions: 'many' }, 'Questions must be a list.');
    });

    it("when the quiz's second question is invalid, then no quiz row is written at all", async () => {
      const { option_c: _dropped, ...noOptionC } = question(2);
      await expectRefused(
        { title: 'Half a quiz', linked_categories: [seerah], questions: [question(1), noOptionC] },
        'Option C is required.',
      );
      await expectRefused(
        {
          title: 'Half a quiz',
          linked_categories: [seerah],
          questions: [question(1), { ...question(2), correct_option: 'E' }],
        },
        'The correct option must be A, B, C or D.',
      );
      await expectRefused(
        {
          title: 'Half a quiz',
          linked_categories: [seerah],
          questions: [question(1), { ...question(2), question: '' }],
        },
        'Question text is required.',
      );
      expect(await harness.db.models.Quiz.count({ where: { title: 'Half a quiz' } })).toBe(0);
    });

    it('when a category id does not exist, then 400 and no quiz, question or link', async () => {
      await expectRefused(
        { title: 'Ghost category', linked_categories: [seerah, 999999], questions: [question(1)] },
        'Some of the selected categories do not exist.',
      );
    });

    it('when the body is not JSON, then 415 (or 400 for broken JSON)', async () => {
      const before = await counts();
      const form = await harness.api().post('/api/quizzes').set(bearer(admin)).type('form').send('title=T');
      expect(form.status).toBe(415);
      const broken = await harness
        .api()
        .post('/api/quizzes')
        .set(bearer(admin))
        .set('Content-Type', 'application/json')
        .send('{"title": ');
      expect(broken.status).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });

  it('when an admin edits a quiz, then title, questions and links are replaced together; a bad edit changes nothing', async () => {
    const created = (
      await createQuiz({ title: 'Before', linked_categories: [seerah], questions: [question(1), question(2)] })
    ).body.quiz;
    await unpublishAllContent(harness);
    const edited = await harness
      .api()
      .put(`/api/quizzes/${created.id}`)
      .set(bearer(admin))
      .send({ title: 'After', linked_categories: [fiqh], questions: [question(7, 'D')] });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Quiz updated successfully!');
    expect(edited.body.quiz).toMatchObject({
      id: created.id,
      title: 'After',
      linked_categories: [fiqh],
      questionCount: 1,
    });
    expect(edited.body.quiz.questions).toEqual([{ id: expect.any(Number), ...question(7, 'D'), ...noPictures }]);
    expect(await harness.db.models.QuizQuestion.count({ where: { quizId: created.id } })).toBe(1);

    const refused = await harness
      .api()
      .put(`/api/quizzes/${created.id}`)
      .set(bearer(admin))
      .send({ title: 'Broken', linked_categories: [fiqh, 424242], questions: [question(8), question(9)] });
    expect(refused.status).toBe(400);
    const after = await harness.api().get(`/api/quizzes/${created.id}`).set(bearer(admin));
    expect(after.body).toMatchObject({ title: 'After', linked_categories: [fiqh], questionCount: 1 });

    const missing = await harness
      .api()
      .put('/api/quizzes/999999')
      .set(bearer(admin))
      .send({ title: 'X', linked_categories: [fiqh], questions: [question(1)] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Quiz not found.');
  });

  it('when a child submits answers, then each answer comes back right or wrong with the right option, and the attempt and progress are stored', async () => {
    const quiz = (
      await createQuiz({
        title: 'Scored quiz',
        linked_categories: [seerah],
        questions: [question(1, 'A'), question(2, 'B'), question(3, 'C')],
      })
    ).body.quiz;
    const [q1, q2, q3] = quiz.questions.map((q: { id: number }) => q.id);
    const submitted = await harness
      .api()
      .post('/api/quiz-submissions/submit')
      .set(bearer(child))
      .send({
        quizId: quiz.id,
        answers: [
          { questionId: q1, answer: 'A' },
          { questionId: q2, answer: 'c' },
        ],
      });
    expect(submitted.status).toBe(201);
    expect(submitted.body).toEqual({
      id: expect.any(Number),
      quizId: quiz.id,
      score: 1,
      total: 3,
      percentage: 33,
      results: [
        { questionId: q1, answer: 'A', correct: true, correct_option: 'A' },
        { questionId: q2, answer: 'C', correct: false, correct_option: 'B' },
        { questionId: q3, answer: null, correct: false, correct_option: 'C' },
      ],
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const second = await harness
      .api()
      .post('/api/quiz-submissions/submit')
      .set(bearer(child))
      .send({
        quizId: quiz.id,
        answers: [
          { questionId: q1, answer: 'A' },
          { questionId: q2, answer: 'B' },
          { questionId: q3, answer: 'C' },
        ],
      });
    expect(second.body).toMatchObject({ score: 3, total: 3, percentage: 100 });

    const progress = await harness.db.models.LearningProgress.findAll({
      where: { childId: child.id, contentType: 'quiz', contentId: quiz.id },
      raw: true,
    });
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatchObject({ score: 100 });
    expect(Boolean(progress[0]!.completed)).toBe(true);

    const mine = await harness.api().get('/api/quiz-submissions/me').set(bearer(child));
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.data[0]).toEqual({
      id: second.body.id,
      quizId: quiz.id,
      quizTitle: 'Scored quiz',
      score: 3,
      total: 3,
      percentage: 100,
      submitted_at: expect.any(String),
    });
    expect(mine.body.data[1]).toMatchObject({ id: submitted.body.id, score: 1, percentage: 33 });

    const others = await harness.api().get('/api/quiz-submissions/me').set(bearer(otherChild));
    expect(others.body).toEqual({ data: [], total: 0, page: 1, pageSize: 20 });
  });

  it('when a child tried a quiz twice, then their list and the quiz show their best and last score, and still no answer key', async () => {
    const quiz = (
      await createQuiz({
        title: 'Best and last',
        linked_categories: [seerah],
        questions: [question(1, 'A'), question(2, 'B'), question(3, 'C'), question(4, 'D')],
      })
    ).body.quiz;
    const ids: number[] = quiz.questions.map((q: { id: number }) => q.id);
    const submit = (answers: string[]) =>
      harness
        .api()
        .post('/api/quiz-submissions/submit')
        .set(bearer(child))
        .send({ quizId: quiz.id, answers: answers.map((answer, index) => ({ questionId: ids[index], answer })) });
    expect((await submit(['A', 'B', 'C', 'A'])).body.percentage).toBe(75);
    expect((await submit(['A', 'A', 'A', 'A'])).body.percentage).toBe(25);

    const listed = await harness
      .api()
      .get(`/api/quizzes?search=${encodeURIComponent('Best and last')}`)
      .set(bearer(child));
    expect(listed.body.data[0]).toMatchObject({ id: quiz.id, bestScore: 75, lastScore: 25 });
    const opened = await harness.api().get(`/api/quizzes/${quiz.id}`).set(bearer(child));
    expect(opened.body).toMatchObject({ bestScore: 75, lastScore: 25 });
    expect(JSON.stringify(opened.body.questions)).not.toContain('correct');
    // Another child has not taken it; a parent and an admin get no scores at all.
    const other = await harness.api().get(`/api/quizzes/${quiz.id}`).set(bearer(otherChild));
    expect(other.body).toMatchObject({ bestScore: null, lastScore: null });
    for (const user of [parent, admin]) {
      const seen = await harness.api().get(`/api/quizzes/${quiz.id}`).set(bearer(user));
      expect(Object.keys(seen.body)).not.toContain('bestScore');
    }
  });

  it('when a child sends an 11th submission within a minute, then 429 with a kind sentence (Arabic too) and nothing is stored; another child is not slowed', async () => {
    const quiz = (
      await createQuiz({ title: 'Again and again', linked_categories: [seerah], questions: [question(1, 'A')] })
    ).body.quiz;
    const { child: eager } = await createFamily(harness);
    const { child: calm } = await createFamily(harness);
    const submit = (who: TestSession, answer = 'B') =>
      harness
        .api()
        .post('/api/quiz-submissions/submit')
        .set(bearer(who))
        .send({ quizId: quiz.id, answers: [{ questionId: quiz.questions[0].id, answer }] });
    for (let attempt = 1; attempt <= quizSubmissionRateLimit.perMinute; attempt += 1)
      expect((await submit(eager)).status).toBe(201);
    const refused = await submit(eager, 'A');
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 429,
      message: quizMessages.tooManySubmissions,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const inArabic = await submit(eager, 'A').set('Accept-Language', 'ar');
    expect({ status: inArabic.status, message: inArabic.body.message }).toEqual({
      status: 429,
      message: 'لقد أجبت عن هذا الاختبار مرات كثيرة متتالية. خذ استراحة قصيرة ثم حاول مرة أخرى بعد دقيقة.',
    });
    expect(await harness.db.models.QuizSubmission.count({ where: { childId: eager.id } })).toBe(
      quizSubmissionRateLimit.perMinute,
    );
    expect((await submit(calm)).status).toBe(201);
  });

  it('when a submission is invalid, then 4xx and no attempt or progress is stored', async () => {
    const quiz = (
      await createQuiz({ title: 'Strict quiz', linked_categories: [seerah], questions: [question(1, 'A')] })
    ).body.quiz;
    const other = (
      await createQuiz({ title: 'Other quiz', linked_categories: [seerah], questions: [question(1, 'A')] })
    ).body.quiz;
    const before = {
      submissions: await harness.db.models.QuizSubmission.count(),
      progress: await harness.db.models.LearningProgress.count(),
    };
    const submit = (body: object) => harness.api().post('/api/quiz-submissions/submit').set(bearer(child)).send(body);
    const cases: [object, number, string][] = [
      [{ quizId: quiz.id, answers: [] }, 400, 'Please answer at least one question.'],
      [{ quizId: quiz.id }, 400, 'Please answer at least one question.'],
      [{ answers: [{ questionId: quiz.questions[0].id, answer: 'A' }] }, 400, 'quizId is required.'],
      [
        { quizId: quiz.id, answers: [{ questionId: quiz.questions[0].id, answer: 'Z' }] },
        400,
        'The answer must be A, B, C or D.',
      ],
      [
        {
          quizId: quiz.id,
          answers: [
            { questionId: quiz.questions[0].id, answer: 'A' },
            { questionId: quiz.questions[0].id, answer: 'B' },
          ],
        },
        400,
        'Each question may be answered only once.',
      ],
      [
        { quizId: quiz.id, answers: [{ questionId: other.questions[0].id, answer: 'A' }] },
        400,
        'An answer refers to a question that is not part of this quiz.',
      ],
      [{ quizId: 999999, answers: [{ questionId: 1, answer: 'A' }] }, 404, 'Quiz not found.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await submit(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    }
    expect(await harness.db.models.QuizSubmission.count()).toBe(before.submissions);
    expect(await harness.db.models.LearningProgress.count()).toBe(before.progress);
  });

  it("when an admin deletes a quiz, then its questions, links, children's attempts and progress go with it", async () => {
    const quiz = (
      await createQuiz({
        title: 'Doomed quiz',
        linked_categories: [seerah, fiqh],
        questions: [question(1, 'A'), question(2)],
      })
    ).body.quiz;
    await harness
      .api()
      .post('/api/quiz-submissions/submit')
      .set(bearer(child))
      .send({ quizId: quiz.id, answers: [{ questionId: quiz.questions[0].id, answer: 'A' }] });
    const { Quiz, QuizQuestion, QuizCategory, QuizSubmission, LearningProgress } = harness.db.models;
    expect(await QuizSubmission.count({ where: { quizId: quiz.id } })).toBe(1);

    const deleted = await harness.api().delete(`/api/quizzes/${quiz.id}`).set(bearer(admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Quiz deleted successfully.');
    expect(await Quiz.count({ where: { id: quiz.id } })).toBe(0);
    expect(await QuizQuestion.count({ where: { quizId: quiz.id } })).toBe(0);
    expect(await QuizCategory.count({ where: { quizId: quiz.id } })).toBe(0);
    expect(await QuizSubmission.count({ where: { quizId: quiz.id } })).toBe(0);
    expect(await LearningProgress.count({ where: { contentType: 'quiz', contentId: quiz.id } })).toBe(0);

    expect((await harness.api().get(`/api/quizzes/${quiz.id}`).set(bearer(admin))).status).toBe(404);
    expect((await harness.api().delete(`/api/quizzes/${quiz.id}`).set(bearer(admin))).status).toBe(404);
  });

  const onDisk = (url: string) => join(harness.mediaRoot, url.slice('/media/'.length));
  /** An answer's picture, uploaded as the admin's quiz form does: its url. */
  const upload = async () => {
    const response = await harness
      .api()
      .post('/api/quizzes/media')
      .set(bearer(admin))
      .attach('image', sampleFiles.png(), 'apple.png');
    expect(response.status).toBe(201);
    return response.body.url as string;
  };

  it("when an option's picture is replaced or its quiz deleted, then the file goes with it; a kept picture stays", async () => {
    const [apple, pear, replacement] = [await upload(), await upload(), await upload()];
    expect(apple).toMatch(/^\/media\/images\/[^?]+\.png$/);
    expect(existsSync(onDisk(apple))).toBe(true);
    const body = (a: string | null, b: string | null) => ({
      title: 'Fruit',
      linked_categories: [seerah],
      questions: [{ ...question(1, 'A'), option_a_image: a, option_b_image: b }],
    });
    const created = await createQuiz(body(apple, pear));
    expect(created.status).toBe(201);
    const id = created.body.quiz.id as number;
    const shown = await harness.api().get(`/api/quizzes/${id}`).set(bearer(child));
    expect(shown.body.questions[0]).toMatchObject({
      option_a_image: apple,
      option_b_image: pear,
      option_c_image: null,
    });

    // A draft again: the edit applies in place (a published quiz's edit waits for review, see review tests).
    await unpublishAllContent(harness);
    const edited = await harness.api().put(`/api/quizzes/${id}`).set(bearer(admin)).send(body(replacement, pear));
    expect(edited.status).toBe(200);
    const sweeper = createMediaSweeper({ db: harness.db, media: harness.media, log });
    await sweeper.processOutbox();
    expect([apple, pear, replacement].map((url) => existsSync(onDisk(url)))).toEqual([false, true, true]);

    expect((await harness.api().delete(`/api/quizzes/${id}`).set(bearer(admin))).status).toBe(200);
    await sweeper.processOutbox();
    expect([pear, replacement].map((url) => existsSync(onDisk(url)))).toEqual([false, false]);
  });

  it('when a quiz form is never saved, then its uploaded pictures are deleted after a day; a younger one or one a quiz uses stays', async () => {
    const [forgotten, young, used, usedLate] = [await upload(), await upload(), await upload(), await upload()];
    const created = await createQuiz({
      title: 'Pictures kept',
      linked_categories: [seerah],
      questions: [{ ...question(1, 'A'), option_a_image: used }],
    });
    expect(created.status).toBe(201);
    const { ActivityMedia } = harness.db.models;
    // The saved quiz's picture is no longer waiting; the others are.
    expect(await ActivityMedia.count({ where: { url: [forgotten, young, used, usedLate], activityId: null } })).toBe(3);
    const day = 24 * 60 * 60 * 1000;
    await ActivityMedia.update(
      { uploadedAt: new Date(harness.clock.now().getTime() - day - 1000) },
      { where: { url: forgotten } },
    );
    // A quiz saved after its upload was swept from the waiting list: the outbox never deletes a file a row names.
    await unpublishAllContent(harness);
    const late = await harness
      .api()
      .put(`/api/quizzes/${created.body.quiz.id}`)
      .set(bearer(admin))
      .send({
        title: 'Pictures kept',
        linked_categories: [seerah],
        questions: [{ ...question(1, 'A'), option_a_image: used, option_b_image: usedLate }],
      });
    expect(late.status).toBe(200);
    await ActivityMedia.create({ url: usedLate, kind: 'image', activityId: null, uploadedAt: new Date(0) });
    await createMediaSweeper({ db: harness.db, media: harness.media, log, now: () => harness.clock.now() }).run();
    expect([forgotten, young, used, usedLate].map((url) => existsSync(onDisk(url)))).toEqual([false, true, true, true]);
    expect(await ActivityMedia.count({ where: { url: [forgotten, usedLate] } })).toBe(0);
  });

  it('when a quiz gets a cover, then everyone reads it; a kept edit keeps it, a new one replaces it, and it goes with the quiz', async () => {
    const [cover, replacement] = [await upload(), await upload()];
    const body = { title: 'Covered', linked_categories: [seerah], questions: [question(1, 'A')] };
    const created = await createQuiz({ ...body, cover_image: cover });
    expect(created.status).toBe(201);
    const id = created.body.quiz.id as number;
    const listed = await harness.api().get('/api/quizzes?search=Covered').set(bearer(child));
    expect(listed.body.data[0].cover_image).toBe(cover);

    // A draft again: the edits apply in place (a published quiz's edit waits for review, see review tests).
    await unpublishAllContent(harness);
    // An edit that leaves the cover out keeps it.
    const kept = await harness.api().put(`/api/quizzes/${id}`).set(bearer(admin)).send(body);
    expect(kept.body.quiz.cover_image).toBe(cover);
    const sweeper = createMediaSweeper({ db: harness.db, media: harness.media, log });
    const replaced = await harness
      .api()
      .put(`/api/quizzes/${id}`)
      .set(bearer(admin))
      .send({ ...body, cover_image: replacement });
    expect(replaced.body.quiz.cover_image).toBe(replacement);
    await sweeper.processOutbox();
    expect([cover, replacement].map((url) => existsSync(onDisk(url)))).toEqual([false, true]);

    const foreign = await harness
      .api()
      .put(`/api/quizzes/${id}`)
      .set(bearer(admin))
      .send({ ...body, cover_image: '/media/books/not-a-picture.pdf' });
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({
      status: 400,
      message: coverMessages.notUploaded,
    });

    expect((await harness.api().delete(`/api/quizzes/${id}`).set(bearer(admin))).status).toBe(200);
    await sweeper.processOutbox();
    expect(existsSync(onDisk(replacement))).toBe(false);
  });

  it('when a child checks an answer, then it is right or not with the right option, and nothing is stored', async () => {
    const created = await createQuiz({ title: 'Checked', linked_categories: [seerah], questions: [question(1, 'B')] });
    const quiz = created.body.quiz as { id: number; questions: { id: number }[] };
    const questionId = quiz.questions[0]!.id;
    const before = await harness.db.models.QuizSubmission.count();
    const check = (answer: string, session = child) =>
      harness.api().post(`/api/quizzes/${quiz.id}/check`).set(bearer(session)).send({ questionId, answer });
    const wrong = await check('D');
    expect({ status: wrong.status, body: wrong.body }).toEqual({
      status: 200,
      body: { questionId, answer: 'D', correct: false, correct_option: 'B' },
    });
    expect((await check('B')).body).toMatchObject({ correct: true });
    expect((await check('B', parent)).status).toBe(403);
    expect(await harness.db.models.QuizSubmission.count()).toBe(before);
  });

  it('when a child checks more answers in a minute than anyone taps, then 429 with a kind sentence (Arabic too); another child is not slowed', async () => {
    const created = await createQuiz({ title: 'Tapped', linked_categories: [seerah], questions: [question(1, 'B')] });
    const quiz = created.body.quiz as { id: number; questions: { id: number }[] };
    const { child: eager } = await createFamily(harness);
    const { child: calm } = await createFamily(harness);
    const check = (session: TestSession) =>
      harness
        .api()
        .post(`/api/quizzes/${quiz.id}/check`)
        .set(bearer(session))
        .send({ questionId: quiz.questions[0]!.id, answer: 'A' });
    for (let attempt = 1; attempt <= quizCheckRateLimit.perMinute; attempt += 1)
      expect((await check(eager)).status).toBe(200);
    const refused = await check(eager);
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 429,
      message: quizMessages.tooManyChecks,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const inArabic = await check(eager).set('Accept-Language', 'ar');
    expect({ status: inArabic.status, message: inArabic.body.message }).toEqual({
      status: 429,
      message: 'إجابات كثيرة بسرعة كبيرة! خذ استراحة قصيرة ثم حاول مرة أخرى بعد دقيقة.',
    });
    expect((await check(calm)).status).toBe(200);
  });
});
