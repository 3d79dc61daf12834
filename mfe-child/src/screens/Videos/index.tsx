import { api } from '@young-minds/api-client';
import { type Video, endpoints, maxPageSize } from '@young-minds/contracts';
import { useChildT } from '../../messages';
import { useContent } from '../../shared/gate';
import { LoadStatus, Tile, TileGrid, Title } from '../../shared/parts';

/** Videos grouped by their category, in the order the newest video of each category came. */
function byCategory(videos: readonly Video[]): Array<{ category: string; videos: Video[] }> {
  const groups = new Map<string, Video[]>();
  for (const video of videos) groups.set(video.category, [...(groups.get(video.category) ?? []), video]);
  return [...groups].map(([category, list]) => ({ category, videos: list }));
}

/** `/child/video`: every video the child may see, as big picture tiles by category; watched ones say so. */
export function Videos() {
  const t = useChildT();
  const loaded = useContent(async (signal) => {
    const [videos, watched] = await Promise.all([
      api.call(endpoints.videos.list, { query: { pageSize: maxPageSize }, signal }),
      api.call(endpoints.progress.myItems, { query: { contentType: 'video', pageSize: maxPageSize }, signal }),
    ]);
    const done = new Set(watched.data.filter((item) => item.completed).map((item) => item.contentId));
    return { groups: byCategory(videos.data), done };
  }, 'videos');
  return (
    <>
      <Title text={t('videos.title')} />
      <LoadStatus loaded={loaded} loading={t('videos.loading')}>
        {({ groups, done }) =>
          groups.length === 0 ? (
            <p>{t('videos.empty')}</p>
          ) : (
            groups.map((group) => (
              <section key={group.category}>
                <Title level={2} text={group.category} />
                <TileGrid>
                  {group.videos.map((video) => (
                    <Tile
                      key={video.id}
                      to={`/child/video/${video.id}`}
                      title={video.title}
                      picture={video.thumbnail_url}
                      note={done.has(video.id) ? t('videos.watched') : undefined}
                    />
                  ))}
                </TileGrid>
              </section>
            ))
          )
        }
      </LoadStatus>
    </>
  );
}
