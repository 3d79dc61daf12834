import { mediaWrongKindMessage, quranEndpoints, quranMessages, quranRecitationLabel } from '@young-minds/contracts';
import type { UploadFile } from './driver';
import { type Scenario, expectError, expectSuccess, sampleUploads } from './scenarios';

/** A small WAV (the RIFF WAVE header, then silence): only the first bytes matter to the sniffer. */
const wav = (): UploadFile => {
  const head = Array.from('RIFF\x24\x02\x00\x00WAVEfmt ', (char) => char.charCodeAt(0));
  return { name: 'falaq.wav', type: 'audio/wav', bytes: Uint8Array.from([...head, ...new Array<number>(512).fill(0)]) };
};

/** Al-Falaq (113, five ayahs): no recitation in the mocks' fixtures nor in a fresh database. */
const falaq = { number: 113 };

/** Issue 36, the Quran corner: the text everyone in a subscribed family reads, and the recitations admins upload. */
export const quranScenarios: Scenario[] = [
  {
    name: "a child lists Al-Fatiha and Juz 'Amma and reads Al-Ikhlas ayah by ayah; a surah not served is a 404",
    async run(driver) {
      const surahs = expectSuccess(await driver.call(quranEndpoints.surahs, { as: 'child' }), quranEndpoints.surahs);
      expect(surahs.map((surah) => surah.number)).toEqual([1, ...Array.from({ length: 37 }, (_, i) => 78 + i)]);
      expect(surahs.find((surah) => surah.number === 112)).toMatchObject({
        name: 'الإخلاص',
        englishName: 'Al-Ikhlas',
        ayahCount: 4,
      });
      const ikhlas = expectSuccess(
        await driver.call(quranEndpoints.surah, { as: 'parent', params: { number: 112 } }),
        quranEndpoints.surah,
      );
      expect(ikhlas.ayahs.map((ayah) => ayah.number)).toEqual([1, 2, 3, 4]);
      expect(ikhlas.ayahs[0]!.transliteration).toMatch(/^Qul huwa/i);
      expectError(
        await driver.call(quranEndpoints.surah, { as: 'child', params: { number: 2 } }),
        404,
        quranMessages.surahNotFound,
      );
      expectError(
        await driver.call(quranEndpoints.surah, { as: 'child', params: { number: 115 } }),
        400,
        quranMessages.surahNumber,
      );
    },
  },
  {
    name: "an admin uploads Al-Falaq's recitation with each ayah's start; the child hears it; JSON retimes it; it goes",
    async run(driver) {
      const put = (body: Record<string, unknown>, files?: Record<string, UploadFile>) =>
        driver.call(quranEndpoints.putRecitation, { as: 'admin', params: falaq, body, files });
      const form = { reciter: 'Mahmoud Khalil Al-Husary', licence: 'Public domain recording' };
      // Nothing to retime yet, a wrong count of starts, a picture: refused, nothing stored.
      expectError(await put({ ...form, ayahStarts: [0, 3, 6, 9, 12] }), 400, quranMessages.audioRequired);
      expectError(await put({ ...form, ayahStarts: '0, 3' }, { audio: wav() }), 400, quranMessages.ayahStartsCount(5));
      expectError(
        await put({ ...form, ayahStarts: '0, 3, 6, 9, 12' }, { audio: sampleUploads.png() }),
        415,
        mediaWrongKindMessage('audio', quranRecitationLabel),
      );

      const saved = expectSuccess(
        await put({ ...form, ayahStarts: '0, 3, 6.5, 9, 12' }, { audio: wav() }),
        quranEndpoints.putRecitation,
      );
      expect(saved.message).toBe(quranMessages.recitationSaved);
      expect(saved.recitation).toMatchObject({ ...form, ayahStarts: [0, 3, 6.5, 9, 12] });
      expect(saved.recitation.url).toMatch(/^\/media\/audio\/[^?]+\.wav/);
      const read = expectSuccess(
        await driver.call(quranEndpoints.surah, { as: 'child', params: falaq }),
        quranEndpoints.surah,
      );
      expect(read.recitation?.url.split('?')[0]).toBe(saved.recitation.url.split('?')[0]);
      const listed = expectSuccess(await driver.call(quranEndpoints.surahs, { as: 'child' }), quranEndpoints.surahs);
      expect(listed.find((surah) => surah.number === 113)?.hasRecitation).toBe(true);

      const retimed = expectSuccess(
        await put({ ...form, ayahStarts: [0.5, 3, 6, 9, 12.5] }),
        quranEndpoints.putRecitation,
      );
      expect(retimed.recitation.ayahStarts).toEqual([0.5, 3, 6, 9, 12.5]);
      expect(retimed.recitation.url.split('?')[0]).toBe(saved.recitation.url.split('?')[0]);

      const remove = () => driver.call(quranEndpoints.removeRecitation, { as: 'admin', params: falaq });
      expect(expectSuccess(await remove(), quranEndpoints.removeRecitation)).toEqual({
        message: quranMessages.recitationRemoved,
      });
      expectError(await remove(), 404, quranMessages.noRecitation);
      const gone = expectSuccess(
        await driver.call(quranEndpoints.surah, { as: 'child', params: falaq }),
        quranEndpoints.surah,
      );
      expect(gone.recitation).toBeNull();
    },
  },
];
