import {
  addDays,
  childRecitationEndpoints as recitations,
  childRecitationLabel,
  childRecitationMessages,
  hifzEndpoints as hifz,
  hifzMessages,
  idempotencyKeyHeader,
  invalidIdempotencyKeyMessage,
  mediaWrongKindMessage,
  recitationRetentionDays,
} from '@young-minds/contracts';
import type { ScenarioDriver } from './driver';
import { type Scenario, expectError, expectSuccess, sampleUploads, uniqueTag } from './scenarios';

/** Al-Falaq (5 ayahs): the mock child's seeded memorisation is Al-Ikhlas, so these start from nothing. */
const falaq = 113;

const mark = (driver: ScenarioDriver, ayah: number, status: string, surah = falaq) =>
  driver.call(hifz.setStatus, { as: 'child', params: { surah, ayah }, body: { status } });
const revise = (driver: ScenarioDriver, ayah: number, grade: string, surah = falaq) =>
  driver.call(hifz.review, { as: 'child', body: { surah, ayah, grade } });

const recite = (driver: ScenarioDriver, fields: Record<string, unknown>, key?: string, audio = sampleUploads.webm()) =>
  driver.call(recitations.create, {
    as: 'child',
    body: { surah: falaq, ayahFrom: 1, ayahTo: 5, ...fields },
    files: { audio },
    headers: key ? { [idempotencyKeyHeader]: key } : {},
  });

/** Issue 36: memorising with spaced revision, and reciting to a parent. */
export const hifzScenarios: Scenario[] = [
  {
    name: 'a child marks an ayah learning, then memorised: it comes back three days later; revising reschedules it',
    async run(driver) {
      const { today } = expectSuccess(await driver.call(hifz.map, { as: 'child' }), hifz.map);
      const learning = expectSuccess(await mark(driver, 1, 'learning'), hifz.setStatus);
      expect(learning).toMatchObject({ surah: falaq, ayah: 1, status: 'learning', due: null, reviews: 0 });
      expectError(await revise(driver, 1, 'good'), 409, hifzMessages.notMemorized);

      // FSRS's first 'good' step: three days.
      const memorized = expectSuccess(await mark(driver, 1, 'memorized'), hifz.setStatus);
      expect(memorized).toMatchObject({ status: 'memorized', due: addDays(today, 3), lastReviewedAt: null });
      expect(expectSuccess(await mark(driver, 1, 'memorized'), hifz.setStatus).due).toBe(memorized.due);
      const due = expectSuccess(await driver.call(hifz.due, { as: 'child' }), hifz.due);
      expect(due.due.some((row) => row.surah === falaq)).toBe(false);

      const revised = expectSuccess(await revise(driver, 1, 'again'), hifz.review);
      expect(revised).toMatchObject({ reviews: 1, lapses: 1 });
      expect(revised.due! > today).toBe(true);
      expect(revised.lastReviewedAt).not.toBeNull();

      const seen = expectSuccess(
        await driver.call(hifz.childMap, { as: 'parent', params: { id: driver.household.child.id } }),
        hifz.childMap,
      );
      expect(seen.surahs.find((row) => row.surah === falaq)).toEqual({
        surah: falaq,
        ayahCount: 5,
        learning: 0,
        memorized: 1,
        dueToday: 0,
      });
      expect(expectSuccess(await mark(driver, 1, 'learning'), hifz.setStatus)).toMatchObject({ due: null });
    },
  },
  {
    name: 'hifz refuses a surah the corner does not serve (404), an ayah beyond the surah (400) and a bad grade',
    async run(driver) {
      expectError(await mark(driver, 1, 'memorized', 2), 404, hifzMessages.surahNotFound);
      expectError(await mark(driver, 6, 'memorized'), 400, hifzMessages.ayahBeyondSurah);
      expectError(await revise(driver, 6, 'good'), 400, hifzMessages.ayahBeyondSurah);
      expectError(await mark(driver, 1, 'forgotten'), 400, hifzMessages.statusValues);
      expectError(await revise(driver, 1, 'perfect'), 400, hifzMessages.gradeValues);
    },
  },
  {
    name: 'a child sends a recitation (sent twice from the queue, stored once); the parent answers, keeps, deletes it',
    async run(driver) {
      const key = uniqueTag('recitation');
      const sent = expectSuccess(
        await recite(driver, { recordedAt: '2026-11-20T08:00:00.000Z' }, key),
        recitations.create,
      );
      expect(sent.message).toBe(childRecitationMessages.sent);
      const recording = sent.recitation;
      expect(recording).toMatchObject({ surah: falaq, surahName: 'Al-Falaq', ayahFrom: 1, ayahTo: 5, kept: false });
      expect(recording.url).toMatch(/^\/media\/voices\/[^?]+\.webm/);
      expect(recording.recordedAt).toBe('2026-11-20T08:00:00.000Z');
      const days = (Date.parse(recording.deletesAt!) - Date.parse(recording.recordedAt)) / 86_400_000;
      expect(days).toBe(recitationRetentionDays);
      const again = expectSuccess(
        await recite(driver, { recordedAt: '2026-11-20T08:00:00.000Z' }, key),
        recitations.create,
      );
      expect(again.recitation.id).toBe(recording.id);

      const child = driver.household.child.id;
      const params = { id: child, recitationId: recording.id };
      const listed = expectSuccess(
        await driver.call(recitations.ofChild, { as: 'parent', params: { id: child }, query: { pageSize: 100 } }),
        recitations.ofChild,
      );
      expect(listed.data.filter((row) => row.id === recording.id)).toHaveLength(1);

      const answered = expectSuccess(
        await driver.call(recitations.review, { as: 'parent', params, body: { stars: 2, comment: ' Lovely! ' } }),
        recitations.review,
      );
      expect(answered.review).toMatchObject({ stars: 2, comment: 'Lovely!' });
      const mine = expectSuccess(
        await driver.call(recitations.mine, { as: 'child', query: { pageSize: 100 } }),
        recitations.mine,
      );
      expect(mine.data.find((row) => row.id === recording.id)?.review).toMatchObject({ stars: 2 });

      const kept = expectSuccess(
        await driver.call(recitations.keep, { as: 'parent', params, body: { kept: true } }),
        recitations.keep,
      );
      expect(kept).toMatchObject({ kept: true, deletesAt: null });

      expect(
        expectSuccess(await driver.call(recitations.remove, { as: 'parent', params }), recitations.remove),
      ).toEqual({ message: childRecitationMessages.removed });
      expectError(
        await driver.call(recitations.review, { as: 'parent', params, body: { stars: 3 } }),
        404,
        childRecitationMessages.notFound,
      );
    },
  },
  {
    name: 'a recitation needs a recording (400), of a voice (415), of ayahs the surah has (400, 404)',
    async run(driver) {
      const noAudio = await driver.call(recitations.create, {
        as: 'child',
        body: { surah: falaq, ayahFrom: 1, ayahTo: 2 },
        files: {},
      });
      expectError(noAudio, 400, childRecitationMessages.audioRequired);
      expectError(
        await recite(driver, {}, undefined, sampleUploads.png()),
        415,
        mediaWrongKindMessage('voice', childRecitationLabel),
      );
      expectError(await recite(driver, { ayahTo: 6 }), 400, childRecitationMessages.ayahBeyondSurah);
      expectError(await recite(driver, { surah: 2 }), 404, childRecitationMessages.surahNotFound);
      expectError(await recite(driver, { ayahFrom: 3, ayahTo: 2 }), 400, childRecitationMessages.rangeOrder);
      expectError(await recite(driver, {}, 'not a key'), 400, invalidIdempotencyKeyMessage);
    },
  },
];
