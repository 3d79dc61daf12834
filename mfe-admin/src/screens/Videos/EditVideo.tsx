import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Video } from '@young-minds/contracts';
import { Alert } from '@young-minds/ui';
import {
  NoticeBanner,
  PageHeader,
  Panel,
  isCancelled,
  uploadCancelledText,
  useFocusFirstInvalid,
  useItem,
  useNotice,
  useUpload,
  withServerReason,
  UploadFormActions,
} from '../../shared';
import { asVideo, fetchVideo, updateVideoPath } from './api';
import { VideoLoadStatus } from './VideoLoadStatus';
import {
  VideoFields,
  type VideoFieldErrors,
  type VideoFormValues,
  emptyVideoForm,
  useCategoryOptions,
  validateVideoForm,
  videoFormData,
  videoFormMessages,
} from './VideoFields';

const valuesOf = (video: Video): VideoFormValues => ({
  ...emptyVideoForm,
  title: video.title,
  description: video.description,
  category: String(video.category_id),
});

/** Edit Video: the video's fields prefilled; new files are optional and replace the current ones. */
export function EditVideo() {
  const { id = '' } = useParams();
  const loaded = useItem((signal) => fetchVideo(id, signal), id);
  return (
    <>
      <PageHeader title="Edit Video" />
      <Panel>
        <VideoLoadStatus state={loaded} />
        {loaded.item ? <EditVideoForm key={loaded.item.id} video={loaded.item} /> : null}
      </Panel>
    </>
  );
}

/** The form, started from the loaded video. */
function EditVideoForm({ video }: { video: Video }) {
  const categories = useCategoryOptions();
  const upload = useUpload();
  const { notice, show, clear, navigateWithNotice } = useNotice();
  const [values, setValues] = useState<VideoFormValues>(() => valuesOf(video));
  const [errors, setErrors] = useState<VideoFieldErrors>({});
  const form = useFocusFirstInvalid(errors);
  const sendsFiles = values.thumbnail !== null || values.videos.length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.uploading) return;
    clear();
    const found = validateVideoForm(values, false);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      show('danger', videoFormMessages.summary);
      return;
    }
    try {
      asVideo(await upload.send(updateVideoPath(video.id), videoFormData(values), 'PUT'));
      navigateWithNotice('/admin/videos', { variant: 'success', text: 'Video updated successfully!' });
    } catch (caught) {
      if (isCancelled(caught)) {
        show('info', uploadCancelledText);
        return;
      }
      console.error('[admin] video update failed:', caught);
      show('danger', withServerReason('Failed to update video.', caught, ' '));
    }
  }

  return (
    <>
      {categories.error ? <Alert variant="danger">{categories.error}</Alert> : null}
      <NoticeBanner notice={notice} onDismiss={upload.uploading ? undefined : clear} />
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <VideoFields
          values={values}
          errors={errors}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
          categories={categories.categories}
          categoriesLoading={categories.loading}
          filesRequired={false}
          currentThumbnail={video.thumbnail_url}
        />
        <UploadFormActions upload={upload} label="Save Changes" busyLabel="Saving..." showProgress={sendsFiles} back={{ to: '/admin/videos', label: 'Cancel' }} />
      </form>
    </>
  );
}
