import { api } from '@young-minds/api-client';
import { endpoints, maxPageSize } from '@young-minds/contracts';
import { useChildT } from '../../messages';
import { useChildLanguageFirst } from '../../shared/contentLanguage';
import { useContent } from '../../shared/gate';
import { CategoryTiles, LoadStatus, Title } from '../../shared/parts';

/**
 * `/child/video`: every video the child may see, as big picture tiles by category (those in the child's language
 * first); watched ones say so.
 */
export function Videos() {
  const t = useChildT();
  const languageFirst = useChildLanguageFirst();
  const loaded = useContent(async (signal) => {
    const [videos, watched] = await Promise.all([
      api.call(endpoints.videos.list, { query: { pageSize: maxPageSize }, signal }),
      api.call(endpoints.progress.myItems, { query: { contentType: 'video', pageSize: maxPageSize }, signal }),
    ]);
    const done = new Set(watched.data.filter((item) => item.completed).map((item) => item.contentId));
    return { videos: videos.data, done };
  }, 'videos');
  return (
    <>
      <Title text={t('videos.title')} />
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
