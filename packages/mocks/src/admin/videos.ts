import type { HttpHandler } from 'msw';
import { type Video, videoEndpoints, videoMessages } from '@young-minds/contracts';
import {
  MockHttpError,
  type UploadRule,
  checkUploads,
  crudHandlers,
  definedOnly,
  newestFirst,
  nextId,
  storeUpload,
} from '../kit';
import { categoryLinkOf, newContentFlags } from './category-links';
import { adminVideos } from './fixtures';
import { type MockKind, oneCategory } from './mock-kind';
import { adminMockState } from './state';

const videoFiles = (required: boolean) =>
  ({
    thumbnail: { kind: 'image', label: 'Thumbnail', required: required ? videoMessages.thumbnailRequired : undefined },
    video: { kind: 'video', label: 'Video file', required: required ? videoMessages.videoRequired : undefined },
    captions: { kind: 'captions', label: 'Captions' },
  }) satisfies Record<string, UploadRule>;

/** `/api/videos` as the content service answers it: everyone logged in reads; admins upload, edit and delete. */
const handlers = (): HttpHandler[] => [
  ...crudHandlers({
    endpoints: { ...videoEndpoints, create: videoEndpoints.upload },
    rows: () => adminMockState.videos,
    notFound: videoMessages.notFound,
    list: {
      search: (video) => [video.title, video.description],
      filter: (video, query) => query.category === undefined || video.category_id === query.category,
      order: newestFirst,
    },
    create: async ({ body, files }) => {
      const checked = await checkUploads(files, videoFiles(true));
      // As the service stores them: the text fields under their contract names; the category id renamed.
      const { category, videoType: _videoType, age_band, music_free, language, ...fields } = body;
      return {
        id: nextId(),
        ...fields,
        ...newContentFlags,
        ...definedOnly({ age_band, music_free, language }),
        ...categoryLinkOf(category),
        thumbnail_url: storeUpload(checked.thumbnail!),
        video_url: storeUpload(checked.video!),
        captions_url: checked.captions ? storeUpload(checked.captions) : null,
        created_at: new Date().toISOString(),
      };
    },
    update: {
      prepare: ({ body: fields, files }) => {
        const hasFields = Object.values(fields).some((value) => value !== undefined);
        if (!hasFields && !files.thumbnail && !files.video && !files.captions)
          throw new MockHttpError(400, videoMessages.nothingToUpdate);
        return {};
      },
      // Files are checked once the row is known (an unknown id is a plain 404), then the category.
      apply: async (video, { body: fields, files }) => {
        const checked = await checkUploads(files, videoFiles(false));
        const { category: _category, ...text } = fields;
        return {
          ...video,
          ...definedOnly(text),
          ...(fields.category === undefined ? {} : categoryLinkOf(fields.category)),
          thumbnail_url: checked.thumbnail ? storeUpload(checked.thumbnail) : video.thumbnail_url,
          video_url: checked.video ? storeUpload(checked.video) : video.video_url,
          captions_url: checked.captions ? storeUpload(checked.captions) : video.captions_url,
        };
      },
    },
    remove: {
      // Assignments that linked the video keep their row, without it (the service's foreign key sets NULL).
      after: (video) => {
        for (const assignment of adminMockState.assignments) if (assignment.video === video.id) assignment.video = null;
      },
      message: videoMessages.deleted,
    },
  }),
];

/** Videos in the mocks: the fixtures, one category each. */
export const videoMock: MockKind<Video> = { fixtures: adminVideos, ...oneCategory, handlers };
