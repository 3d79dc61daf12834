import { useState } from 'react';
import { api } from '@young-minds/api-client';
import { endpoints, videoMessages } from '@young-minds/contracts';
import { Alert, SelectField } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { NoticeBanner, PageHeader, Panel, UploadFormActions, useResourceForm } from '../../shared';
import {
  VideoFields,
  emptyVideoForm,
  useCategoryOptions,
  videoFailure,
  videoFields,
  videoFileRules,
  videoPaths,
} from './VideoFields';

type VideoType = 'Single' | 'Series';

/** Add New Video: the fields, a Single upload with progress and cancel, then the list with the success notice. */
export function AddVideo() {
  const t = useAdminT();
  const categories = useCategoryOptions();
  const [videoType, setVideoType] = useState<VideoType>('Single');
  const form = useResourceForm({
    initial: emptyVideoForm,
    schema: endpoints.videos.upload.body,
    fields: (values) => ({ ...videoFields(values), videoType }),
    files: videoFileRules(true),
    // Series is refused before anything else, in the contract's sentence (the server refuses it the same way).
    refuse: () => (videoType === 'Series' ? videoMessages.seriesUnsupported : null),
    invalidNotice: t('form.correctFields'),
    send: (body, transfer) => api.call(endpoints.videos.upload, { body, ...transfer }),
    done: () => ({ to: videoPaths.list, notice: { variant: 'success', text: t('videos.uploaded') } }),
    failure: videoFailure('videos.uploadFailed'),
    logAs: 'video upload',
  });

  return (
    <>
      <PageHeader title={t('videos.add')} />
      <Panel>
        {categories.error ? <Alert variant="danger">{categories.error}</Alert> : null}
        <NoticeBanner notice={form.notice} onDismiss={form.dismiss} />
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
          <VideoFields
            values={form.values}
            errors={form.errors}
            onChange={form.change}
            categories={categories.categories}
            categoriesLoading={categories.loading}
            filesRequired
            multipleVideos={videoType === 'Series'}
            beforeVideoFile={
              <SelectField
                label={t('videos.type')}
                name="videoType"
                value={videoType}
                onChange={(event) => setVideoType(event.target.value as VideoType)}
              >
                <option value="Single">{t('videos.type.single')}</option>
                <option value="Series">{t('videos.type.series')}</option>
              </SelectField>
            }
          />
          <UploadFormActions upload={form.upload} label={t('videos.upload')} />
        </form>
      </Panel>
    </>
  );
}
