import { useParams } from '@young-minds/router';
import { api } from '@young-minds/api-client';
import { type Video, endpoints } from '@young-minds/contracts';
import { Alert } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import {
  ItemLoadStatus,
  NoticeBanner,
  PageHeader,
  Panel,
  UploadFormActions,
  useItemOf,
  useResourceForm,
} from '../../shared';
import {
  VideoFields,
  useCategoryOptions,
  useVideoLoadStatus,
  videoFailure,
  videoFields,
  videoFileRules,
  videoFormValuesOf,
  videoPaths,
} from './VideoFields';

/** Edit Video: the video's fields prefilled; new files are optional and replace the current ones. */
export function EditVideo() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const loaded = useItemOf(endpoints.videos.get, id);
  return (
    <>
      <PageHeader title={t('videos.edit')} />
      <Panel>
        <ItemLoadStatus state={loaded} {...useVideoLoadStatus()} />
        {loaded.item ? <EditVideoForm key={loaded.item.id} video={loaded.item} /> : null}
      </Panel>
    </>
  );
}

/** The form, started from the loaded video. */
function EditVideoForm({ video }: { video: Video }) {
  const t = useAdminT();
  const categories = useCategoryOptions();
  const form = useResourceForm({
    initial: () => videoFormValuesOf(video),
    schema: endpoints.videos.update.body,
    fields: videoFields,
    files: videoFileRules(false),
    invalidNotice: t('form.correctFields'),
    send: (body, transfer) => api.call(endpoints.videos.update, { params: { id: video.id }, body, ...transfer }),
    done: () => ({ to: videoPaths.list, notice: { variant: 'success', text: t('videos.updated') } }),
    failure: videoFailure('videos.updateFailed'),
    logAs: 'video update',
  });
  const sendsFiles = form.values.thumbnail !== null || form.values.video.length > 0 || form.values.captions !== null;

  return (
    <>
      {categories.error ? <Alert variant="danger">{categories.error}</Alert> : null}
      <NoticeBanner notice={form.notice} onDismiss={form.dismiss} />
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
        <VideoFields
          values={form.values}
          errors={form.errors}
          onChange={form.change}
          categories={categories.categories}
          categoriesLoading={categories.loading}
          filesRequired={false}
          currentThumbnail={video.thumbnail_url}
          hasCaptions={video.captions_url !== null}
        />
        <UploadFormActions
          upload={form.upload}
          editing
          label={t('form.saveChanges')}
          showProgress={sendsFiles}
          back={{ to: videoPaths.list, label: t('form.cancel') }}
        />
      </form>
    </>
  );
}
