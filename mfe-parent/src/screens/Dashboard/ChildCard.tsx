import type { DashboardChild } from '@young-minds/contracts';
import { formatDate, formatNumber } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import { AvatarPicture } from '@young-minds/ui/avatars';
import { Link } from '@young-minds/router';
import { Fragment } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { pictureOf } from '../../shared/avatars';
import { percentOrDash } from '../../shared/format';
import { useFamilyFormatDay, useFamilyTimeZone } from '../../shared/familyClock';
import { kindFacts } from '../../shared/kindFacts';
import { QuranCardLine } from '../Children/Quran/QuranCardLine';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  min-width: 0;
  padding: ${tokens.space.md};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  p {
    margin: 0;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  /* A long name without spaces wraps inside the card instead of running past its edge or squeezing the picture. */
  > svg {
    flex-shrink: 0;
  }
  > div {
    min-inline-size: 0;
  }
  h3 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
    overflow-wrap: anywhere;
  }
  a {
    color: ${tokens.color.primaryStrong};
    font-weight: 800;
  }
`;

const Bar = styled.div`
  block-size: 12px;
  background: ${tokens.color.page};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  overflow: hidden;
`;

const Fill = styled.div<{ $share: number; $onTrack: boolean }>`
  block-size: 100%;
  inline-size: ${({ $share }) => `${Math.round($share * 100)}%`};
  background: ${({ $onTrack }) => ($onTrack ? tokens.color.successText : tokens.color.accent)};
`;

/** The status in words (and a mark), so it never rests on the bar's colour alone. */
const Status = styled.p<{ $onTrack: boolean }>`
  font-weight: 800;
  color: ${({ $onTrack }) => ($onTrack ? tokens.color.successText : tokens.color.dangerText)};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: ${tokens.space.xs} ${tokens.space.sm};
  margin: 0;
  dd {
    margin: 0;
    font-weight: 700;
    text-align: end;
  }
`;

/** A moment as '26 Nov 2026, 10:42' (in the family's zone, given where it is used). */
const syncMoment = {
  english: 'en-GB',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

/** One child on the dashboard: who, this week against the goal, last week, and what they completed. */
export function ChildCard({ child }: { child: DashboardChild }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const timeZone = useFamilyTimeZone();
  const onTrack = child.status === 'on-track';
  const share = child.weeklyGoalMinutes > 0 ? Math.min(1, child.thisWeekMinutes / child.weeklyGoalMinutes) : 1;
  const headingId = `child-card-${child.id}`;
  const weekText = t('dashboard.weekAgainstGoal', {
    minutes: child.thisWeekMinutes,
    goal: child.weeklyGoalMinutes,
  });
  return (
    <Card aria-labelledby={headingId}>
      <Who>
        <AvatarPicture avatar={pictureOf(child)} />
        <div>
          <h3 id={headingId}>
            <Link to={`/parent/children/${child.id}`}>{child.name}</Link>
          </h3>
          <p>{child.age === null ? t('child.noAge') : t('child.age', { age: child.age })}</p>
        </div>
      </Who>
      <p>
        {child.lastActiveAt
          ? t('dashboard.lastActive', { date: formatDay(child.lastActiveAt) })
          : t('dashboard.neverActive')}
      </p>
      {/* When the child area last sent what it queued offline, and how much was waiting. */}
      <p>
        {child.lastSyncAt
          ? t('dashboard.lastSync', {
              date: formatDate(child.lastSyncAt, { ...syncMoment, timeZone }),
              count: child.lastSyncItems,
            })
          : t('dashboard.neverSynced')}
      </p>
      <p>{weekText}</p>
      <Bar
        role="progressbar"
        aria-label={t('dashboard.weekBarLabel', { name: child.name })}
        aria-valuemin={0}
        aria-valuemax={child.weeklyGoalMinutes}
        aria-valuenow={Math.min(child.thisWeekMinutes, child.weeklyGoalMinutes)}
        aria-valuetext={weekText}
      >
        <Fill $share={share} $onTrack={onTrack} />
      </Bar>
      <Status $onTrack={onTrack}>{onTrack ? t('dashboard.onTrack') : t('dashboard.behind')}</Status>
      <p>{t('dashboard.lastWeek', { minutes: child.lastWeekMinutes })}</p>
      <QuranCardLine childId={child.id} />
      <Counts aria-label={t('dashboard.completedLabel', { name: child.name })}>
        {kindFacts(child.byKind).map((fact) => (
          <Fragment key={fact.key}>
            <dt>{t(fact.label)}</dt>
            <dd>{'percent' in fact ? percentOrDash(fact.percent) : formatNumber(fact.count)}</dd>
          </Fragment>
        ))}
      </Counts>
    </Card>
  );
}
