import {
  assignmentEndpoints,
  bookEndpoints,
  bookMessages,
  mediaWrongKindMessage,
  narrationLabel,
  narrationMessages,
  quizEndpoints,
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

/** A small MP3 (an ID3 tag, then nothing): only the first bytes matter to the sniffer. */
const mp3 = (): UploadFile => {
  const head = Array.from('ID3\x04\x00\x00\x00\x00\x00\x00', (char) => char.charCodeAt(0));
  return { name: 'page.mp3', type: 'audio/mpeg', bytes: Uint8Array.from([...head, ...new Array<number>(502).fill(0)]) };
};

/** A two-page PDF book added by an admin: its id. */
async function addBook(driver: Parameters<Scenario['run']>[0]): Promise<number> {
  const category = await createCategory(driver, uniqueTag('Read to me'));
  const pdf = { name: 'tale.pdf', type: 'application/pdf', bytes: pdfBook(['Once upon a time.', 'The end.']) };
  const added = expectSuccess(
    await driver.call(bookEndpoints.create, {
      as: 'admin',
      body: { title: uniqueTag('Narrated'), author: 'Amina Yusuf', category: category.id, pages: 2 },
      files: { thumbnail: sampleUploads.png(), pdf },
    }),
    bookEndpoints.create,
  );
  // Approved by a reviewer (issue 35), so families read it.
  await publish(driver, 'book', added.id);
  return added.id;
}

/** A book page's recorded narration (issue 31): the reader plays it instead of the device's voice. */
export const narrationScenarios: Scenario[] = [
  {
    name: "an admin records a book's pages; a child lists them in page order; a new recording replaces the old",
    async run(driver) {
      const id = await addBook(driver);
      const put = (page: number) =>
        driver.call(bookEndpoints.putNarration, {
          as: 'admin',
          params: { id, page },
          body: {},
          files: { audio: mp3() },
        });
      const second = expectSuccess(await put(2), bookEndpoints.putNarration);
      expect(second.page).toBe(2);
      expect(second.url).toMatch(/^\/media\/audio\/[^?]+\.mp3/);
      expectSuccess(await put(1), bookEndpoints.putNarration);
      const again = expectSuccess(await put(2), bookEndpoints.putNarration);
      expect(again.url.split('?')[0]).not.toBe(second.url.split('?')[0]);

      const listed = expectSuccess(
        await driver.call(bookEndpoints.narrations, { as: 'child', params: { id } }),
        bookEndpoints.narrations,
      );
      expect(listed.narrations.map((narration) => narration.page)).toEqual([1, 2]);
      expect(listed.narrations[1]!.url.split('?')[0]).toBe(again.url.split('?')[0]);
    },
  },
  {
    name: 'an admin removes a recording; removing it again is a 404; the book going takes its recordings',
    async run(driver) {
      const id = await addBook(driver);
      const params = { id, page: 1 };
      expectSuccess(
        await driver.call(bookEndpoints.putNarration, { as: 'admin', params, body: {}, files: { audio: mp3() } }),
        bookEndpoints.putNarration,
      );
      expect(
        expectSuccess(
          await driver.call(bookEndpoints.removeNarration, { as: 'admin', params }),
          bookEndpoints.removeNarration,
        ),
      ).toEqual({ message: narrationMessages.removed });
      expectError(
        await driver.call(bookEndpoints.removeNarration, { as: 'admin', params }),
        404,
        narrationMessages.noNarration,
      );
      expectSuccess(
        await driver.call(bookEndpoints.putNarration, { as: 'admin', params, body: {}, files: { audio: mp3() } }),
        bookEndpoints.putNarration,
      );
      expectSuccess(await driver.call(bookEndpoints.remove, { as: 'admin', params: { id } }), bookEndpoints.remove);
      expectError(
        await driver.call(bookEndpoints.narrations, { as: 'admin', params: { id } }),
        404,
        bookMessages.notFound,
      );
    },
  },
  {
    name: 'a recording for a page beyond the book is a 400, a picture sent as one a 415, none at all a 400',
    async run(driver) {
      const id = await addBook(driver);
      const call = (page: number, files: Record<string, UploadFile>) =>
        driver.call(bookEndpoints.putNarration, { as: 'admin', params: { id, page }, body: {}, files });
      expectError(await call(3, { audio: mp3() }), 400, narrationMessages.pageBeyondBook);
      expectError(await call(1, { audio: sampleUploads.png() }), 415, mediaWrongKindMessage('audio', narrationLabel));
      expectError(await call(1, {}), 400, narrationMessages.recordingRequired);
      const listed = expectSuccess(
        await driver.call(bookEndpoints.narrations, { as: 'admin', params: { id } }),
        bookEndpoints.narrations,
      );
      expect(listed.narrations).toEqual([]);
    },
  },
  {
    name: 'a worksheet and a quiz take a cover picture uploaded first; the cover reads back on the item',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Covers'));
      const picture = expectSuccess(
        await driver.call(assignmentEndpoints.uploadPicture, {
          as: 'admin',
          body: {},
          files: { image: sampleUploads.png() },
        }),
        assignmentEndpoints.uploadPicture,
      );
      expect(picture.url).toMatch(/^\/media\/images\/[^?]+\.png$/);
      const quizPicture = expectSuccess(
        await driver.call(quizEndpoints.uploadPicture, {
          as: 'admin',
          body: {},
          files: { image: sampleUploads.png() },
        }),
        quizEndpoints.uploadPicture,
      );
      const question = {
        question: 'Which is a fruit?',
        option_a: 'Apple',
        option_b: 'Stone',
        option_c: 'Chair',
        option_d: 'Shoe',
        correct_option: 'A',
      };
      const quiz = expectSuccess(
        await driver.call(quizEndpoints.create, {
          as: 'admin',
          body: {
            title: uniqueTag('Covered quiz'),
            linked_categories: [category.id],
            questions: [question],
            cover_image: quizPicture.url,
          },
        }),
        quizEndpoints.create,
      );
      expect(quiz.quiz.cover_image).toBe(quizPicture.url);
      await publish(driver, 'quiz', quiz.quiz.id);
      const read = expectSuccess(
        await driver.call(quizEndpoints.get, { as: 'child', params: { id: quiz.quiz.id } }),
        quizEndpoints.get,
      );
      expect(read.cover_image).toBe(quizPicture.url);
    },
  },
];
