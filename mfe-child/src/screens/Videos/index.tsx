import { maxPageSize, progressEndpoints, videoEndpoints } from '@young-minds/contracts';
import { useChildT } from '../../messages';
import { useChildLanguageFirst } from '../../shared/contentLanguage';
import { CategoryTiles, LoadStatus, ScreenTitle } from '../../shared/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';

/**
 * `/child/video`: every video the child may see, as big picture tiles by category (those in the child's language
 * first); watched ones say so.
 */
export function Videos() {
  const t = useChildT();
  const languageFirst = useChildLanguageFirst();
  const loaded = useLoaded(
    [
      useEndpoint(videoEndpoints.list, { query: { pageSize: maxPageSize } }),
      useEndpoint(progressEndpoints.myItems, { query: { contentType: 'video', pageSize: maxPageSize } }),
    ],
    (videos, watched) => {
      const done = new Set(watched.data.filter((item) => item.completed).map((item) => item.contentId));
      return { videos: videos.data, done };
    },
  );
  return (
    <>
      <ScreenTitle text={t('videos.title')} />
      <LoadStatus loaded={loaded} loading={t('videos.loading')}>
        {({ videos, done }) =>
          videos.length === 0 ? (
            <p>{t('videos.empty')}</p>
          ) : (
            <CategoryTiles
              items={languageFirst(videos)}
              path="/child/video"
              noteOf={(video) => (done.has(video.id) ? t('videos.watched') : undefined)}
            />
          )
        }
      </LoadStatus>
    </>
  );
}
