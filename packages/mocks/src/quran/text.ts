import { HttpResponse, http, type HttpHandler } from 'msw';
import { type QuranRecitation, quranEndpoints, quranMessages, quranRecitationLabel } from '@young-minds/contracts';
import { quranSurah, quranSurahs } from '@young-minds/quran';
import { MockHttpError, type UploadRule, checkUploads, mockRoute, storeUpload } from '../kit';
import { mockStore } from '../kit/errors';

/** Seconds of each ayah in the generated recitations. */
const secondsPerAyah = 2;
const toneUrl = (surah: number) => `/media/audio/mock-recitation-${surah}.wav`;

/** A recitation QA mode can play: a tone per ayah (the pitch steps at each ayah's start), evenly timed. */
function toneRecitation(surah: number): QuranRecitation {
  const ayahs = quranSurah(surah)?.ayahs.length ?? 1;
  const ayahStarts = Array.from({ length: ayahs }, (_, index) => index * secondsPerAyah);
  const licence = 'Generated tone for QA mode';
  return { url: toneUrl(surah), reciter: 'QA tone', licence, ayahStarts, updatedAt: '2026-11-01T09:00:00.000Z' };
}

/** 8 kHz 8-bit mono WAV: each ayah a tone with a short rest at its end, so the ayah changes are audible. */
function toneWav(ayahs: number): Uint8Array<ArrayBuffer> {
  const rate = 8000;
  const samples = rate * secondsPerAyah * ayahs;
  const wav = new Uint8Array(44 + samples);
  const view = new DataView(wav.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  // The format chunk: 16 bytes, PCM, mono, the rate, bytes a second, bytes a frame, bits a sample.
  view.setUint32(16, 16, true);
  view.setUint32(20, 0x0001_0001, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint32(32, 0x0008_0001, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const ayah = Math.floor(i / (rate * secondsPerAyah));
    const resting = i % (rate * secondsPerAyah) > rate * (secondsPerAyah - 0.3);
    const wave = Math.sin((2 * Math.PI * (330 + 55 * (ayah % 4)) * i) / rate);
    wav[44 + i] = resting ? 128 : Math.round(128 + 60 * wave);
  }
  return wav;
}

const [quranMockState] = mockStore(() => ({
  recitations: new Map<number, QuranRecitation>([1, 112].map((surah) => [surah, toneRecitation(surah)])),
}));

const surahOf = (number: number) => {
  const surah = quranSurah(number);
  if (!surah) throw new MockHttpError(404, quranMessages.surahNotFound);
  return surah;
};

/** The Quran corner's text and recitations, as the content service answers them (the text is the package's). */
export const quranTextHandlers = (): HttpHandler[] => [
  mockRoute(quranEndpoints.surahs, () =>
    quranSurahs.map(({ ayahs, ...surah }) => ({
      ...surah,
      ayahCount: ayahs.length,
      hasRecitation: quranMockState.recitations.has(surah.number),
    })),
  ),
  mockRoute(quranEndpoints.surah, ({ params }) => ({
    ...surahOf(params.number),
    recitation: quranMockState.recitations.get(params.number) ?? null,
  })),
  mockRoute(quranEndpoints.putRecitation, async ({ params, body, files }) => {
    // In the service's order: the surah, the count of starts, the audio (needed for a first recitation), its bytes.
    const count = surahOf(params.number).ayahs.length;
    if (body.ayahStarts.length !== count)
      throw new MockHttpError(400, quranMessages.ayahStartsCount(count), {
        ayahStarts: quranMessages.ayahStartsCount(count),
      });
    const previous = quranMockState.recitations.get(params.number);
    const rule: UploadRule = { kind: 'audio', label: quranRecitationLabel };
    if (!previous) rule.required = quranMessages.audioRequired;
    const { audio } = await checkUploads(files, { audio: rule });
    const url = audio ? storeUpload(audio) : previous!.url;
    const recitation = { ...body, url, updatedAt: new Date().toISOString() };
    quranMockState.recitations.set(params.number, recitation);
    return { message: quranMessages.recitationSaved, recitation };
  }),
  mockRoute(quranEndpoints.removeRecitation, ({ params }) => {
    surahOf(params.number);
    if (!quranMockState.recitations.delete(params.number)) throw new MockHttpError(404, quranMessages.noRecitation);
    return { message: quranMessages.recitationRemoved };
  }),
  http.get('*/media/audio/mock-recitation-:surah.wav', ({ params }) => {
    const ayahs = quranSurah(Number(params.surah))?.ayahs.length;
    if (!ayahs) return undefined;
    return new HttpResponse(toneWav(ayahs), { headers: { 'content-type': 'audio/wav' } });
  }),
];
