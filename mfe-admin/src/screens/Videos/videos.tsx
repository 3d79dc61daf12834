import { api } from '@young-minds/api-client';
import {
  type Video,
  endpoints,
  mediaKindFormats,
  videoMessages,
  videoUpdateFiles,
  videoUploadFiles,
} from '@young-minds/contracts';
import { messages } from '../../messages';
import { Thumb, formatDate, itemOf, mediaUrl, pagesOf, withServerReason } from '../../shared';
import type { MediaKind } from '../../shared/mediaKind';
import { NewTabLink, formatDuration, mediaKindScreens } from '../../shared/MediaKindScreens';

/** The video screens: Manage Videos (/admin/videos), Add New Video, View and Edit (/admin/manage-videos/…). */
const videoKind: MediaKind<Video> = {
  texts: 'videos',
  reviewKind: 'video',
  paths: { list: '/admin/videos', manage: '/admin/manage-videos' },
  read: { list: pagesOf(endpoints.videos.list), item: itemOf(endpoints.videos.get) },
  endpoints: { create: endpoints.videos.upload, update: endpoints.videos.update },
  send: {
    create: (body, transfer) => api.call(endpoints.videos.upload, { body, ...transfer }),
    update: (id, body, transfer) => api.call(endpoints.videos.update, { params: { id }, body, ...transfer }),
    remove: (id) => api.call(endpoints.videos.remove, { params: { id } }),
  },
  logAs: 'video',
  list: {
    columns: [
      { header: 'videos.column.title', cell: (video) => video.title, names: true },
      { header: 'videos.category', cell: (video) => video.category },
      {
        header: 'videos.column.url',
        cell: (video, t) => (
          <NewTabLink href={mediaUrl(video.video_url)} hidden={t('videos.watchNewTab', { title: video.title })}>
            {t('videos.watch')}
          </NewTabLink>
        ),
      },
      {
        header: 'videos.thumbnail',
        cell: (video) => <Thumb src={mediaUrl(video.thumbnail_url)} alt={video.title} loading="lazy" />,
      },
      { header: 'list.uploadedOn', cell: (video) => formatDate(video.created_at) },
    ],
    deleteFailure: (caught) => withServerReason(messages.t('videos.deleteFailed'), caught, ' '),
  },
  form: {
    fields: [
      { type: 'text', name: 'title', label: 'videos.title', maxLength: 200 },
      { type: 'textarea', name: 'description', label: 'videos.description', rows: 5 },
      { type: 'category', label: 'videos.category' },
      { type: 'flags' },
      {
        type: 'file',
        name: 'thumbnail',
        label: 'videos.thumbnail',
        accept: 'image/*',
        rule: {
          add: videoUploadFiles.thumbnail,
          edit: videoUpdateFiles.thumbnail,
          serverLabel: 'Thumbnail',
          missing: videoMessages.thumbnailRequired,
        },
        hint: ({ editing }) => (editing ? messages.t('videos.keepThumbnail') : mediaKindFormats.image),
        current: (video) => ({ thumbnail: video.thumbnail_url }),
      },
      {
        type: 'choice',
        name: 'videoType',
        label: 'videos.type',
        options: [
          { value: 'Single', label: 'videos.type.single' },
          { value: 'Series', label: 'videos.type.series' },
        ],
      },
      {
        type: 'file',
        name: 'video',
        label: 'videos.file',
        accept: 'video/*',
        rule: {
          add: videoUploadFiles.video,
          edit: videoUpdateFiles.video,
          serverLabel: 'Video file',
          missing: videoMessages.videoRequired,
        },
        hint: ({ editing }) => (editing ? messages.t('videos.keepVideo') : mediaKindFormats.video),
        // A Series upload picks several files.
        multiple: (values) => values.videoType === 'Series',
      },
      {
        type: 'file',
        name: 'captions',
        label: 'videos.captions',
        accept: '.vtt,text/vtt',
        rule: { add: videoUploadFiles.captions, edit: videoUpdateFiles.captions, serverLabel: 'Captions', missing: '' },
        hint: ({ editing }) => messages.t(editing?.captions_url ? 'videos.keepCaptions' : 'videos.captionsHint'),
      },
    ],
    // Series is refused before anything else, in the contract's sentence (the server refuses it the same way).
    refuse: (values) => (values.videoType === 'Series' ? videoMessages.seriesUnsupported : null),
    correctFieldsNotice: true,
    categoriesFailure: 'with-reason',
    editProgress: 'with-files',
    submit: 'videos.upload',
    back: { add: null, edit: 'form.cancel' },
    saved: { add: 'videos.uploaded', edit: 'videos.updated' },
    failure: (caught, editing) =>
      withServerReason(messages.t(editing ? 'videos.updateFailed' : 'videos.uploadFailed'), caught, ' '),
  },
  view: {
    media: { player: (video) => ({ src: video.video_url, poster: video.thumbnail_url }) },
    rows: [
      { label: 'videos.category', value: (video) => video.category },
      { label: 'videos.duration', value: (_video, played) => formatDuration(played.duration) },
      { label: 'videos.description', value: (video) => video.description },
    ],
    failure: 'videos.item.failed',
    notFound: videoMessages.notFound,
  },
};

export const videoScreens = mediaKindScreens(videoKind);
