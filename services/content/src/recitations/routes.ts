import { createHash } from 'node:crypto';
import {
  type ChildRecitation,
  childRecitationEndpoints as endpoints,
  childRecitationFileField,
  childRecitationLabel,
  childRecitationMessages as messages,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  invalidIdempotencyKeyMessage,
  recitationDeletesAt,
} from '@young-minds/contracts';
import { type ChildRecitationRecord, isUniqueViolation } from '@young-minds/db';
import { quranSurah } from '@young-minds/quran';
import { HttpError, type MediaSigner, notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { checkAyahRange } from '../hifz/routes';
import { singleFile } from '../media';
import { removeReplaced, requireFile } from '../media/uploads';
import { readableChild } from '../progress/own-child';
import { toSubmissionReview } from '../reviews/present';

/** A recording as the child and the parent read it: its file only as a short-lived signed link. */
function toChildRecitation(row: ChildRecitationRecord, signer: MediaSigner): ChildRecitation {
  return {
    id: row.id,
    childId: row.childId,
    surah: row.surah,
    surahName: quranSurah(row.surah)?.englishName ?? String(row.surah),
    ayahFrom: row.ayahFrom,
    ayahTo: row.ayahTo,
    url: signer.sign(row.audioUrl),
    recordedAt: row.recordedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    kept: row.kept,
    deletesAt: recitationDeletesAt(row.recordedAt, row.kept),
    review: toSubmissionReview(row),
  };
}

/**
 * The device's `Idempotency-Key` as it is stored (`client_key`): its sha256, so any key the contract allows fits
 * the column; null without one; 400 for a malformed one.
 */
function clientKeyOf(header: string): string | null {
  if (header === '') return null;
  if (!idempotencyKeySchema.safeParse(header).success)
    throw new HttpError(400, invalidIdempotencyKeyMessage, {
      fields: { [idempotencyKeyHeader]: invalidIdempotencyKeyMessage },
    });
  return createHash('sha256').update(header).digest('hex');
}

const voiceField = { [childRecitationFileField]: { kind: 'voice', label: childRecitationLabel } } as const;

/**
 * Reciting to a parent (issue 36): a child sends a recording (from the offline queue too: one per key), the parent
 * lists, answers, keeps or deletes it. Recordings not kept go after 90 days (./retention.ts).
 */
export function mountRecitationRoutes(context: ContentContext): void {
  const { kit, repos, media, signer, now } = context;
  const recordings = repos.childRecitations;

  kit.route(
    endpoints.create,
    async ({ body, files, principal, ctx }) => {
      const child = requirePrincipal(principal);
      const surah = checkAyahRange(body.surah, body.ayahTo, 'ayahTo');
      const file = requireFile(
        singleFile(files, childRecitationFileField),
        childRecitationFileField,
        messages.audioRequired,
      );
      const clientKey = clientKeyOf(ctx.get(idempotencyKeyHeader));
      const answer = (row: ChildRecitationRecord) => ({
        message: messages.sent,
        recitation: toChildRecitation(row, signer),
      });
      // Sent again from the offline queue: the recording already stored, not a second one.
      const sent = clientKey && (await recordings.findByClientKey(child.id, clientKey));
      if (sent) return answer(sent);
      try {
        const stored = await media.storeAll(
          { audio: { file, kind: 'voice', label: childRecitationLabel } },
          async ({ audio }) =>
            recordings.create({
              childId: child.id,
              surah: surah.number,
              ayahFrom: body.ayahFrom,
              ayahTo: body.ayahTo,
              audioUrl: audio!.url,
              recordedAt: body.recordedAt ? new Date(body.recordedAt) : now(),
              clientKey,
            }),
        );
        return answer(stored);
      } catch (err) {
        // Two sends of one key at once: the other won (this one's file was removed with the failed write).
        const won = clientKey && isUniqueViolation(err) && (await recordings.findByClientKey(child.id, clientKey));
        if (won) return answer(won);
        throw err;
      }
    },
    { multipart: media.uploadLimits(voiceField) },
  );

  kit.route(endpoints.mine, async ({ query, principal }) => {
    const { rows, total } = await recordings.listForChild(requirePrincipal(principal).id, query);
    return {
      data: rows.map((row) => toChildRecitation(row, signer)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  kit.route(endpoints.ofChild, async ({ params, query, principal }) => {
    const child = await readableChild(context, requirePrincipal(principal), params.id);
    const { rows, total } = await recordings.listForChild(child.id, query);
    return {
      data: rows.map((row) => toChildRecitation(row, signer)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  /** One of the parent's own child's recordings (403 for another family's child, 404 for another recording). */
  async function ownKey(
    params: { id: number; recitationId: number },
    principal: Parameters<typeof requirePrincipal>[0],
  ) {
    const child = await readableChild(context, requirePrincipal(principal), params.id);
    return { childId: child.id, id: params.recitationId };
  }

  kit.route(endpoints.review, async ({ params, body, principal }) => {
    const parent = requirePrincipal(principal);
    const key = await ownKey(params, principal);
    const result = await recordings.review({ ...key, ...body, reviewedBy: parent.id, reviewedAt: now() });
    if (!result.ok) throw notFound(messages.notFound);
    return toChildRecitation(result.recitation, signer);
  });

  kit.route(endpoints.keep, async ({ params, body, principal }) => {
    const result = await recordings.setKept(await ownKey(params, principal), body.kept);
    if (!result.ok) throw notFound(messages.notFound);
    return toChildRecitation(result.recitation, signer);
  });

  kit.route(endpoints.remove, async ({ params, principal, log }) => {
    const result = await recordings.remove(await ownKey(params, principal));
    if (!result.ok) throw notFound(messages.notFound);
    // The row is gone: its file goes too (one that cannot be removed now is left to the orphan sweep).
    await removeReplaced(media, log, [[result.recitation.audioUrl, null]]);
    return { message: messages.removed };
  });
}
