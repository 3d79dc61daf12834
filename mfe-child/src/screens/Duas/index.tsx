import { maxPageSize, familyClockEndpoints, duaEndpoints, progressEndpoints } from '@young-minds/contracts';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { useChildT } from '../../messages';
import { LoadStatus, ScreenTitle, Tile, TileGrid, Title } from '../../shared/parts';
import { familyNow, saidOn, shelfOf } from './shelf';

/**
 * `/child/duas`: the dua shelf, ordered by the family's clock (waking and morning duas first in the morning,
 * evening and sleeping ones in the evening, eating ones around midday), a tile per dua; one said today says so.
 */
export function Duas() {
  const t = useChildT();
  const loaded = useLoaded(
    [
      useEndpoint(duaEndpoints.list, { query: { pageSize: maxPageSize } }),
      useEndpoint(progressEndpoints.myItems, { query: { contentType: 'dua', pageSize: maxPageSize } }),
      useEndpoint(familyClockEndpoints.getFamilyClock, {}),
    ],
    (duas, said, clock) => {
      const { hour, today, zone } = familyNow(clock.timeZone);
      const saidItems = new Map(said.data.map((item) => [item.contentId, item]));
      return { ...shelfOf(duas.data, hour), said: saidItems, today, zone };
    },
  );
  return (
    <>
      <ScreenTitle text={t('duas.title')} />
      <LoadStatus loaded={loaded} loading={t('duas.loading')}>
        {({ part, groups, said, today, zone }) =>
          groups.length === 0 ? (
            <p>{t('duas.empty')}</p>
          ) : (
            <>
              <p>{t(`duas.part.${part}`)}</p>
              {groups.map((group) => (
                <section key={group.occasion}>
                  <Title level={2} text={t(`duas.occasion.${group.occasion}`)} speak={false} />
                  <TileGrid>
                    {group.duas.map((dua) => {
                      const item = said.get(dua.id);
                      const note = saidOn(item, today, zone)
                        ? t('duas.saidToday')
                        : item?.completed
                          ? t('duas.saidBefore')
                          : undefined;
                      return (
                        <Tile
                          key={dua.id}
                          to={`/child/duas/${dua.id}`}
                          title={dua.title}
                          picture={dua.thumbnail_url}
                          note={note}
                          language={dua.language}
                        />
                      );
                    })}
                  </TileGrid>
                </section>
              ))}
            </>
          )
        }
      </LoadStatus>
    </>
  );
}
