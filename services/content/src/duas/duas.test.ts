import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { categoryMessages, duaMessages, duaOccasionMessage } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { unsignedMediaUrl } from '@young-minds/service-kit';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import type request from 'supertest';
import { audioSamples } from '../media/audio-samples';
import { type ContentHarness, newDraftReview, publishAllContent, startContent } from '../test-support';

/** Before eating (Sunan Abi Dawud 3767). */
const bismillah = {
  title: 'Before eating',
  arabic: 'بِسْمِ اللَّهِ',
  transliteration: 'Bismillah',
  meaning: 'In the name of Allah.',
  occasion: 'eating',
};

describe.each(serviceDatabases())('duas on $name', ({ name }) => {
  let harness: ContentHarness;
  let author: TestSession;
  let reviewer: TestSession;
  let parent: TestSession;
  let child: TestSession;
  let categoryId: number;

  beforeAll(async () => {
    harness = await startContent(name);
    author = await createAdmin(harness);
    reviewer = await createAdmin(harness);
    ({ parent, child } = await createFamily(harness));
    const category = await harness.db.repos.categories.create(`Duas ${name}`);
    if (!category.ok) throw new Error('category');
    categoryId = category.category.id;
  });
  afterAll(() => harness.close());

  const api = () => harness.api();
  const onDisk = (url: string) => join(harness.mediaRoot, unsignedMediaUrl(url).slice('/media/'.length));
  type Files = Partial<Record<string, [Buffer, string]>>;

  function create(fields: Record<string, string> = {}, files: Files = {}): request.Test {
    let call = api().post('/api/duas').set(bearer(author));
    for (const [key, value] of Object.entries({ ...bismillah, category: String(categoryId), ...fields }))
      call = call.field(key, value);
    const allFiles: Files = { thumbnail: [sampleFiles.png(), 'card.png'], ...files };
    for (const [key, file] of Object.entries(allFiles)) if (file) call = call.attach(key, file[0], file[1]);
    return call;
  }

  /** A refused call writes nothing: no row, no stored file, no temp file. */
  async function expectRefused(call: request.Test, status: number, message: string) {
    const rowsBefore = await harness.db.models.Dua.count();
    const filesBefore = filesUnder(harness.mediaRoot);
    const response = await call;
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect(await harness.db.models.Dua.count()).toBe(rowsBefore);
    expect(filesUnder(harness.mediaRoot)).toEqual(filesBefore);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  }

  it('when an admin adds a dua with a recording, then it is a draft with its Arabic exact and its files stored', async () => {
    const response = await create({}, { audio: [audioSamples.id3(), 'bismillah.mp3'] });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ...newDraftReview,
      id: expect.any(Number),
      ...bismillah,
      category: `Duas ${name}`,
      category_id: categoryId,
      thumbnail_url: expect.stringMatching(/^\/media\/images\/[0-9a-f-]{36}\.png$/),
      audio_url: expect.stringMatching(/^\/media\/audio\/[0-9a-f-]{36}\.mp3/),
      age_band: 'all',
      music_free: false,
      language: 'both',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(existsSync(onDisk(response.body.audio_url))).toBe(true);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  });

  it('when the recording is not a sound, the picture is missing, the occasion unknown or the category gone, then it is refused and nothing is kept', async () => {
    await expectRefused(
      create({}, { audio: [sampleFiles.png(), 'dua.mp3'] }),
      415,
      'Recording must be a sound (MP3, Ogg, WAV or M4A).',
    );
    await expectRefused(create({}, { thumbnail: undefined }), 400, duaMessages.thumbnailRequired);
    await expectRefused(create({ occasion: 'lunchtime' }), 400, duaOccasionMessage);
    await expectRefused(create({ category: '999999' }), 400, categoryMessages.unknown);
  });

  it('when a parent or a child tries to add one, then 403 and nothing is written', async () => {
    for (const who of [parent, child]) {
      const call = api().post('/api/duas').set(bearer(who)).field('title', 'x');
      expect((await call).status).toBe(403);
    }
  });

  it('when a dua waits for review, then no family sees it, and a reviewer approves it only with its source', async () => {
    const id = (await create({ title: 'After eating' })).body.id as number;
    for (const who of [child, parent]) {
      const hidden = await api().get(`/api/duas/${id}`).set(bearer(who));
      expect({ status: hidden.status, message: hidden.body.message }).toEqual({
        status: 404,
        message: duaMessages.notFound,
      });
      const listed = await api().get('/api/duas').set(bearer(who));
      expect(listed.body.data.map((dua: { id: number }) => dua.id)).not.toContain(id);
    }
    const review = (action: string, who: TestSession, body: object = {}) =>
      api().post(`/api/admin/review/dua/${id}/${action}`).set(bearer(who)).send(body);
    expect((await review('submit', author)).body.review.status).toBe('in_review');

    const unsourced = await review('approve', reviewer);
    expect({ status: unsourced.status, message: unsourced.body.message }).toEqual({
      status: 409,
      message: duaMessages.sourceRequired,
    });
    expect((await api().get(`/api/duas/${id}`).set(bearer(child))).status).toBe(404);

    const sources = [{ type: 'hadith', collection: 'Sunan Abi Dawud', number: '3850', grading: 'hasan' }];
    expect((await api().put(`/api/admin/review/dua/${id}/sources`).set(bearer(author)).send({ sources })).status).toBe(
      200,
    );
    expect((await review('approve', reviewer)).status).toBe(200);
    const seen = await api().get(`/api/duas/${id}`).set(bearer(child));
    expect(seen.status).toBe(200);
    expect(seen.body.sources).toEqual(sources);
    expect(seen.body.review).toMatchObject({ status: 'published', reviewedBy: expect.any(String) });
  });

  it('when a child says a published dua, then it is completed with one star, and saying it again another day keeps one row', async () => {
    const id = (await create({ title: 'On waking', occasion: 'waking' })).body.id as number;
    await publishAllContent(harness);
    const say = () =>
      api().put('/api/progress/me').set(bearer(child)).send({ contentType: 'dua', contentId: id, completed: true });
    const first = await say();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ contentType: 'dua', contentId: id, completed: true, title: 'On waking' });
    // Said two days ago, then said again today: the same row, seen today.
    const twoDaysBefore = new Date(Date.parse(first.body.lastSeenAt) - 2 * 24 * 60 * 60 * 1000);
    await harness.db.models.LearningProgress.update(
      { lastSeenAt: twoDaysBefore },
      { where: { contentType: 'dua', contentId: id } },
    );
    const again = await say();
    expect(again.body).toMatchObject({ completed: true });
    expect(Date.parse(again.body.lastSeenAt)).toBeGreaterThan(twoDaysBefore.getTime());
    expect(await harness.db.models.LearningProgress.count({ where: { contentType: 'dua', contentId: id } })).toBe(1);

    const overview = await api().get('/api/child/overview').set(bearer(child));
    expect(overview.body.starsByKind.dua).toBeGreaterThanOrEqual(1);
    const listed = await api().get('/api/duas').query({ occasion: 'waking' }).set(bearer(child));
    expect(listed.body.data.map((dua: { title: string }) => dua.title)).toEqual(['On waking']);
  });

  it('when an admin replaces the recording of a draft, then the old file goes; deleting the dua removes its files and progress', async () => {
    const created = await create({ title: 'Leaving home' }, { audio: [audioSamples.id3(), 'a.mp3'] });
    const id = created.body.id as number;
    const edited = await api()
      .put(`/api/duas/${id}`)
      .set(bearer(author))
      .field('meaning', 'In the name of Allah, I trust in Allah.')
      .attach('audio', audioSamples.wav(), 'b.wav');
    expect(edited.status).toBe(200);
    expect(edited.body.meaning).toBe('In the name of Allah, I trust in Allah.');
    expect(existsSync(onDisk(created.body.audio_url))).toBe(false);
    expect(existsSync(onDisk(edited.body.audio_url))).toBe(true);

    await publishAllContent(harness);
    await api().put('/api/progress/me').set(bearer(child)).send({ contentType: 'dua', contentId: id, completed: true });
    const removed = await api().delete(`/api/duas/${id}`).set(bearer(author));
    expect(removed.body).toEqual({ message: duaMessages.deleted });
    expect(existsSync(onDisk(edited.body.audio_url))).toBe(false);
    expect(existsSync(onDisk(edited.body.thumbnail_url))).toBe(false);
    expect(await harness.db.models.LearningProgress.count({ where: { contentType: 'dua', contentId: id } })).toBe(0);
    expect((await api().delete(`/api/duas/${id}`).set(bearer(author))).status).toBe(404);
  });

  it('when an edit sends nothing, then 400; an unknown dua is 404', async () => {
    const id = (await create({ title: 'Nothing' })).body.id as number;
    const empty = await api().put(`/api/duas/${id}`).set(bearer(author)).send({});
    expect({ status: empty.status, message: empty.body.message }).toEqual({
      status: 400,
      message: duaMessages.nothingToUpdate,
    });
    expect((await api().put('/api/duas/999999').set(bearer(author)).send({ title: 'x' })).status).toBe(404);
  });
});
