import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { contentFlagFieldsShape, contentFlagsShape } from './flags';
import { contentReviewShape } from './review';
import { contentLanguageFieldShape, contentLanguageShape } from './language';
import { type FileField, categoryFilterSchema, formId, formText, mediaUrlSchema } from './media';

export const videoMessages = {
  seriesUnsupported: 'Series upload is not yet supported.',
  thumbnailRequired: 'Please upload a thumbnail image.',
  videoRequired: 'Please upload a video file.',
  categoryRequired: 'Please choose a category.',
  notFound: 'Video not found.',
  nothingToUpdate: 'Nothing to update.',
  deleted: 'Video deleted successfully.',
} as const;

/** A video as every screen reads it; the paths are relative (`/media/…`), joined onto the server's address. */
export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The category's name (the spec's `category`). */
  category: z.string(),
  category_id: z.number().int(),
  video_url: mediaUrlSchema,
  thumbnail_url: mediaUrlSchema,
  /** An optional WebVTT captions file the player shows as a <track>; null when the admin uploaded none. */
  captions_url: mediaUrlSchema.nullable(),
  ...contentFlagsShape,
  ...contentReviewShape,
  ...contentLanguageShape,
  /** ISO 8601. */
  created_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** `?page&pageSize&search=&category=<id>`: newest first. */
export const videoListQuerySchema = listQuerySchema.extend({ category: categoryFilterSchema });
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

const videoType = z
  .enum(['Single', 'Series'], { error: "Video type must be 'Single' or 'Series'." })
  .optional()
  .refine((type) => type !== 'Series', videoMessages.seriesUnsupported);

/**
 * The text fields of `POST /api/videos/upload` (multipart). `videoType` comes first so a Series upload is
 * answered with the spec's sentence before anything else.
 */
export const videoUploadFieldsSchema = z.object({
  videoType,
  title: formText('Title', 200),
  description: formText('Description', 10_000),
  category: formId('Category', videoMessages.categoryRequired),
  ...contentFlagFieldsShape,
  ...contentLanguageFieldShape,
});
export type VideoUploadFields = z.infer<typeof videoUploadFieldsSchema>;

/** The file fields of the upload. */
export const videoUploadFiles = {
  thumbnail: { kind: 'image', required: true },
  video: { kind: 'video', required: true },
  captions: { kind: 'captions', required: false },
} as const satisfies Record<string, FileField>;

/** `PUT /api/videos/:id` (multipart or JSON): every field optional; new files replace the old ones. */
export const videoUpdateFieldsSchema = z.object({
  title: formText('Title', 200).optional(),
  description: formText('Description', 10_000).optional(),
  category: formId('Category', videoMessages.categoryRequired).optional(),
  ...contentFlagFieldsShape,
  ...contentLanguageFieldShape,
});
export type VideoUpdateFields = z.infer<typeof videoUpdateFieldsSchema>;

export const videoUpdateFiles = {
  thumbnail: { kind: 'image', required: false },
  video: { kind: 'video', required: false },
  captions: { kind: 'captions', required: false },
} as const satisfies Record<string, FileField>;

const adminOnly = { roles: ['admin'] } as const;
const loggedIn = { roles: ['admin', 'parent', 'child'] } as const;

export const videoEndpoints = {
  list: defineEndpoint({
    id: 'videos.list',
    service: 'content',
    method: 'GET',
    path: '/api/videos',
    access: loggedIn,
    query: videoListQuerySchema,
    response: pageOf(videoSchema),
    summary: 'Videos, newest first; filter by category id, search title and description.',
  }),
  get: defineEndpoint({
    id: 'videos.get',
    service: 'content',
    method: 'GET',
    path: '/api/videos/:id',
    access: loggedIn,
    params: idParamsSchema,
    response: videoSchema,
    summary: 'One video.',
  }),
  upload: defineEndpoint({
    id: 'videos.upload',
    service: 'content',
    method: 'POST',
    path: '/api/videos/upload',
    access: adminOnly,
    body: videoUploadFieldsSchema,
    response: videoSchema,
    successStatus: 201,
    summary:
      'Upload a video (multipart: title, description, category, thumbnail image, video file, optional WebVTT ' +
      'captions; Single only).',
  }),
  update: defineEndpoint({
    id: 'videos.update',
    service: 'content',
    method: 'PUT',
    path: '/api/videos/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: videoUpdateFieldsSchema,
    response: videoSchema,
    summary: 'Edit a video (multipart or JSON); a new thumbnail, video or captions file replaces the old one.',
  }),
  remove: defineEndpoint({
    id: 'videos.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/videos/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    summary:
      "Delete a video, its files (captions included) and the children's progress on it (assignments keep their " +
      'row, without the video).',
  }),
} as const;
