import { api } from '@young-minds/api-client';
import { endpoints } from '@young-minds/contracts';
import { type MediaPickerProps, type MediaUpload, MediaPicker as SharedMediaPicker, fileForm } from '../../shared';

/** The server's own words name the file ('The picture must be an image …'). */
const labels = { image: 'The picture', audio: 'The sound' } as const;

/** `POST /api/activities/media` with progress (multipart: one `image` or `audio` field). */
export const activityMediaUpload =
  (kind: 'image' | 'audio'): MediaUpload =>
  async (file, transfer) =>
    (await api.call(endpoints.activities.uploadMedia, { body: fileForm(kind, file), ...transfer })).url;

/** A card's picture or sound: the admin's one picker, uploading through the activities' media upload. */
export function MediaPicker(props: Omit<MediaPickerProps, 'upload' | 'serverLabel'>) {
  return <SharedMediaPicker {...props} serverLabel={labels[props.kind]} upload={activityMediaUpload(props.kind)} />;
}
