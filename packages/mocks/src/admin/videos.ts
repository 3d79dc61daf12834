import { delay, http, type HttpHandler } from 'msw';
import {
  type Video,
  categoryMessages,
  idParamsSchema,
  videoEndpoints,
  videoListQuerySchema,
  videoMessages,
  videoUpdateFieldsSchema,
  videoUploadFieldsSchema,
} from '@young-minds/contracts';
import { authorize, fail, firstIssue, latency, mockPath, pageOfItems, queryOf, reply } from '../respond';
import { categoryName } from './categories';
import { adminMockState, matchesSearch } from './state';
import { readFields, storeUpload, uploadTypeMessages, uploadedFilesHandlers } from './uploads';

const loggedIn = ['admin', 'parent', 'child'] as const;

/** The content service's 415 texts (it checks the first bytes; the mock trusts the type the browser gives). */
export const videoFileMessages = {
  thumbnailType: uploadTypeMessages.thumbnail,
  videoType: 'Video file must be a video (WebM, MP4, Ogg or QuickTime).',
} as const;

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
};

/** Stored under the extension of the type the browser gave (the mock does not read the bytes), else `fallbackExtension`. */
function storeMedia(file: File, folder: 'images' | 'videos', fallbackExtension: string): string {
  return storeUpload(file, folder, extensions[file.type] ?? fallbackExtension);
}

/** An unsupported file as the service refuses it (a blank type is the browser not knowing: let it through). */
function wrongType(file: File | undefined, family: 'image/' | 'video/'): boolean {
  return file !== undefined && file.type !== '' && !file.type.startsWith(family);
}

/** Newest first, as the service orders them. */
const newestFirst = (a: Video, b: Video) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** `/api/videos` as the content service answers it: everyone logged in reads; admins upload, edit and delete. */
export const videosHandlers: HttpHandler[] = [
  http.get(mockPath(videoEndpoints.list), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, loggedIn);
    if ('refusal' in access) return access.refusal;
    const query = videoListQuerySchema.safeParse(queryOf(request));
    if (!query.success) return fail(400, firstIssue(query.error));
    const { page, pageSize, search, category } = query.data;
    const rows = adminMockState.videos
      .filter((video) => (category === undefined || video.category_id === category) && matchesSearch(search, video.title, video.description))
      .sort(newestFirst);
    return reply(videoEndpoints.list, pageOfItems(rows, page, pageSize));
  }),

  http.post(mockPath(videoEndpoints.upload), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const { fields, files } = await readFields(request);
    const parsed = videoUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const { thumbnail, video } = files;
    if (!thumbnail) return fail(400, videoMessages.thumbnailRequired);
    if (!video) return fail(400, videoMessages.videoRequired);
    if (wrongType(thumbnail, 'image/')) return fail(415, videoFileMessages.thumbnailType);
    if (wrongType(video, 'video/')) return fail(415, videoFileMessages.videoType);
    const category = categoryName(parsed.data.category);
    if (category === undefined) return fail(400, categoryMessages.unknown);
    const created: Video = {
      id: adminMockState.nextId++,
      title: parsed.data.title,
      description: parsed.data.description,
      category,
      category_id: parsed.data.category,
      thumbnail_url: storeMedia(thumbnail, 'images', 'jpg'),
      video_url: storeMedia(video, 'videos', 'webm'),
      created_at: new Date().toISOString(),
    };
    adminMockState.videos.push(created);
    return reply(videoEndpoints.upload, created);
  }),

  http.get(mockPath(videoEndpoints.get), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, loggedIn);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const video = adminMockState.videos.find((row) => row.id === id.data.id);
    if (!video) return fail(404, videoMessages.notFound);
    return reply(videoEndpoints.get, video);
  }),

  http.put(mockPath(videoEndpoints.update), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const { fields, files } = await readFields(request);
    const parsed = videoUpdateFieldsSchema.safeParse(fields);
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const { title, description, category } = parsed.data;
    const { thumbnail, video: videoFile } = files;
    if (title === undefined && description === undefined && category === undefined && !thumbnail && !videoFile) {
      return fail(400, videoMessages.nothingToUpdate);
    }
    const video = adminMockState.videos.find((row) => row.id === id.data.id);
    if (!video) return fail(404, videoMessages.notFound);
    if (wrongType(thumbnail, 'image/')) return fail(415, videoFileMessages.thumbnailType);
    if (wrongType(videoFile, 'video/')) return fail(415, videoFileMessages.videoType);
    const newCategory = category === undefined ? undefined : categoryName(category);
    if (category !== undefined && newCategory === undefined) return fail(400, categoryMessages.unknown);
    if (title !== undefined) video.title = title;
    if (description !== undefined) video.description = description;
    if (category !== undefined && newCategory !== undefined) {
      video.category_id = category;
      video.category = newCategory;
    }
    if (thumbnail) video.thumbnail_url = storeMedia(thumbnail, 'images', 'jpg');
    if (videoFile) video.video_url = storeMedia(videoFile, 'videos', 'webm');
    return reply(videoEndpoints.update, video);
  }),

  http.delete(mockPath(videoEndpoints.remove), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const index = adminMockState.videos.findIndex((row) => row.id === id.data.id);
    if (index < 0) return fail(404, videoMessages.notFound);
    adminMockState.videos.splice(index, 1);
    // Assignments that linked the video keep their row, without it (the service's foreign key sets NULL).
    for (const assignment of adminMockState.assignments) if (assignment.video === id.data.id) assignment.video = null;
    return reply(videoEndpoints.remove, { message: videoMessages.deleted });
  }),

  // Every upload's stored file (videos, thumbnails, worksheets, books, banners), served back at its /media path.
  ...uploadedFilesHandlers,
];
