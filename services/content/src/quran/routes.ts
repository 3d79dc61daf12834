import {
  type QuranRecitation,
  quranEndpoints,
  quranMessages,
  quranRecitationFileField,
  quranRecitationLabel,
} from '@young-minds/contracts';
import type { QuranRecitationRecord } from '@young-minds/db';
import { type QuranSurah, quranSurah, quranSurahs } from '@young-minds/quran';
import { HttpError, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { singleFile } from '../media';
import type { MediaLinks } from '../media/links';
import { removeReplaced } from '../media/uploads';

const uploadFields = { [quranRecitationFileField]: { kind: 'audio', label: quranRecitationLabel } } as const;

/** A surah the corner serves (Al-Fatiha and Juz 'Amma); any other number is a 404. */
function servedSurah(number: number): QuranSurah {
  const surah = quranSurah(number);
  if (!surah) throw new HttpError(404, quranMessages.surahNotFound);
  return surah;
}

/** One start per ayah (their order is the contract's check): 400 naming the field otherwise. */
function requireOneStartPerAyah(surah: QuranSurah, starts: readonly number[]): void {
  if (starts.length === surah.ayahs.length) return;
  const message = quranMessages.ayahStartsCount(surah.ayahs.length);
  throw new HttpError(400, message, { fields: { ayahStarts: message } });
}

const present = (recitation: QuranRecitationRecord, link: MediaLinks): QuranRecitation => ({
  url: link(recitation.audioUrl),
  reciter: recitation.reciter,
  licence: recitation.licence,
  ayahStarts: recitation.ayahStarts,
  updatedAt: recitation.updatedAt.toISOString(),
});

/**
 * The Quran corner's text and recitations (issue 36). The text is the `@young-minds/quran` package's, served as it
 * is; the recitations are paid media. Children pass the subscription gate as for all content; a parent of a family
 * without an active subscription is refused by `mediaLinksFor`, here for the list too (the text is the corner's
 * content as much as its audio). Admins upload, retime and remove a surah's recitation; a replaced or removed file
 * goes once its row is committed.
 */
export function mountQuranRoutes({ kit, repos, media, mediaLinksFor }: ContentContext): void {
  const recitations = repos.quranRecitations;

  kit.route(quranEndpoints.surahs, async ({ principal }) => {
    await mediaLinksFor(principal);
    const recorded = new Set((await recitations.list()).map((recitation) => recitation.surah));
    return quranSurahs.map(({ ayahs, ...surah }) => ({
      ...surah,
      ayahCount: ayahs.length,
      hasRecitation: recorded.has(surah.number),
    }));
  });

  kit.route(quranEndpoints.surah, async ({ params, principal }) => {
    const link = await mediaLinksFor(principal);
    const surah = servedSurah(params.number);
    const recitation = await recitations.findBySurah(surah.number);
    return { ...surah, recitation: recitation && present(recitation, link) };
  });

  kit.route(
    quranEndpoints.putRecitation,
    async ({ params, body, files, principal, log }) => {
      const admin = requirePrincipal(principal);
      // Refused before the file is stored: an unknown surah or a wrong count of starts costs no upload.
      const surah = servedSurah(params.number);
      requireOneStartPerAyah(surah, body.ayahStarts);
      const file = singleFile(files, quranRecitationFileField);
      const result = await media.storeAll(
        { audio: { file, kind: 'audio', label: quranRecitationLabel } },
        async (stored) => {
          const saved = await recitations.save(surah.number, {
            audioUrl: stored.audio?.url,
            reciter: body.reciter,
            licence: body.licence,
            ayahStarts: body.ayahStarts,
            uploadedBy: admin.id,
          });
          // Timings alone for a surah without a recitation: there is nothing to retime.
          if (!saved.ok) {
            const message = quranMessages.audioRequired;
            throw new HttpError(400, message, { fields: { [quranRecitationFileField]: message } });
          }
          return saved;
        },
      );
      await removeReplaced(media, log, [[result.previous, result.recitation.audioUrl]]);
      return {
        message: quranMessages.recitationSaved,
        recitation: present(result.recitation, await mediaLinksFor(admin)),
      };
    },
    { multipart: media.uploadLimits(uploadFields) },
  );

  kit.route(quranEndpoints.removeRecitation, async ({ params, log }) => {
    const surah = servedSurah(params.number);
    const removed = await recitations.remove(surah.number);
    if (!removed.ok) throw new HttpError(404, quranMessages.noRecitation);
    await removeReplaced(media, log, [[removed.recitation.audioUrl, null]]);
    return { message: quranMessages.recitationRemoved };
  });
}
