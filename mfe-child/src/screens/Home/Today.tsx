import { childEndpoints } from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { StarIcon } from '../../shared/icons';
import { Meter, cardLook } from '../../shared/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';

const Panel = styled.section`
  display: grid;
  gap: ${tokens.space.sm};
  margin-block-end: ${tokens.space.lg};
  ${cardLook}
  p {
    margin: 0;
    font-weight: 700;
  }
  .stars {
    font-size: ${tokens.font.size.lg};
    font-weight: 800;
  }
  /* On its way: the card at its size, its lines kept but not shown (the tiles below never move down). */
  &[data-placeholder] > * {
    visibility: hidden;
  }
`;

/** What the panel holds while the overview loads: its lines with nothing counted yet, only to take their room. */
const nothingYet = { stars: 0, todaySeconds: 0, weekSeconds: 0, weeklyGoalMinutes: 0 };

/**
 * Today's learning and the week's minutes against the parent's goal, and the stars earned (`GET
 * /api/child/overview`). While it loads the card keeps its room, its lines hidden (issue 33: the tiles below it no
 * longer jump down when it arrives); if it fails nothing shows: the rest of the home still works.
 */
export function Today() {
  const t = useChildT();
  const loaded = useLoaded([useEndpoint(childEndpoints.overview)], (answer) => answer);
  if (loaded.state === 'failed') return null;
  const overview = loaded.state === 'ready' ? loaded.data : nothingYet;
  // On its way: a card of the same lines, hidden and not read out.
  const placeholder = loaded.state !== 'ready';
  const weekMinutes = Math.floor(overview.weekSeconds / 60);
  const goal = overview.weeklyGoalMinutes;
  const share = goal > 0 ? Math.min(100, Math.round((weekMinutes * 100) / goal)) : 0;
  const weekText = t('home.week', { minutes: weekMinutes, goal });
  return (
    <Panel
      aria-label={placeholder ? undefined : t('home.weekLabel')}
      aria-hidden={placeholder || undefined}
      data-placeholder={placeholder || undefined}
    >
      <p className="stars">
        <StarIcon />
        {t('home.stars', { count: overview.stars })}
      </p>
      <p>{t('home.today', { minutes: Math.floor(overview.todaySeconds / 60) })}</p>
      <p>{weekText}</p>
      <Meter percent={share} label={t('home.weekLabel')} valueText={weekText} />
    </Panel>
  );
}
