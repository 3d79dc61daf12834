import { api } from '@young-minds/api-client';
import {
  type Dua,
  duaCreateFiles,
  duaMessages,
  duaOccasions,
  duaUpdateFiles,
  endpoints,
  mediaKindFormats,
} from '@young-minds/contracts';
import { type AdminMessageId, messages } from '../../messages';
import { Thumb, formatDate, itemOf, mediaUrl, pagesOf, withServerReason } from '../../shared';
import type { MediaKind } from '../../shared/mediaKind';
import { mediaKindScreens } from '../../shared/MediaKindScreens';

const occasionLabel = (occasion: Dua['occasion']): AdminMessageId => `duas.occasion.${occasion}`;

/** The dua's own Arabic, marked as Arabic so screen readers and the Arabic font read it right. */
const Arabic = ({ dua }: { dua: Dua }) => (
  <span lang="ar" dir="rtl">
    {dua.arabic}
  </span>
);

/** The dua screens (issue 36): Manage Duas (/admin/duas), Add New Dua, View and Edit (/admin/manage-duas/…). */
const duaKind: MediaKind<Dua> = {
  texts: 'duas',
  reviewKind: 'dua',
  paths: { list: '/admin/duas', manage: '/admin/manage-duas' },
  read: { list: pagesOf(endpoints.duas.list), item: itemOf(endpoints.duas.get) },
  endpoints: { create: endpoints.duas.create, update: endpoints.duas.update },
  send: {
    create: (body, transfer) => api.call(endpoints.duas.create, { body, ...transfer }),
    update: (id, body, transfer) => api.call(endpoints.duas.update, { params: { id }, body, ...transfer }),
    remove: (id) => api.call(endpoints.duas.remove, { params: { id } }),
  },
  logAs: 'dua',
  list: {
    columns: [
      { header: 'duas.column.title', cell: (dua) => dua.title, names: true },
      { header: 'duas.occasion', cell: (dua, t) => t(occasionLabel(dua.occasion)) },
      { header: 'duas.category', cell: (dua) => dua.category },
      {
        header: 'duas.thumbnail',
        cell: (dua) => <Thumb src={mediaUrl(dua.thumbnail_url)} alt={dua.title} loading="lazy" />,
      },
      { header: 'list.uploadedOn', cell: (dua) => formatDate(dua.created_at) },
    ],
    deleteFailure: (caught) => withServerReason(messages.t('duas.deleteFailed'), caught, ' '),
  },
  form: {
    fields: [
      { type: 'text', name: 'title', label: 'duas.title', maxLength: 200 },
      { type: 'textarea', name: 'arabic', label: 'duas.arabic', rows: 3 },
      { type: 'textarea', name: 'transliteration', label: 'duas.transliteration', rows: 3 },
      { type: 'textarea', name: 'meaning', label: 'duas.meaning', rows: 3 },
      {
        type: 'choice',
        name: 'occasion',
        label: 'duas.occasion',
        options: duaOccasions.map((occasion) => ({ value: occasion, label: occasionLabel(occasion) })),
        onEdit: true,
      },
      { type: 'category', label: 'duas.category' },
      { type: 'flags' },
      {
        type: 'file',
        name: 'thumbnail',
        label: 'duas.thumbnail',
        accept: 'image/*',
        rule: {
          add: duaCreateFiles.thumbnail,
          edit: duaUpdateFiles.thumbnail,
          serverLabel: 'Thumbnail',
          missing: duaMessages.thumbnailRequired,
        },
        hint: ({ editing }) => (editing ? messages.t('duas.keepThumbnail') : mediaKindFormats.image),
        current: (dua) => ({ thumbnail: dua.thumbnail_url }),
      },
      {
        type: 'file',
        name: 'audio',
        label: 'duas.audio',
        accept: 'audio/*',
        rule: { add: duaCreateFiles.audio, edit: duaUpdateFiles.audio, serverLabel: 'Recording', missing: '' },
        hint: ({ editing }) => messages.t(editing?.audio_url ? 'duas.keepAudio' : 'duas.audioHint'),
      },
    ],
    newLanguage: 'both',
    correctFieldsNotice: true,
    categoriesFailure: 'with-reason',
    editProgress: 'with-files',
    submit: 'duas.save',
    back: { add: null, edit: 'form.cancel' },
    saved: { add: 'duas.added', edit: 'duas.updated' },
    failure: (caught, editing) =>
      withServerReason(messages.t(editing ? 'duas.updateFailed' : 'duas.addFailed'), caught, ' '),
  },
  view: {
    media: { cover: (dua) => dua.thumbnail_url },
    rows: [
      { label: 'duas.occasion', value: (dua) => messages.t(occasionLabel(dua.occasion)) },
      { label: 'duas.arabic', value: (dua) => <Arabic dua={dua} /> },
      { label: 'duas.transliteration', value: (dua) => dua.transliteration },
      { label: 'duas.meaning', value: (dua) => dua.meaning },
      { label: 'duas.category', value: (dua) => dua.category },
    ],
    section: (dua) =>
      dua.audio_url ? (
        // The recording's words are the dua's own, shown in full above it (Arabic, transliteration, meaning).
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio controls preload="none" src={mediaUrl(dua.audio_url)} aria-label={messages.t('duas.listen')} />
      ) : (
        <p>{messages.t('duas.noRecording')}</p>
      ),
    failure: 'duas.item.failed',
    notFound: duaMessages.notFound,
  },
};

export const duaScreens = mediaKindScreens(duaKind);
