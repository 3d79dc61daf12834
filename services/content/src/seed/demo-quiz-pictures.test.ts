import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, serviceDatabases, type TestDatabase } from '@young-minds/db/testing';
import { filesUnder } from '@young-minds/service-kit/src/testing/harness';
import { createLocalMediaStore } from '../media';
import { demoActivitiesSeed } from './demo-activities';
import { demoContentSeed } from './demo-content';
import { demoCoversSeed } from './demo-covers';
import { demoQuizPicturesSeed } from './demo-quiz-pictures';
import { demoAnswerPictures } from './pictures';

const optionImages = ['optionAImage', 'optionBImage', 'optionCImage', 'optionDImage'] as const;

describe.each(serviceDatabases())('the demo quiz pictures seed on $name', ({ name }) => {
  let testDb: TestDatabase;
  let mediaRoot: string;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    mediaRoot = mkdtempSync(path.join(os.tmpdir(), 'ym-seed-answers-media-'));
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it("when a platform seeded before answer pictures existed starts, then the young children's demo quiz gets a picture for every answer — once, keeping an admin's choice and leaving other quizzes alone", async () => {
    const media = createLocalMediaStore({ root: mediaRoot });
    const { db } = testDb;
    const { Quiz, QuizQuestion } = db.models;
    // The demo content of an earlier start; an admin then chose one answer's picture, and wrote a quiz of the same
    // title whose question is not a demo one.
    const earlier = [demoContentSeed(db, media), demoActivitiesSeed(db, media), demoCoversSeed(db, media)];
    expect(await db.seed(earlier)).toHaveLength(earlier.length);
    const [title] = Object.keys(demoAnswerPictures);
    const demo = await Quiz.findOne({ where: { title: title! }, rejectOnEmpty: true });
    const chosen = await QuizQuestion.findOne({
      where: { quizId: demo.id, question: 'What do we do before we pray?' },
      rejectOnEmpty: true,
    });
    await chosen.update({ optionBImage: '/media/images/admins-choice.png' });
    const own = await Quiz.create({ title: title!, ageBand: 'all', musicFree: true });
    await QuizQuestion.create({
      quizId: own.id,
      position: 0,
      question: 'Which one is a fruit?',
      optionA: 'Apple',
      optionB: 'Stone',
      optionC: 'Shoe',
      optionD: 'Cup',
      correctOption: 'A',
    });

    const seeds = [...earlier, demoQuizPicturesSeed(db, media)];
    expect(await db.seed(seeds)).toEqual(['demo-quiz-pictures-v1']);

    const questions = await QuizQuestion.findAll({ where: { quizId: demo.id }, raw: true });
    expect(questions.map((question) => question.question).sort()).toEqual(
      Object.keys(demoAnswerPictures[title!]!).sort(),
    );
    const urls = questions.flatMap((question) => optionImages.map((column) => question[column]));
    expect(urls.filter((url) => url === '/media/images/admins-choice.png')).toHaveLength(1);
    const drawn = urls.filter((url) => url !== '/media/images/admins-choice.png');
    expect(drawn).toHaveLength(questions.length * 4 - 1);
    for (const url of drawn) {
      expect(url).toMatch(/^\/media\/images\/[^/]+\.png$/);
      expect(existsSync(path.join(mediaRoot, url!.replace(/^\/media\//, '')))).toBe(true);
    }
    // Each answer has a picture of its own, so a child tells them apart by sight.
    for (const question of questions) {
      const own = optionImages.map((column) => question[column]);
      expect(new Set(own).size).toBe(4);
    }
    // A quiz that is not a demo one, and the older children's demo quiz, keep their answers without pictures.
    const untouched = await QuizQuestion.findAll({
      where: {
        quizId: (await Quiz.findAll({ attributes: ['id'], raw: true }))
          .map((quiz) => quiz.id)
          .filter((id) => id !== demo.id),
      },
      raw: true,
    });
    expect(untouched.length).toBeGreaterThan(1);
    for (const question of untouched)
      expect(optionImages.map((column) => question[column])).toEqual([null, null, null, null]);

    expect(await db.seed(seeds)).toEqual([]);
  });

  it('when the demo quiz is not there (a new database without the demo, or an admin deleted it), then the seed stores nothing', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ym-seed-answers-empty-'));
    const fresh = await createTestDatabase(name);
    try {
      const seed = demoQuizPicturesSeed(fresh.db, createLocalMediaStore({ root }));
      expect(await fresh.db.seed([seed])).toEqual(['demo-quiz-pictures-v1']);
      expect(await fresh.db.models.QuizQuestion.count()).toBe(0);
      expect(filesUnder(root)).toEqual([]);
    } finally {
      await fresh.drop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
