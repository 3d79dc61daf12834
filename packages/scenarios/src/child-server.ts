import {
  activityEndpoints,
  activityMessages,
  assignmentEndpoints,
  assignmentMessages,
  authEndpoints,
  bookEndpoints,
  childBadgeIds,
  childEndpoints,
  childOwnAvatarInvalidMessage,
  errorBodySchema,
  familyProgressEndpoints,
  idempotencyKeyHeader,
  idempotencyKeyReusedMessage,
  idempotentReplayedHeader,
  invalidIdempotencyKeyMessage,
  mediaWrongKindMessage,
  offlineEndpoints,
  offlineMessages,
  progressEndpoints,
  progressMessages,
  quizEndpoints,
  quizMessages,
  quizPictureLabel,
  totalStars,
  videoEndpoints,
} from '@young-minds/contracts';
import { pdfBook } from './book-files';
import type { UploadFile } from './driver';
import {
  type Scenario,
  createCategory,
  expectError,
  expectSuccess,
  publish,
  sampleUploads,
  uniqueTag,
} from './scenarios';

// The service kit's texts (the mocks' and the services' answers must both read exactly these).
const loginRequired = 'Please log in to continue.';
const forbidden = 'You do not have permission to do this.';

const textFile = (name: string, text: string): UploadFile => ({
  name,
  type: 'text/vtt',
  bytes: Uint8Array.from([...text].map((character) => character.charCodeAt(0))),
});

/** The child area's calls of the content service (home), run against the MSW handlers and the real service. */
export const childContentScenarios: Scenario[] = [
  {
    name: 'a child opens their home: their own name, every badge in order, stars adding up; nobody else may read it',
    async run(driver) {
      const home = expectSuccess(await driver.call(childEndpoints.overview, { as: 'child' }), childEndpoints.overview);
      expect(home.name).toBe(driver.household.child.name);
      expect(home.badges.map((badge) => badge.id)).toEqual([...childBadgeIds]);
      expect(home.stars).toBe(totalStars(home.starsByKind));
      expect(home.todaySeconds).toBeLessThanOrEqual(home.weekSeconds);
      expectError(await driver.call(childEndpoints.overview, { as: 'parent' }), 403, forbidden);
      expectError(await driver.call(childEndpoints.overview, { as: 'admin' }), 403, forbidden);
      expectError(await driver.call(childEndpoints.overview, { as: 'anonymous' }), 401, loginRequired);
    },
  },
  {
    name: 'an admin uploads a video with WebVTT captions the child reads; SubRip captions are a 415 that says what is wanted',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Captioned'));
      const upload = (captions: UploadFile) =>
        driver.call(videoEndpoints.upload, {
          as: 'admin',
          body: { title: uniqueTag('Wudu'), description: 'With captions.', category: category.id },
          files: { thumbnail: sampleUploads.png(), video: sampleUploads.webm(), captions },
        });
      const video = expectSuccess(
        await upload(textFile('wudu.vtt', 'WEBVTT\n\n00:00.000 --> 00:02.000\nBismillah\n')),
        videoEndpoints.upload,
      );
      await publish(driver, 'video', video.id);
      // The service hands out paid files as signed links (`?expires=…&signature=…`); the file is the same.
      const plain = (url: string | null) => url?.split('?')[0];
      expect(plain(video.captions_url)).toMatch(/^\/media\/captions\/.+\.vtt$/);
      const asChild = expectSuccess(
        await driver.call(videoEndpoints.get, { as: 'child', params: { id: video.id } }),
        videoEndpoints.get,
      );
      expect(plain(asChild.captions_url)).toBe(plain(video.captions_url));
      expectError(
        await upload(textFile('wudu.vtt', '1\n00:00:00,000 --> 00:00:02,000\nBismillah\n')),
        415,
        mediaWrongKindMessage('captions', 'Captions'),
      );
    },
  },
  {
    name: 'a child takes a quiz: the quiz hides the answer key, the result shows each right option, the list keeps best and last',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Wudu'));
      const ask = (question: string, correct_option: string) => ({
        question,
        option_a: 'Hands',
        option_b: 'Face',
        option_c: 'Feet',
        option_d: 'Head',
        correct_option,
      });
      const { quiz } = expectSuccess(
        await driver.call(quizEndpoints.create, {
          as: 'admin',
          body: {
            title: uniqueTag('Wudu steps'),
            linked_categories: [category.id],
            questions: [ask('What is washed first?', 'A'), ask('What is wiped?', 'D')],
          },
        }),
        quizEndpoints.create,
      );
      await publish(driver, 'quiz', quiz.id);
      const [first, second] = quiz.questions.map((question) => question.id);
      const opened = expectSuccess(
        await driver.call(quizEndpoints.get, { as: 'child', params: { id: quiz.id } }),
        quizEndpoints.get,
      );
      expect(JSON.stringify(opened.questions)).not.toContain('correct');
      expect(opened).toMatchObject({ bestScore: null, lastScore: null });

      const submit = async (answers: string[]) =>
        expectSuccess(
          await driver.call(quizEndpoints.submit, {
            as: 'child',
            body: {
              quizId: quiz.id,
              answers: [
                { questionId: first, answer: answers[0] },
                { questionId: second, answer: answers[1] },
              ],
            },
          }),
          quizEndpoints.submit,
        );
      const result = await submit(['A', 'B']);
      expect({ score: result.score, total: result.total, percentage: result.percentage }).toEqual({
        score: 1,
        total: 2,
        percentage: 50,
      });
      expect(result.results).toEqual([
        { questionId: first, answer: 'A', correct: true, correct_option: 'A' },
        { questionId: second, answer: 'B', correct: false, correct_option: 'D' },
      ]);
      expect((await submit(['C', 'B'])).percentage).toBe(0);

      const listed = expectSuccess(
        await driver.call(quizEndpoints.list, { as: 'child', query: { search: quiz.title } }),
        quizEndpoints.list,
      );
      expect(listed.data.map((row) => [row.bestScore, row.lastScore])).toEqual([[50, 0]]);
      const mine = expectSuccess(
        await driver.call(quizEndpoints.myAttempts, { as: 'child' }),
        quizEndpoints.myAttempts,
      );
      expect(mine.data.slice(0, 2).map((attempt) => [attempt.quizTitle, attempt.percentage])).toEqual([
        [quiz.title, 0],
        [quiz.title, 50],
      ]);
      const asParent = expectSuccess(
        await driver.call(quizEndpoints.get, { as: 'parent', params: { id: quiz.id } }),
        quizEndpoints.get,
      );
      expect(asParent).not.toHaveProperty('bestScore');
    },
  },
  {
    name: "a quiz answer's picture: uploaded by an admin (a non-picture is a 415), kept with the quiz, shown to the child",
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Fruit'));
      const picture = expectSuccess(
        await driver.call(quizEndpoints.uploadPicture, { as: 'admin', files: { image: sampleUploads.png() } }),
        quizEndpoints.uploadPicture,
      );
      expect(picture.url).toMatch(/^\/media\/images\/[^?]+\.png$/);
      const text: UploadFile = { name: 'apple.png', type: 'image/png', bytes: new TextEncoder().encode('an apple') };
      expectError(
        await driver.call(quizEndpoints.uploadPicture, { as: 'admin', files: { image: text } }),
        415,
        mediaWrongKindMessage('image', quizPictureLabel),
      );
      expectError(
        await driver.call(quizEndpoints.uploadPicture, { as: 'admin', files: {} }),
        400,
        quizMessages.pictureRequired,
      );
      const ask = (option_a_image: string | null) => ({
        question: 'Which one is an apple?',
        option_a: 'Apple',
        option_b: 'Banana',
        option_c: 'Grapes',
        option_d: 'Pear',
        option_a_image,
        correct_option: 'A',
      });
      const body = { title: uniqueTag('Fruit'), linked_categories: [category.id], questions: [ask(picture.url)] };
      const refused = await driver.call(quizEndpoints.create, {
        as: 'admin',
        body: { ...body, questions: [ask('/media/videos/lesson.webm')] },
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(quizMessages.pictureNotUploaded);
      const { quiz } = expectSuccess(
        await driver.call(quizEndpoints.create, { as: 'admin', body }),
        quizEndpoints.create,
      );
      await publish(driver, 'quiz', quiz.id);
      const shown = expectSuccess(
        await driver.call(quizEndpoints.get, { as: 'child', params: { id: quiz.id } }),
        quizEndpoints.get,
      );
      expect(shown.questions[0]).toMatchObject({ option_a_image: picture.url, option_b_image: null });
    },
  },
  {
    name: 'a child hears each answer checked before Next: right, or not quite with the right option; nothing is stored',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Check'));
      const { quiz } = expectSuccess(
        await driver.call(quizEndpoints.create, {
          as: 'admin',
          body: {
            title: uniqueTag('Checked as you go'),
            linked_categories: [category.id],
            questions: [
              {
                question: 'How many days in a week?',
                option_a: 'Five',
                option_b: 'Six',
                option_c: 'Seven',
                option_d: 'Eight',
                correct_option: 'C',
              },
            ],
          },
        }),
        quizEndpoints.create,
      );
      await publish(driver, 'quiz', quiz.id);
      const questionId = quiz.questions[0]!.id;
      const check = (answer: string, id = questionId) =>
        driver.call(quizEndpoints.check, { as: 'child', params: { id: quiz.id }, body: { questionId: id, answer } });
      expect(expectSuccess(await check('B'), quizEndpoints.check)).toEqual({
        questionId,
        answer: 'B',
        correct: false,
        correct_option: 'C',
      });
      expect(expectSuccess(await check('c'), quizEndpoints.check)).toMatchObject({
        correct: true,
        correct_option: 'C',
      });
      expectError(await check('A', questionId + 100_000), 400, quizMessages.foreignQuestion);
      expectError(
        await driver.call(quizEndpoints.check, {
          as: 'admin',
          params: { id: quiz.id },
          body: { questionId, answer: 'C' },
        }),
        403,
        forbidden,
      );
      // Checking is not answering: no attempt, no score.
      const opened = expectSuccess(
        await driver.call(quizEndpoints.get, { as: 'child', params: { id: quiz.id } }),
        quizEndpoints.get,
      );
      expect(opened).toMatchObject({ bestScore: null, lastScore: null });
    },
  },
  {
    name: 'a child hands in a photo of a worksheet and sees it in their own list; nothing, a text file, a parent: refused',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Worksheets'));
      const sheet = expectSuccess(
        await driver.call(assignmentEndpoints.create, {
          as: 'admin',
          body: {
            title: uniqueTag('Wudu sheet'),
            description: 'Colour the steps.',
            dueDate: '2030-01-15',
            categories: JSON.stringify([category.id]),
          },
          files: { file: textFile('sheet.pdf', '%PDF-1.4\n%%EOF\n') },
        }),
        assignmentEndpoints.create,
      ).assignment;
      await publish(driver, 'assignment', sheet.id);
      const params = { id: sheet.id };
      const handedIn = expectSuccess(
        await driver.call(assignmentEndpoints.submit, {
          as: 'child',
          params,
          body: {},
          files: { file: sampleUploads.png() },
        }),
        assignmentEndpoints.submit,
      );
      expect(handedIn.message).toBe(assignmentMessages.submitted);
      expect(handedIn.submission).toMatchObject({
        assignmentId: sheet.id,
        childId: driver.household.child.id,
        review: null,
      });
      expect(handedIn.submission.fileUrl).toMatch(/^\/media\/submissions\/.+\.png/);
      const mine = expectSuccess(
        await driver.call(assignmentEndpoints.listSubmissions, { as: 'child', params }),
        assignmentEndpoints.listSubmissions,
      );
      expect(mine.data.map((row) => row.id)).toEqual([handedIn.submission.id]);
      expectError(
        await driver.call(assignmentEndpoints.submit, { as: 'child', params, body: {}, files: {} }),
        400,
        assignmentMessages.emptySubmission,
      );
      expectError(
        await driver.call(assignmentEndpoints.submit, {
          as: 'child',
          params,
          body: {},
          files: { file: textFile('notes.txt', 'Just my notes.') },
        }),
        415,
        mediaWrongKindMessage('submission', 'Your file'),
      );
      expectError(
        await driver.call(assignmentEndpoints.submit, { as: 'parent', params, body: { text: 'Mine' } }),
        403,
        forbidden,
      );
    },
  },
  {
    name: 'a child reads a book: the page is kept as a bookmark (also when a save only completes it), videos take none',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Stories'));
      const book = expectSuccess(
        await driver.call(bookEndpoints.create, {
          as: 'admin',
          body: { title: uniqueTag('Kind words'), author: 'Young Minds', category: category.id, pages: 3 },
          files: {
            thumbnail: sampleUploads.png(),
            pdf: { name: 'kind.pdf', type: 'application/pdf', bytes: pdfBook(['One', 'Two', 'Three']) },
          },
        }),
        bookEndpoints.create,
      );
      expect(book).toMatchObject({ format: 'pdf', reader_url: null });
      await publish(driver, 'book', book.id);
      const bookId = book.id;
      const record = async (body: Record<string, unknown>) =>
        expectSuccess(
          await driver.call(progressEndpoints.record, {
            as: 'child',
            body: { contentType: 'book', contentId: bookId, ...body },
          }),
          progressEndpoints.record,
        );
      expect(await record({ bookmark: '2' })).toMatchObject({ contentId: bookId, bookmark: '2', completed: false });
      // A claim on page 2 of 3 is kept as the place, not as finished; the last page finishes the book.
      expect(await record({ bookmark: '2', completed: true })).toMatchObject({ bookmark: '2', completed: false });
      expect(await record({ bookmark: '3', completed: true })).toMatchObject({ bookmark: '3', completed: true });
      expect(await record({ bookmark: '1' })).toMatchObject({ bookmark: '1', completed: true });
      const items = expectSuccess(
        await driver.call(progressEndpoints.myItems, { as: 'child', query: { contentType: 'book', pageSize: 100 } }),
        progressEndpoints.myItems,
      );
      expect(items.data.find((item) => item.contentId === bookId)).toMatchObject({ bookmark: '1', completed: true });
      expectError(
        await driver.call(progressEndpoints.record, {
          as: 'child',
          body: { contentType: 'video', contentId: bookId, bookmark: '2' },
        }),
        400,
        progressMessages.bookmarkForBooksOnly,
      );
    },
  },
  {
    name: 'a child plays an activity an admin published: no answer before a try, graded tries kept as best and as progress; drafts and others are refused',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Manners'));
      const write = (title: string, status: 'draft' | 'published') =>
        driver.call(activityEndpoints.create, {
          as: 'admin',
          body: {
            title,
            prompt: 'Put the words in the gaps.',
            status,
            linked_categories: [category.id],
            content: {
              kind: 'fillBlanks',
              passage: 'We say [[g1]] before we eat and [[g2]] after.',
              entry: 'tiles',
              gaps: [{ id: 'g1' }, { id: 'g2' }],
              choices: [
                { id: 'bismillah', text: 'Bismillah' },
                { id: 'alhamdulillah', text: 'Alhamdulillah' },
                { id: 'salam', text: 'Salam' },
              ],
              answer: [
                { choice: 'bismillah', target: 'g1' },
                { choice: 'alhamdulillah', target: 'g2' },
              ],
            },
          },
        });
      const { activity } = expectSuccess(await write(uniqueTag('Table words'), 'published'), activityEndpoints.create);
      const draft = expectSuccess(await write(uniqueTag('Not yet'), 'draft'), activityEndpoints.create).activity;
      // Both approved by a reviewer (issue 35); the draft stays off (its status).
      await publish(driver, 'activity', activity.id);
      await publish(driver, 'activity', draft.id);
      const params = { id: activity.id };
      const listed = async () =>
        expectSuccess(
          await driver.call(activityEndpoints.childList, { as: 'child', query: { search: activity.title } }),
          activityEndpoints.childList,
        ).data;
      expect(await listed()).toEqual([
        expect.objectContaining({ id: activity.id, kind: 'fillBlanks', bestStars: null, bestScore: null }),
      ]);

      const opened = expectSuccess(
        await driver.call(activityEndpoints.play, { as: 'child', params }),
        activityEndpoints.play,
      );
      expect(JSON.stringify(opened)).not.toContain('"answer"');
      expect(opened.content.choices.map((card) => card.id).sort()).toEqual(['alhamdulillah', 'bismillah', 'salam']);

      const send = async (pairs: Array<{ choice: string; target: string }>) =>
        expectSuccess(
          await driver.call(activityEndpoints.submit, { as: 'child', params, body: { pairs, seconds: 30 } }),
          activityEndpoints.submit,
        );
      const wrong = await send([
        { choice: 'salam', target: 'g1' },
        { choice: 'alhamdulillah', target: 'g2' },
      ]);
      expect(wrong).toMatchObject({ activityId: activity.id, correct: 1, total: 2, score: 50, attempts: 1 });
      expect(wrong.items).toContainEqual({ target: 'g1', given: 'salam', correct: false, expected: 'bismillah' });
      const right = await send([
        { choice: 'bismillah', target: 'g1' },
        { choice: 'alhamdulillah', target: 'g2' },
      ]);
      expect(right).toMatchObject({ score: 100, stars: 3, attempts: 2, bestScore: 100 });
      expect(await listed()).toEqual([
        expect.objectContaining({ id: activity.id, bestScore: 100, lastScore: 100, bestStars: 3 }),
      ]);
      const items = expectSuccess(
        await driver.call(progressEndpoints.myItems, { as: 'child', query: { contentType: 'activity' } }),
        progressEndpoints.myItems,
      );
      expect(items.data.find((item) => item.contentId === activity.id)).toMatchObject({
        completed: true,
        score: 100,
        title: activity.title,
      });

      expectError(
        await driver.call(activityEndpoints.submit, {
          as: 'child',
          params,
          body: { pairs: [{ choice: 'nothing', target: 'g1' }] },
        }),
        400,
        activityMessages.answerUnknownCard,
      );
      for (const id of [draft.id, 987654]) {
        expectError(
          await driver.call(activityEndpoints.play, { as: 'child', params: { id } }),
          404,
          activityMessages.notFound,
        );
        expectError(
          await driver.call(activityEndpoints.submit, { as: 'child', params: { id }, body: { pairs: [] } }),
          404,
          activityMessages.notFound,
        );
      }
      expectError(await driver.call(activityEndpoints.childList, { as: 'parent' }), 403, forbidden);
      expectError(await driver.call(activityEndpoints.play, { as: 'admin', params }), 403, forbidden);
      expectError(await driver.call(activityEndpoints.play, { as: 'anonymous', params }), 401, loginRequired);
    },
  },
  {
    name: 'a child back online sends offline time under a key: a repeat is replayed, another body is a 409; the sync shows on the dashboard',
    async run(driver) {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const key = uniqueTag('offline-key');
      const report = (
        body: Record<string, unknown>,
        headers: Record<string, string> = { [idempotencyKeyHeader]: key },
      ) => driver.call(offlineEndpoints.learningTime, { as: 'child', body, headers });
      const first = await report({ day: yesterday, seconds: 90 });
      const credited = expectSuccess(first, offlineEndpoints.learningTime);
      expect(credited.creditedSeconds).toBe(90);
      expect(first.headers?.[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
      const repeat = await report({ day: yesterday, seconds: 90 });
      expect(expectSuccess(repeat, offlineEndpoints.learningTime)).toEqual(credited);
      expect(repeat.headers?.[idempotentReplayedHeader.toLowerCase()]).toBe('true');
      expectError(await report({ day: yesterday, seconds: 30 }), 409, idempotencyKeyReusedMessage);
      expectError(
        await report({ day: yesterday, seconds: 30 }, { [idempotencyKeyHeader]: 'not a key' }),
        400,
        invalidIdempotencyKeyMessage,
      );
      const longAgo = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
      expectError(await report({ day: longAgo, seconds: 30 }, {}), 400, offlineMessages.dayTooOld);
      expectError(
        await driver.call(offlineEndpoints.learningTime, { as: 'parent', body: { day: yesterday, seconds: 30 } }),
        403,
        forbidden,
      );

      const sync = expectSuccess(
        await driver.call(offlineEndpoints.syncReport, { as: 'child', body: { sentItems: 2 } }),
        offlineEndpoints.syncReport,
      );
      expect(sync.lastSyncItems).toBe(2);
      const dashboard = expectSuccess(
        await driver.call(familyProgressEndpoints.dashboard, { as: 'parent' }),
        familyProgressEndpoints.dashboard,
      );
      expect(dashboard.children.find((child) => child.id === driver.household.child.id)).toMatchObject({
        lastSyncAt: sync.lastSyncAt,
        lastSyncItems: 2,
      });
      // Right after the sync, hours of offline time cannot have happened: reported, not credited.
      const tooMuch = expectSuccess(
        await report({ day: yesterday, seconds: 3600 }, { [idempotencyKeyHeader]: uniqueTag('offline-key') }),
        offlineEndpoints.learningTime,
      );
      expect(tooMuch.creditedSeconds).toBeLessThan(60);
      expect(tooMuch).toMatchObject({
        notCreditedSeconds: 3600 - tooMuch.creditedSeconds,
        notCreditedReason: 'more-than-elapsed',
      });
    },
  },
];

/** The child area's calls of the auth service (their picture), run against the MSW handlers and the real service. */
export const childAuthScenarios: Scenario[] = [
  {
    name: 'a child picks a built-in picture and me shows it; a photo URL is a 400 the child can read; a parent gets 403',
    async run(driver) {
      const chosen = expectSuccess(
        await driver.call(authEndpoints.setOwnAvatar, { as: 'child', body: { avatar: 'bee' } }),
        authEndpoints.setOwnAvatar,
      );
      expect(chosen).toMatchObject({ name: driver.household.child.name, role: 'child', avatar: 'bee' });
      const me = expectSuccess(await driver.call(authEndpoints.me, { as: 'child' }), authEndpoints.me);
      expect(me.user.avatar).toBe('bee');
      const photo = await driver.call(authEndpoints.setOwnAvatar, {
        as: 'child',
        body: { avatar: 'https://example.test/me.jpg' },
      });
      expect(photo.status).toBe(400);
      expect(errorBodySchema.parse(photo.body).message).toContain(childOwnAvatarInvalidMessage);
      expectError(
        await driver.call(authEndpoints.setOwnAvatar, { as: 'parent', body: { avatar: 'bee' } }),
        403,
        forbidden,
      );
    },
  },
];
