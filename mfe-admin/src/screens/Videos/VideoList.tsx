import { api } from '@young-minds/api-client';
import { type Video, endpoints } from '@young-minds/contracts';
import { ButtonLink, VisuallyHidden } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { ResourceList, Thumb, formatDate, mediaUrl, pagesOf, useResourceList, withServerReason } from '../../shared';
import { videoPaths } from './VideoFields';

/** Manage Videos: the server's pages of videos, search by title, and View / Edit / Delete per row. */
export function VideoList() {
  const t = useAdminT();
  const resource = useResourceList(pagesOf(endpoints.videos.list), {
    remove: (video: Video) => api.call(endpoints.videos.remove, { params: { id: video.id } }),
    failureText: (caught) => withServerReason(t('videos.deleteFailed'), caught, ' '),
    logAs: 'video delete',
  });
  return (
    <ResourceList
      resource={resource}
      texts="videos"
      tools={<ButtonLink to={videoPaths.add}>{t('videos.add')}</ButtonLink>}
      columns={[
        { header: t('videos.column.title'), cell: (video) => video.title, names: true },
        { header: t('videos.category'), cell: (video) => video.category },
        {
          header: t('videos.column.url'),
          cell: (video) => (
            <a href={mediaUrl(video.video_url)} target="_blank" rel="noopener noreferrer">
              {t('videos.watch')}
              <VisuallyHidden> {t('videos.watchNewTab', { title: video.title })}</VisuallyHidden>
            </a>
          ),
        },
        {
          header: t('videos.thumbnail'),
          cell: (video) => <Thumb src={mediaUrl(video.thumbnail_url)} alt={video.title} loading="lazy" />,
        },
        { header: t('list.uploadedOn'), cell: (video) => formatDate(video.created_at) },
      ]}
      actions={(video, kit) => [kit.view(videoPaths.view(video.id)), kit.edit(videoPaths.edit(video.id)), kit.remove()]}
    />
  );
}
