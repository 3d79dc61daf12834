import { categoryMessages, duaEndpoints, duaMessages, duaSchema } from '@young-minds/contracts';
import type { DuaRecord } from '@young-minds/db';
import { HttpError, fromContractShape, toContractShape } from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { singleFile } from '../media';
import type { MediaLinks } from '../media/links';
import { removeReplaced, requireFile } from '../media/uploads';
import { editOrRevise, revisionOnlyFiles } from '../review/revisions';

/** A dua as the contract shows it to a caller: the category's name, the picture and the recording as links. */
function presentDua(dua: DuaRecord, link: MediaLinks) {
  return toContractShape(duaSchema, dua, {
    category: dua.categoryName,
    thumbnail_url: link(dua.thumbnailUrl),
    audio_url: link(dua.audioUrl),
  });
}

/** The file parts of a create or an edit, with the words their 413/415 answers use. */
const duaFileRules = {
  thumbnail: { kind: 'image', label: 'Thumbnail' },
  audio: { kind: 'audio', label: 'Recording' },
} as const;

const unknownCategory = () =>
  new HttpError(400, categoryMessages.unknown, { fields: { category: categoryMessages.unknown } });

/** `/api/duas` (issue 36): everyone logged in reads what they may see; admins add, edit and delete. */
export function mountDuaRoutes(context: ContentContext): void {
  const { kit, repos, media, mediaLinksFor } = context;
  const duas = repos.duas;

  kit.route(duaEndpoints.list, async ({ query, principal }) => {
    const { page, pageSize, search, category, occasion } = query;
    const link = await mediaLinksFor(principal);
    const audience = await contentAudienceOf(repos, principal);
    const result = await duas.list({ page, pageSize, search, categoryId: category, occasion, audience });
    return { data: result.rows.map((dua) => presentDua(dua, link)), total: result.total, page, pageSize };
  });

  kit.route(duaEndpoints.get, async ({ params, principal }) => {
    const link = await mediaLinksFor(principal);
    // A family asking for a dua not yet approved gets the same 404 as for one that does not exist.
    const dua = await duas.findById(params.id, await contentAudienceOf(repos, principal));
    if (!dua) throw new HttpError(404, duaMessages.notFound);
    return presentDua(dua, link);
  });

  kit.route(
    duaEndpoints.create,
    async ({ body, files, principal }) => {
      const { category, ...fields } = body;
      const thumbnail = requireFile(singleFile(files, 'thumbnail'), 'thumbnail', duaMessages.thumbnailRequired);
      const created = await media.storeAll(
        {
          thumbnail: { file: thumbnail, ...duaFileRules.thumbnail },
          audio: { file: singleFile(files, 'audio'), ...duaFileRules.audio },
        },
        async (stored) => {
          const result = await duas.create({
            ...fromContractShape(fields),
            categoryId: category,
            thumbnailUrl: stored.thumbnail!.url,
            audioUrl: stored.audio?.url ?? null,
            createdBy: principal?.id ?? null,
          });
          if (!result.ok) throw unknownCategory();
          return result.dua;
        },
      );
      return presentDua(created, await mediaLinksFor(principal));
    },
    { multipart: media.uploadLimits(duaFileRules) },
  );

  kit.route(
    duaEndpoints.update,
    async ({ params, body, files, log, principal }) => {
      const thumbnail = singleFile(files, 'thumbnail');
      const audio = singleFile(files, 'audio');
      const { category, ...fields } = body;
      const hasFields = Object.values(body).some((value) => value !== undefined);
      if (!hasFields && !thumbnail && !audio) throw new HttpError(400, duaMessages.nothingToUpdate);
      // Before any file moves: an unknown id is a plain 404.
      if (!(await duas.findById(params.id))) throw new HttpError(404, duaMessages.notFound);

      const result = await media.storeAll(
        {
          thumbnail: { file: thumbnail, ...duaFileRules.thumbnail },
          audio: { file: audio, ...duaFileRules.audio },
        },
        async (stored) => {
          const patch = {
            ...fromContractShape(fields),
            categoryId: category,
            thumbnailUrl: stored.thumbnail?.url,
            audioUrl: stored.audio?.url,
          };
          // A published dua's edit waits for review as its revision (issue 35); the live one stays.
          const target = { kind: 'dua', id: params.id, principal } as const;
          const edit = await editOrRevise(context, log, target, patch, () => duas.update(params.id, patch));
          if (edit.revised) return null;
          const updated = edit.result;
          if (!updated.ok)
            throw updated.reason === 'notFound' ? new HttpError(404, duaMessages.notFound) : unknownCategory();
          return updated;
        },
      );
      if (!result) return presentDua((await duas.findById(params.id))!, await mediaLinksFor(principal));
      // Only now that the row points at the new files may the old ones go.
      await removeReplaced(media, log, [
        [result.previous.thumbnailUrl, result.dua.thumbnailUrl],
        [result.previous.audioUrl, result.dua.audioUrl],
      ]);
      return presentDua(result.dua, await mediaLinksFor(principal));
    },
    { multipart: media.uploadLimits(duaFileRules) },
  );

  kit.route(duaEndpoints.remove, async ({ params, log }) => {
    // A waiting revision's own files go with the item (issue 35).
    const revisionFiles = await revisionOnlyFiles(repos, 'dua', params.id);
    const removed = await duas.remove(params.id);
    if (!removed.ok) throw new HttpError(404, duaMessages.notFound);
    await removeReplaced(media, log, [
      ...revisionFiles.map((url): [string, null] => [url, null]),
      [removed.dua.thumbnailUrl, null],
      [removed.dua.audioUrl, null],
    ]);
    return { message: duaMessages.deleted };
  });
}
