import { type ActivitySummary, maxPageSize, activityEndpoints } from '@young-minds/contracts';
import { VisuallyHidden, tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { activityKindIcons, activityTilePicture } from '../../shared/activityTiles';
import { CategoryTiles, LoadStatus, ScreenTitle } from '../../shared/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';

const Stars = styled.span`
  display: block;
  font-size: ${tokens.font.size.lg};
  line-height: 1.2;
  color: #b7791f;
`;

/** The best stars as ★★☆ for the eye and as words for a screen reader; nothing before the first try. */
function BestStars({ stars }: { stars: number | null | undefined }) {
  const t = useChildT();
  if (stars === null || stars === undefined) return null;
  return (
    <>
      {' '}
      <Stars aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(3 - stars)}</Stars>
      <VisuallyHidden>{t('activities.best', { count: stars })}</VisuallyHidden>
    </>
  );
}

/** A tile row: grouped by the activity's first category, with its tile picture. */
const tileOf = (activity: ActivitySummary) => ({
  ...activity,
  category: activity.categories[0]?.name ?? '',
  thumbnail_url: activityTilePicture(activity),
});

/**
 * `/child/activities`: the published activities that fit the child (the server chooses), as big tiles by
 * category, each with its cover (or its kind's picture), the kind in words and the best stars earned so far.
 */
export function Activities() {
  const t = useChildT();
  const loaded = useLoaded(
    [useEndpoint(activityEndpoints.childList, { query: { pageSize: maxPageSize } })],
    (answer) => answer,
  );
  return (
    <>
      <ScreenTitle text={t('activities.title')} />
      <LoadStatus loaded={loaded} loading={t('activities.loading')}>
        {(page) =>
          page.data.length === 0 ? (
            <p>{t('activities.empty')}</p>
          ) : (
            <CategoryTiles
              items={page.data.map(tileOf)}
              path="/child/activities"
              speak
              iconOf={(activity) => activityKindIcons[activity.kind]}
              noteOf={(activity) => (
                <>
                  {t(`activities.kind.${activity.kind}`)}
                  <BestStars stars={activity.bestStars} />
                </>
              )}
            />
          )
        }
      </LoadStatus>
    </>
  );
}
