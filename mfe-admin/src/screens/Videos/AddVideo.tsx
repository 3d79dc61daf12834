import { type FormEvent, useState } from 'react';
import { videoMessages } from '@young-minds/contracts';
import { Alert } from '@young-minds/ui';
import {
  NoticeBanner,
  PageHeader,
  Panel,
  SelectField,
  isCancelled,
  uploadCancelledText,
  useFocusFirstInvalid,
  useNotice,
  useUpload,
  withServerReason,
  UploadFormActions,
} from '../../shared';
import { asVideo, uploadVideoPath } from './api';
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

type VideoType = 'Single' | 'Series';

/** Add New Video: the fields, a Single upload with progress and cancel, then the list with the success notice. */
export function AddVideo() {
  const categories = useCategoryOptions();
  const upload = useUpload();
  const { notice, show, clear, navigateWithNotice } = useNotice();
  const [values, setValues] = useState<VideoFormValues>(emptyVideoForm);
  const [videoType, setVideoType] = useState<VideoType>('Single');
  const [errors, setErrors] = useState<VideoFieldErrors>({});
  const form = useFocusFirstInvalid(errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.uploading) return;
    clear();
    // The spec blocks Series before anything else (the server refuses it the same way).
    if (videoType === 'Series') {
      setErrors({});
      show('danger', videoMessages.seriesUnsupported);
      return;
    }
    const found = validateVideoForm(values, true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      show('danger', videoFormMessages.summary);
      return;
    }
    try {
      asVideo(await upload.send(uploadVideoPath, videoFormData(values, { videoType })));
      navigateWithNotice('/admin/videos', { variant: 'success', text: 'Video uploaded successfully!' });
    } catch (caught) {
      if (isCancelled(caught)) {
        show('info', uploadCancelledText);
        return;
      }
      console.error('[admin] video upload failed:', caught);
      show('danger', withServerReason('Failed to upload video.', caught, ' '));
    }
  }

  return (
    <>
      <PageHeader title="Add New Video" />
      <Panel>
        {categories.error ? <Alert variant="danger">{categories.error}</Alert> : null}
        <NoticeBanner notice={notice} onDismiss={upload.uploading ? undefined : clear} />
        <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
          <VideoFields
            values={values}
            errors={errors}
            onChange={(change) => setValues((current) => ({ ...current, ...change }))}
            categories={categories.categories}
            categoriesLoading={categories.loading}
            filesRequired
            multipleVideos={videoType === 'Series'}
            beforeVideoFile={
              <SelectField label="Video Type" name="videoType" value={videoType} onChange={(event) => setVideoType(event.target.value as VideoType)}>
                <option value="Single">Single</option>
                <option value="Series">Series</option>
              </SelectField>
            }
          />
          <UploadFormActions upload={upload} label="Upload Video" busyLabel="Uploading..." />
        </form>
      </Panel>
    </>
  );
}
