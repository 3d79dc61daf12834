import { categoryMessages, videoEndpoints, videoMessages, videoSchema } from '@young-minds/contracts';
import type { VideoRecord } from '@young-minds/db';
import { HttpError, fromContractShape, toContractShape } from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { videoDurationSeconds } from './duration';
import { removeReplaced, requireFile } from '../media/uploads';
import { singleFile } from '../media';
import type { MediaLinks } from '../media/links';
import { editOrRevise, revisionOnlyFiles } from '../review/revisions';

/**
 * A video as the contract shows it to a caller: every contract field from its column (the spec's `category` is
 * the name), the video and its captions as the caller's signed links.
 */
function presentVideo(video: VideoRecord, link: MediaLinks) {
  return toContractShape(videoSchema, video, {
    category: video.categoryName,
    video_url: link(video.videoUrl),
    thumbnail_url: link(video.thumbnailUrl),
    captions_url: link(video.captionsUrl),
  });
}

/** The file parts of an upload or an edit, with the words their 413/415 answers use. */
const videoFileRules = {
  thumbnail: { kind: 'image', label: 'Thumbnail' },
  video: { kind: 'video', label: 'Video file' },
  captions: { kind: 'captions', label: 'Captions' },
} as const;

/** `/api/videos`: everyone logged in reads; admins upload, edit and delete (files included). */
export function mountVideoRoutes(context: ContentContext): void {
  const { kit, repos, media, mediaLinksFor } = context;
  const videos = repos.videos;

  kit.route(videoEndpoints.list, async ({ query, principal }) => {
    const { page, pageSize, search, category } = query;
    const link = await mediaLinksFor(principal);
    const audience = await contentAudienceOf(repos, principal);
    const result = await videos.list({ page, pageSize, search, categoryId: category, audience });
    return { data: result.rows.map((video) => presentVideo(video, link)), total: result.total, page, pageSize };
  });

  kit.route(videoEndpoints.get, async ({ params, principal }) => {
    const link = await mediaLinksFor(principal);
    // A child asking for a video that does not fit them gets the same 404 as for one that does not exist.
    const video = await videos.findById(params.id, await contentAudienceOf(repos, principal));
    if (!video) throw new HttpError(404, videoMessages.notFound);
    return presentVideo(video, link);
  });

  kit.route(
    videoEndpoints.upload,
    async ({ body, files, principal }) => {
      // The text fields are stored under their contract names' camelCase twins; the category is an id.
      const { category, videoType: _videoType, ...fields } = body;
      const thumbnail = requireFile(singleFile(files, 'thumbnail'), 'thumbnail', videoMessages.thumbnailRequired);
      const video = requireFile(singleFile(files, 'video'), 'video', videoMessages.videoRequired);
      // Read before the file moves: what tells a child's "watched to the end" from a claim (progress).
      const durationSeconds = await videoDurationSeconds(video.filepath);
      const created = await media.storeAll(
        {
          thumbnail: { file: thumbnail, ...videoFileRules.thumbnail },
          video: { file: video, ...videoFileRules.video },
          captions: { file: singleFile(files, 'captions'), ...videoFileRules.captions },
        },
        async (stored) => {
          const result = await videos.create({
            ...fromContractShape(fields),
            categoryId: category,
            videoUrl: stored.video!.url,
            thumbnailUrl: stored.thumbnail!.url,
            captionsUrl: stored.captions?.url ?? null,
            durationSeconds,
            createdBy: principal?.id ?? null,
          });
          if (!result.ok)
            throw new HttpError(400, categoryMessages.unknown, { fields: { category: categoryMessages.unknown } });
          return result.video;
        },
      );
      return presentVideo(created, await mediaLinksFor(principal));
    },
    { multipart: media.uploadLimits(videoFileRules) },
  );

  kit.route(
    videoEndpoints.update,
    async ({ params, body, files, log, principal }) => {
      const thumbnail = singleFile(files, 'thumbnail');
      const video = singleFile(files, 'video');
      const captions = singleFile(files, 'captions');
      const { category, ...fields } = body;
      const hasFields = Object.values(body).some((value) => value !== undefined);
      if (!hasFields && !thumbnail && !video && !captions) throw new HttpError(400, videoMessages.nothingToUpdate);
      // Before any file moves: an unknown id is a plain 404.
      if (!(await videos.findById(params.id))) throw new HttpError(404, videoMessages.notFound);
      // A new file brings its own length (null when it cannot be read).
      const durationSeconds = video ? await videoDurationSeconds(video.filepath) : undefined;

      const result = await media.storeAll(
        {
          thumbnail: { file: thumbnail, ...videoFileRules.thumbnail },
          video: { file: video, ...videoFileRules.video },
          captions: { file: captions, ...videoFileRules.captions },
        },
        async (stored) => {
          const patch = {
            ...fromContractShape(fields),
            categoryId: category,
            thumbnailUrl: stored.thumbnail?.url,
            videoUrl: stored.video?.url,
            durationSeconds,
            captionsUrl: stored.captions?.url,
          };
          // A published video's edit waits for review as its revision (issue 35); the live one stays.
          const target = { kind: 'video', id: params.id, principal } as const;
          const edit = await editOrRevise(context, log, target, patch, () => videos.update(params.id, patch));
          if (edit.revised) return null;
          const updated = edit.result;
          if (!updated.ok) {
            throw updated.reason === 'notFound'
              ? new HttpError(404, videoMessages.notFound)
              : new HttpError(400, categoryMessages.unknown, { fields: { category: categoryMessages.unknown } });
          }
          return updated;
        },
      );
      if (!result) return presentVideo((await videos.findById(params.id))!, await mediaLinksFor(principal));
      // Only now that the row points at the new files may the old ones go.
      await removeReplaced(media, log, [
        [result.previous.thumbnailUrl, result.video.thumbnailUrl],
        [result.previous.videoUrl, result.video.videoUrl],
        [result.previous.captionsUrl, result.video.captionsUrl],
      ]);
      return presentVideo(result.video, await mediaLinksFor(principal));
    },
    { multipart: media.uploadLimits(videoFileRules) },
  );

  kit.route(videoEndpoints.remove, async ({ params, log }) => {
    // A waiting revision's own files go with the item (issue 35).
    const revisionFiles = await revisionOnlyFiles(repos, 'video', params.id);
    const removed = await videos.remove(params.id);
    if (!removed.ok) throw new HttpError(404, videoMessages.notFound);
    await removeReplaced(media, log, [
      ...revisionFiles.map((url): [string, null] => [url, null]),
      [removed.video.thumbnailUrl, null],
      [removed.video.videoUrl, null],
      [removed.video.captionsUrl, null],
    ]);
    return { message: videoMessages.deleted };
  });
}
