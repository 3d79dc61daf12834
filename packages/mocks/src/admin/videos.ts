import { type Video, videoEndpoints, videoMessages, videoUploadFiles } from '@young-minds/contracts';
import { adminVideos } from './fixtures';
import { mediaKindHandlers } from './media-crud';
import { type MockKind, oneCategory } from './mock-kind';
import { adminMockState } from './state';

/** `/api/videos` as the content service answers it: everyone logged in reads; admins upload, edit and delete. */
const handlers = () =>
  mediaKindHandlers({
    endpoints: { ...videoEndpoints, create: videoEndpoints.upload },
    rows: () => adminMockState.videos,
    messages: videoMessages,
    upload: videoUploadFiles,
    files: {
      thumbnail: { label: 'Thumbnail', required: videoMessages.thumbnailRequired },
      video: { label: 'Video file', required: videoMessages.videoRequired },
      captions: { label: 'Captions' },
    },
    search: (video) => [video.title, video.description],
    // Assignments that linked the video keep their row, without it (the service's foreign key sets NULL).
    removed: (video) => {
      for (const assignment of adminMockState.assignments) if (assignment.video === video.id) assignment.video = null;
    },
  });

/** Videos in the mocks: the fixtures, one category each. */
export const videoMock: MockKind<Video> = { fixtures: adminVideos, ...oneCategory, handlers };
