import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  familySubscriptionEndedMessage,
  mediaTooLargeMessage,
  mediaWrongKindMessage,
  parentSubscriptionEndedMessage,
  quranMessages,
  quranRecitationLabel,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import {
  type TestFamily,
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { audioSamples, pad } from '../media/audio-samples';
import { type ContentHarness, startContent } from '../test-support';

/** The source's own files: what every served ayah must equal, word for word. */
const chapters = path.join(path.dirname(require.resolve('quran-json/package.json')), 'dist', 'chapters', 'en');
interface Chapter {
  name: string;
  transliteration: string;
  verses: { id: number; text: string; translation: string; transliteration: string }[];
}
const chapter = (number: number): Chapter =>
  JSON.parse(readFileSync(path.join(chapters, `${number}.json`), 'utf8')) as Chapter;

const servedNumbers = [1, ...Array.from({ length: 37 }, (_, i) => 78 + i)];
const limits = { audio: 4 * 1024 };
const signedAudio = /^\/media\/audio\/[0-9a-f-]{36}\.\w+\?expires=\d+&signature=[\w-]+$/;
const ikhlasForm = { reciter: 'Mahmoud Khalil Al-Husary', licence: 'Public domain recording' };

describe.each(serviceDatabases())('the Quran corner on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let family: TestFamily;

  beforeAll(async () => {
    harness = await startContent(name, { limits });
    admin = await createAdmin(harness);
    family = await createFamily(harness);
  });
  afterAll(() => harness.close());

  const onDisk = (url: string) => path.join(harness.mediaRoot, url.slice('/media/'.length).split('?')[0] ?? '');
  const surahPath = (number: number | string) => `/api/quran/surahs/${number}`;
  const recitationPath = (number: number | string) => `/api/admin/quran/surahs/${number}/recitation`;

  /** A multipart upload of Al-Ikhlas's (or another surah's) recitation with the given starts. */
  const upload = (number: number | string, starts: string, file: Buffer | null = audioSamples.id3()) => {
    const call = harness
      .api()
      .put(recitationPath(number))
      .set(bearer(admin))
      .field('reciter', ikhlasForm.reciter)
      .field('licence', ikhlasForm.licence)
      .field('ayahStarts', starts);
    return file ? call.attach('audio', file, 'recitation.mp3') : call;
  };
  const retime = (number: number | string, ayahStarts: unknown) =>
    harness
      .api()
      .put(recitationPath(number))
      .set(bearer(admin))
      .send({ ...ikhlasForm, ayahStarts });
  const remove = (number: number | string) => harness.api().delete(recitationPath(number)).set(bearer(admin));

  /** What a refusal must leave as it was: the stored files, the rows, no upload left behind. */
  async function unchanged(): Promise<() => Promise<void>> {
    const files = filesUnder(harness.mediaRoot);
    const rows = await harness.db.repos.quranRecitations.list();
    return async () => {
      expect(filesUnder(harness.mediaRoot)).toEqual(files);
      expect(await harness.db.repos.quranRecitations.list()).toEqual(rows);
      expect(filesUnder(harness.uploadDir)).toEqual([]);
    };
  }

  afterEach(async () => {
    await harness.db.models.QuranRecitation.destroy({ where: {} });
  });

  it("when a child lists the surahs, then Al-Fatiha and Juz 'Amma come in order with their names and sizes", async () => {
    const listed = await harness.api().get('/api/quran/surahs').set(bearer(family.child));
    expect(listed.status).toBe(200);
    expect(listed.body.map((surah: { number: number }) => surah.number)).toEqual(servedNumbers);
    for (const surah of listed.body as { number: number; name: string; englishName: string; ayahCount: number }[]) {
      const source = chapter(surah.number);
      expect(surah).toEqual({
        number: surah.number,
        name: source.name,
        englishName: source.transliteration,
        meaning: expect.any(String),
        ayahCount: source.verses.length,
        hasRecitation: false,
      });
    }
  });

  it.each(servedNumbers)(
    'when surah %i is read, then every ayah is the quran-json package’s, unchanged',
    async (number) => {
      const read = await harness.api().get(surahPath(number)).set(bearer(family.child));
      expect(read.status).toBe(200);
      const source = chapter(number);
      expect(read.body.name).toBe(source.name);
      expect(read.body.recitation).toBeNull();
      expect(read.body.ayahs).toEqual(
        source.verses.map((verse) => ({
          number: verse.id,
          text: verse.text,
          meaning: verse.translation,
          transliteration: verse.transliteration,
        })),
      );
    },
  );

  it('when an admin uploads a recitation, then every reader gets it as a signed link that plays, with its starts', async () => {
    const saved = await upload(112, '0, 2.5, 5.25, 8', audioSamples.wav());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      message: quranMessages.recitationSaved,
      recitation: {
        url: expect.stringMatching(signedAudio),
        ...ikhlasForm,
        ayahStarts: [0, 2.5, 5.25, 8],
        updatedAt: expect.any(String),
      },
    });
    expect(existsSync(onDisk(saved.body.recitation.url))).toBe(true);
    for (const session of [family.child, family.parent, admin]) {
      const read = await harness.api().get(surahPath(112)).set(bearer(session));
      expect(read.body.recitation).toMatchObject({
        url: expect.stringMatching(signedAudio),
        ayahStarts: [0, 2.5, 5.25, 8],
      });
      const listed = await harness.api().get('/api/quran/surahs').set(bearer(session));
      const withRecitation = (listed.body as { number: number; hasRecitation: boolean }[]).filter(
        (s) => s.hasRecitation,
      );
      expect(withRecitation.map((surah) => surah.number)).toEqual([112]);
    }
    const played = await harness.api().get(saved.body.recitation.url);
    expect({ status: played.status, type: played.headers['content-type'] }).toEqual({ status: 200, type: 'audio/wav' });
    // Paid media: the bare path is refused.
    expect((await harness.api().get(saved.body.recitation.url.split('?')[0])).status).toBe(403);
  });

  it('when timings change by JSON, then the file stays; a new file replaces the old one, which is deleted', async () => {
    const first = await upload(112, '[0, 2, 4, 6]');
    const retimed = await retime(112, [0.5, 2, 4, 6.5]);
    expect(retimed.status).toBe(200);
    expect(retimed.body.recitation.ayahStarts).toEqual([0.5, 2, 4, 6.5]);
    expect(retimed.body.recitation.url.split('?')[0]).toBe(first.body.recitation.url.split('?')[0]);
    expect(existsSync(onDisk(first.body.recitation.url))).toBe(true);

    const replaced = await upload(112, '0, 3, 6, 9', audioSamples.vorbis());
    expect(replaced.status).toBe(200);
    expect(replaced.body.recitation.url).toMatch(/\.ogg\?/);
    expect(existsSync(onDisk(first.body.recitation.url))).toBe(false);
    expect(existsSync(onDisk(replaced.body.recitation.url))).toBe(true);
    expect(await harness.db.models.QuranRecitation.count()).toBe(1);
  });

  it('when an admin removes a recitation, then its row and file go; removing it again is a 404', async () => {
    const saved = await upload(1, '0, 5, 10, 15, 20, 25, 30');
    const removed = await remove(1);
    expect({ status: removed.status, body: removed.body }).toEqual({
      status: 200,
      body: { message: quranMessages.recitationRemoved },
    });
    expect(existsSync(onDisk(saved.body.recitation.url))).toBe(false);
    expect((await harness.api().get(surahPath(1)).set(bearer(family.child))).body.recitation).toBeNull();
    const twice = await remove(1);
    expect({ status: twice.status, message: twice.body.message }).toEqual({
      status: 404,
      message: quranMessages.noRecitation,
    });
  });

  describe('bad input answers clearly and changes nothing', () => {
    it.each([
      ['a number not served (2)', 2, 404, quranMessages.surahNotFound],
      ['a word', 'abc', 400, quranMessages.surahNumber],
      ['0', 0, 400, quranMessages.surahNumber],
      ['115', 115, 400, quranMessages.surahNumber],
      ['a fraction', '1.5', 400, quranMessages.surahNumber],
    ] as const)(
      'when a surah is %s, then reading, uploading and removing are refused alike',
      async (_case, number, status, message) => {
        await upload(112, '0, 1, 2, 3');
        const check = await unchanged();
        const answers = [
          await harness.api().get(surahPath(number)).set(bearer(family.child)),
          await upload(number, '0, 1, 2, 3'),
          await retime(number, [0, 1, 2, 3]),
          await remove(number),
        ];
        for (const answer of answers)
          expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
        await check();
      },
    );

    it.each([
      [
        'a picture instead of a sound',
        '0, 1, 2, 3',
        sampleFiles.jpeg(),
        415,
        mediaWrongKindMessage('audio', quranRecitationLabel),
      ],
      [
        'a sound over the size limit',
        '0, 1, 2, 3',
        pad(audioSamples.id3(), 8 * 1024),
        413,
        mediaTooLargeMessage('audio', quranRecitationLabel, limits.audio),
      ],
      ['three starts for four ayahs', '0, 1, 2', audioSamples.id3(), 400, quranMessages.ayahStartsCount(4)],
      ['starts out of order', '0, 3, 2, 4', audioSamples.id3(), 400, quranMessages.ayahStartsOrder],
      ['a start that is not a number', '0, 1, two, 3', audioSamples.id3(), 400, quranMessages.ayahStartsList],
      ['no starts', '', audioSamples.id3(), 400, quranMessages.ayahStartsList],
      ['timings alone for a surah without a recitation', '0, 1, 2, 3', null, 400, quranMessages.audioRequired],
    ] as const)(
      'when an admin sends %s, then its words, and nothing is stored',
      async (_case, starts, file, status, message) => {
        const check = await unchanged();
        const answer = await upload(112, starts, file);
        expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
        await check();
      },
    );

    it('when the count is wrong, then the field is named, and a recitation already there stays as it was', async () => {
      await upload(112, '0, 1, 2, 3');
      const check = await unchanged();
      const answer = await retime(112, [0, 1]);
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ ayahStarts: quranMessages.ayahStartsCount(4) });
      await check();
    });
  });

  describe('who may read', () => {
    it('when nobody is signed in, then 401; a parent or a child cannot upload or remove (403)', async () => {
      expect((await harness.api().get('/api/quran/surahs')).status).toBe(401);
      expect((await harness.api().get(surahPath(112))).status).toBe(401);
      await upload(112, '0, 1, 2, 3');
      const check = await unchanged();
      for (const session of [family.parent, family.child]) {
        const put = await harness
          .api()
          .put(recitationPath(112))
          .set(bearer(session))
          .field('reciter', 'x')
          .field('licence', 'y')
          .field('ayahStarts', '0, 1, 2, 3')
          .attach('audio', audioSamples.id3(), 'r.mp3');
        expect(put.status).toBe(403);
        expect((await harness.api().delete(recitationPath(112)).set(bearer(session))).status).toBe(403);
      }
      await check();
    });

    it('when a family’s subscription has ended, then its parent and its child are refused the text and the audio', async () => {
      const ended = await createFamily(harness, { startDate: '2025-01-01' });
      await harness.db.models.Subscription.update({ endDate: '2025-07-01' }, { where: { id: ended.subscriptionId } });
      for (const url of ['/api/quran/surahs', surahPath(112)]) {
        const parent = await harness.api().get(url).set(bearer(ended.parent));
        expect({ status: parent.status, message: parent.body.message }).toEqual({
          status: 403,
          message: parentSubscriptionEndedMessage,
        });
        const child = await harness.api().get(url).set(bearer(ended.child));
        expect({ status: child.status, message: child.body.message }).toEqual({
          status: 403,
          message: familySubscriptionEndedMessage,
        });
      }
    });
  });
});
