import { contentFlagMessages, contentLanguageMessage } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import type request from 'supertest';
import { type TestSession, bearer, createAdmin } from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, startContent } from '../test-support';

type Kind = 'videos' | 'books' | 'quizzes' | 'assignments';
type Fields = Record<string, string>;

describe.each(serviceDatabases())('content flags and language in create and edit on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let categoryId: number;

  beforeAll(async () => {
    harness = await startContent(name);
    admin = await createAdmin(harness);
    const category = await harness.db.repos.categories.create(`Flags ${name}`);
    if (!category.ok) throw new Error('category');
    categoryId = category.category.id;
  });
  afterAll(() => harness.close());

  function multipart(call: request.Test, fields: Fields, files: Record<string, [Buffer, string]>): request.Test {
    for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
    for (const [key, [file, fileName]] of Object.entries(files)) call = call.attach(key, file, fileName);
    return call;
  }

  const question = { question: 'Q?', option_a: 'a', option_b: 'b', option_c: 'c', option_d: 'd', correct_option: 'A' };

  /** Creates one item of a kind with the given flag fields: multipart where the kind uploads a file, else JSON. */
  function create(kind: Kind, flags: Fields): request.Test {
    const post = (path: string) => harness.api().post(path).set(bearer(admin));
    switch (kind) {
      case 'videos':
        return multipart(
          post('/api/videos/upload'),
          { title: 'Flagged', description: 'd', category: String(categoryId), ...flags },
          { thumbnail: [sampleFiles.png(), 't.png'], video: [sampleFiles.webm(), 'v.webm'] },
        );
      case 'books':
        return multipart(
          post('/api/books'),
          { title: 'Flagged', author: 'a', category: String(categoryId), pages: '3', ...flags },
          { thumbnail: [sampleFiles.png(), 't.png'], pdf: [sampleFiles.pdf(), 'b.pdf'] },
        );
      case 'quizzes':
        return post('/api/quizzes').send({
          title: 'Flagged',
          linked_categories: [categoryId],
          questions: [question],
          ...flags,
        });
      case 'assignments':
        return multipart(
          post('/api/assignments'),
          { title: 'Flagged', description: 'd', dueDate: '2030-01-31', categories: `[${categoryId}]`, ...flags },
          { file: [sampleFiles.pdf(), 's.pdf'] },
        );
    }
  }

  /** The item as a create or edit answers it (quizzes and assignments wrap it with a message). */
  const itemOf = (kind: Kind, body: Record<string, unknown>) =>
    (kind === 'quizzes' ? body.quiz : kind === 'assignments' ? body.assignment : body) as {
      id: number;
      age_band: string;
      music_free: boolean;
      language: string;
    };

  /** An edit that changes only the flags (quizzes and assignments are replaced whole, so they send the rest too). */
  function edit(kind: Kind, id: number, flags: Record<string, unknown>): request.Test {
    const put = harness.api().put(`/api/${kind}/${id}`).set(bearer(admin));
    if (kind === 'quizzes')
      return put.send({ title: 'Flagged', linked_categories: [categoryId], questions: [question], ...flags });
    if (kind === 'assignments')
      return put.send({ title: 'Flagged', description: 'd', dueDate: '2030-01-31', ...flags });
    return put.send(flags);
  }

  describe.each<Kind>(['videos', 'books', 'quizzes', 'assignments'])('%s', (kind) => {
    it('when an admin creates one without the flags or a language, then it is for all ages, not music-free, English', async () => {
      const response = await create(kind, {});
      expect(response.status).toBe(201);
      expect(itemOf(kind, response.body)).toMatchObject({ age_band: 'all', music_free: false, language: 'en' });
    });

    it('when an admin creates one with the flags and a language, then they are stored, and an edit changes them and keeps what it leaves out', async () => {
      const created = await create(kind, { age_band: '3-5', music_free: 'true', language: 'ar' });
      expect(created.status).toBe(201);
      const item = itemOf(kind, created.body);
      expect(item).toMatchObject({ age_band: '3-5', music_free: true, language: 'ar' });

      const edited = await edit(kind, item.id, { age_band: '9-12', music_free: false, language: 'both' });
      expect(edited.status).toBe(200);
      expect(itemOf(kind, edited.body)).toMatchObject({ age_band: '9-12', music_free: false, language: 'both' });

      const flagsLeftOut = await edit(kind, item.id, kind === 'videos' || kind === 'books' ? { title: 'Renamed' } : {});
      expect(flagsLeftOut.status).toBe(200);
      const read = await harness.api().get(`/api/${kind}/${item.id}`).set(bearer(admin));
      expect({ age_band: read.body.age_band, music_free: read.body.music_free, language: read.body.language }).toEqual({
        age_band: '9-12',
        music_free: false,
        language: 'both',
      });
    });

    it.each([
      ['1', true],
      ['0', false],
      ['false', false],
    ])("when music_free is sent as '%s', then it reads as %s", async (text, expected) => {
      const response = await create(kind, { music_free: text });
      expect(response.status).toBe(201);
      expect(itemOf(kind, response.body).music_free).toBe(expected);
    });

    it.each([
      ['music_free', 'yes', contentFlagMessages.musicFree],
      ['music_free', '', contentFlagMessages.musicFree],
      ['age_band', '13-15', contentFlagMessages.ageBand],
      ['age_band', 'All', contentFlagMessages.ageBand],
      ['language', 'fr', contentLanguageMessage],
      ['language', 'Arabic', contentLanguageMessage],
    ])('when %s is %j, then 400 with the message and nothing is written', async (field, value, message) => {
      const { Video, Book, Quiz, Assignment } = harness.db.models;
      const count = {
        videos: () => Video.count(),
        books: () => Book.count(),
        quizzes: () => Quiz.count(),
        assignments: () => Assignment.count(),
      }[kind];
      const before = await count();
      const response = await create(kind, { [field]: value });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
      expect(await count()).toBe(before);
    });
  });
});
