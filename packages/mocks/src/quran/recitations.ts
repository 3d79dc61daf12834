import type { HttpHandler } from 'msw';
import {
  type ChildRecitation,
  type PublicUser,
  childRecitationEndpoints as endpoints,
  childRecitationFileField,
  childRecitationLabel,
  childRecitationMessages as messages,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  invalidIdempotencyKeyMessage,
  recitationDeletesAt,
} from '@young-minds/contracts';
import { quranSurah } from '@young-minds/quran';
import {
  MockHttpError,
  checkUploads,
  mockRoute,
  mockStore,
  newestFirst,
  nextId,
  pageOfItems,
  storeUpload,
} from '../kit';
import { familyChildren } from '../parent/fixtures';
import { ownChild } from '../parent/state';
import { hifzMockState } from './hifz';

/** A recording as the mocks keep it: the answer's fields and the device's key (the service keeps its hash). */
interface MockRecitation extends ChildRecitation {
  clientKey: string | null;
}

/** Yusuf recited Al-Ikhlas yesterday and his mother answered. */
function seeded(): MockRecitation {
  const recordedAt = new Date(Date.now() - 86_400_000).toISOString();
  const review = { stars: 3, comment: 'Beautiful, Yusuf! Your tajweed is getting better.', reviewed_at: recordedAt };
  const [surahName, kept] = [quranSurah(112)?.englishName ?? 'Al-Ikhlas', false];
  const base = { id: 900, childId: familyChildren[0]!.id, surah: 112, surahName, ayahFrom: 1, ayahTo: 4, kept };
  const url = '/media/voices/yusuf-al-ikhlas.webm';
  const dates = { recordedAt, created_at: recordedAt, deletesAt: recitationDeletesAt(recordedAt, kept) };
  return { ...base, ...dates, url, review, clientKey: null };
}

const initial = () => ({ recordings: [seeded()] });
const [recitationMockState] = mockStore(initial);

const toRecitation = ({ clientKey: _key, ...recitation }: MockRecitation): ChildRecitation => ({ ...recitation });
const pageOf = (childId: number, query: { page: number; pageSize: number }) =>
  pageOfItems(
    recitationMockState.recordings
      .filter((row) => row.childId === childId)
      .sort(newestFirst)
      .map(toRecitation),
    query.page,
    query.pageSize,
  );

/** A parent's own child's recording, or the service's 404. */
function ownRecording(params: { id: number; recitationId: number }, user: PublicUser | undefined) {
  const child = ownChild(params.id, user);
  const row = recitationMockState.recordings.find((r) => r.id === params.recitationId && r.childId === child.id);
  if (!row) throw new MockHttpError(404, messages.notFound);
  return row;
}

/** Reciting to a parent, as the content service answers it (the file kept as the mocks keep uploads). */
export const recitationHandlers = (): HttpHandler[] => [
  mockRoute(endpoints.create, async ({ body, files, user, request }) => {
    const surah = quranSurah(body.surah);
    if (!surah) throw new MockHttpError(404, messages.surahNotFound);
    if (body.ayahTo > surah.ayahs.length)
      throw new MockHttpError(400, messages.ayahBeyondSurah, { ayahTo: messages.ayahBeyondSurah });
    const rule = { kind: 'voice', label: childRecitationLabel, required: messages.audioRequired } as const;
    const audio = (await checkUploads(files, { [childRecitationFileField]: rule }))[childRecitationFileField]!;
    // The offline queue's resend: the recording sent before under this key, not a second one.
    const clientKey = request.headers.get(idempotencyKeyHeader);
    if (clientKey !== null && !idempotencyKeySchema.safeParse(clientKey).success)
      throw new MockHttpError(400, invalidIdempotencyKeyMessage, {
        [idempotencyKeyHeader]: invalidIdempotencyKeyMessage,
      });
    const sent = recitationMockState.recordings.find((r) => r.childId === user!.id && r.clientKey === clientKey);
    if (clientKey && sent) return { message: messages.sent, recitation: toRecitation(sent) };
    const now = new Date().toISOString();
    const recordedAt = body.recordedAt ? new Date(body.recordedAt).toISOString() : now;
    const row: MockRecitation = {
      id: nextId(),
      childId: user!.id,
      surah: surah.number,
      surahName: surah.englishName,
      ayahFrom: body.ayahFrom,
      ayahTo: body.ayahTo,
      url: storeUpload(audio),
      recordedAt,
      created_at: now,
      kept: false,
      deletesAt: recitationDeletesAt(recordedAt, false),
      review: null,
      clientKey,
    };
    recitationMockState.recordings.push(row);
    return { message: messages.sent, recitation: toRecitation(row) };
  }),

  mockRoute(endpoints.mine, ({ query, user }) => pageOf(user!.id, query)),
  mockRoute(endpoints.ofChild, ({ params, query, user }) => pageOf(ownChild(params.id, user).id, query)),

  mockRoute(endpoints.review, ({ params, body, user }) => {
    const row = ownRecording(params, user);
    row.review = { stars: body.stars, comment: body.comment, reviewed_at: new Date().toISOString() };
    return toRecitation(row);
  }),

  mockRoute(endpoints.keep, ({ params, body, user }) => {
    const row = ownRecording(params, user);
    Object.assign(row, { kept: body.kept, deletesAt: recitationDeletesAt(row.recordedAt, body.kept) });
    return toRecitation(row);
  }),

  mockRoute(endpoints.remove, ({ params, user }) => {
    const row = ownRecording(params, user);
    recitationMockState.recordings.splice(recitationMockState.recordings.indexOf(row), 1);
    return { message: messages.removed };
  }),
];

/** The family export's Quran corner rows (the children's marked ayahs and recordings), as the auth service writes them. */
export function quranExportOf(childIds: readonly number[]) {
  const ours = <Row extends { childId: number }>(rows: Row[]) => rows.filter((row) => childIds.includes(row.childId));
  return {
    hifz_ayahs: ours(hifzMockState.rows).map(({ childId, lastReviewedAt, card: _card, ...ayah }) => ({
      child_id: childId,
      last_reviewed_at: lastReviewedAt,
      ...ayah,
    })),
    child_recitations: ours(recitationMockState.recordings).map((row) => ({
      id: row.id,
      child_id: row.childId,
      surah: row.surah,
      ayah_from: row.ayahFrom,
      ayah_to: row.ayahTo,
      recorded_at: row.recordedAt,
      created_at: row.created_at,
      kept: row.kept,
      review_stars: row.review?.stars ?? null,
      review_comment: row.review?.comment ?? null,
      reviewed_at: row.review?.reviewed_at ?? null,
      file_url: row.url,
    })),
  };
}
