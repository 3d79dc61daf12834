import {
  type Dashboard as DashboardData,
  type DashboardActivity,
  proPlan,
  familyDashboardEndpoints,
  ownSubscriptionEndpoints,
  parentProfileEndpoints,
} from '@young-minds/contracts';
import { Alert, Button, ButtonLink, PageTitle, Spinner, tokens, useArrivalNotice } from '@young-minds/ui';
import { Suspense, lazy, useDeferredValue } from 'react';
import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { ParentMessage, type ParentMessageId, useParentT } from '../../messages';
import { formatNumber } from '@young-minds/i18n';
import { useFamilyFormatDay } from '../../shared/familyClock';
import { Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { ChartBoundary } from './ChartBoundary';
import { MinutesTable, QuizTrendTable } from './ChartTables';
import { ChildCard } from './ChildCard';
import { kindName } from '../../shared/kindFacts';
import { useFirstRun } from '../../shared/firstRun';
import {
  firstRunRemainingOf,
  partsShown,
  renewPart,
  useRememberParts,
  useRememberedParts,
  whoPart,
} from './firstScreenParts';
import { NoChildrenPicture, NoProgressPicture } from '../../shared/illustrations';
import { HandOffTile } from '../Children/HandOffButton';
import { useEndpoint, useEndpointOrNone, useLoaded } from '@young-minds/query';

// apexcharts is large: its code is fetched only when the dashboard draws a chart, never on the first visit.
const ProgressCharts = lazy(() => import('./ProgressCharts'));

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${tokens.space.md};
`;

/** The "Who's learning?" tiles: two side by side on a 320 px phone, more as the screen widens. */
const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 128px), 1fr));
  gap: ${tokens.space.md};
  li {
    min-inline-size: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-block-start: ${tokens.space.md};
`;

/** An empty state: a small drawing, then the words and what to do. */
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  text-align: center;
  p {
    margin: 0;
  }
  > svg {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

const Feed = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding-block: ${tokens.space.sm};
    border-block-end: 1px solid ${tokens.color.border};
  }
  time {
    color: ${tokens.color.muted};
    margin-inline-start: ${tokens.space.sm};
  }
`;

/**
 * Whether the family's subscription has ended (none at all counts as ended): the dashboard then asks to renew.
 * `known` once the answer is in.
 */
function useSubscriptionEnded() {
  const { data: subscription, isPending } = useEndpointOrNone(ownSubscriptionEndpoints.ownSubscription);
  // None at all, or no days left: no access (expired, switched off, or cancelled with a refund).
  const ended = subscription !== undefined && (subscription === null || subscription.days_left === 0);
  return { ended, known: !isPending };
}

/**
 * 'Parent Dashboard': the renew banner when the subscription has ended; a card per child (this week against the
 * goal, last week, what they completed); the learning-time and quiz charts with their numbers as tables; the
 * family's recent activity. With no children, an empty state leading to Add Child.
 */
export function Dashboard() {
  const t = useParentT();
  const notice = useArrivalNotice();
  const { ended, known: subscriptionKnown } = useSubscriptionEnded();
  const dashboard = useEndpoint(familyDashboardEndpoints.dashboard);
  // The profile (read again by the welcome's way back, from the same cache) says whether that link shows.
  const profile = useEndpoint(parentProfileEndpoints.getParentProfile);
  const firstRun = useFirstRun({ askDevices: false });
  const loaded = useLoaded([dashboard], (answer) => answer);
  // What may show above the cards (the renew banner, the welcome's way back) is known before the cards show, so
  // it never arrives after them and pushes them down (issue 33).
  const aboveKnown = subscriptionKnown && !profile.isPending;
  // Until then, the top as this browser showed it last (as the page sent ahead drew it); once known, kept for next time.
  const remembered = useRememberedParts();
  useRememberParts(
    loaded.state === 'ready' && aboveKnown && firstRun.ready
      ? partsShown({ ended, firstRunRemaining: firstRun.remaining, children: loaded.data.children.length })
      : undefined,
  );

  let body: React.ReactNode;
  if (loaded.state === 'loading' || (loaded.state === 'ready' && !aboveKnown))
    body = (
      <>
        {remembered.includes(whoPart) ? <WhoPanelTop /> : null}
        <Spinner label={t('dashboard.loading')} />
      </>
    );
  else if (loaded.state === 'failed')
    body = (
      <Alert variant="danger">
        {serverText(loaded.error, t('dashboard.failed'))}{' '}
        <Button $size="sm" $variant="outline" onClick={() => void dashboard.refetch()}>
          {t('common.reload')}
        </Button>
      </Alert>
    );
  else body = <DashboardView data={loaded.data} />;

  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {ended || (!subscriptionKnown && remembered.includes(renewPart)) ? (
        <Alert variant="danger" data-frame-part={ended ? undefined : renewPart}>
          {t('dashboard.renewBanner')} <Link to="/parent/subscription">{t('dashboard.renewLink')}</Link>
        </Alert>
      ) : null}
      {firstRun.ready ? (
        <FirstRunLink remaining={firstRun.remaining} />
      ) : (
        remembered
          .filter((part) => firstRunRemainingOf(part) !== undefined)
          .map((part) => <FirstRunLink key={part} remaining={firstRunRemainingOf(part) ?? 0} part={part} />)
      )}
      {body}
    </>
  );
}

/**
 * While first-run steps remain, the dashboard leads back to the welcome (dismissed or not). `part`: drawn from what
 * this browser showed last, until the steps are known.
 */
function FirstRunLink({ remaining, part }: { remaining: number; part?: string }) {
  const t = useParentT();
  if (remaining === 0) return null;
  return (
    <Alert variant="info" role="note" data-frame-part={part}>
      <Link to="/parent/welcome">{t('welcome.backLink', { count: remaining })}</Link>
    </Alert>
  );
}

/** The "Who's learning?" panel's heading and words, as the loaded panel starts: its tiles come with the data. */
function WhoPanelTop() {
  const t = useParentT();
  return (
    <Panel aria-labelledby="who-heading" data-frame-part={whoPart}>
      <h2 id="who-heading">{t('dashboard.who.title')}</h2>
      <p>{t('dashboard.who.hint')}</p>
    </Panel>
  );
}

function DashboardView({ data }: { data: DashboardData }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  // The panels below the first screen's height come in a render of their own, right after the first one: the
  // children's tiles and cards paint first on a slow phone (issue 33).
  const belowShown = useDeferredValue(true, false);
  if (data.children.length === 0)
    return (
      <Panel aria-labelledby="children-heading">
        <h2 id="children-heading">{t('dashboard.children')}</h2>
        <Empty>
          <NoChildrenPicture />
          <p>{t('dashboard.empty')}</p>
          <ButtonLink to="/parent/addchild">{t('addChild.button')}</ButtonLink>
        </Empty>
      </Panel>
    );
  const learned = data.children.some((child) => child.minutesPerDay.some((point) => point.minutes > 0));
  return (
    <>
      <Panel aria-labelledby="who-heading">
        <h2 id="who-heading">{t('dashboard.who.title')}</h2>
        <p>{t('dashboard.who.hint')}</p>
        <Tiles aria-labelledby="who-heading">
          {data.children.map((child) => (
            <li key={child.id}>
              <HandOffTile child={child} />
            </li>
          ))}
        </Tiles>
        {data.children.length < proPlan.max_children ? (
          <Actions>
            <ButtonLink to="/parent/addchild" $variant="outline">
              {t('dashboard.who.addChild')}
            </ButtonLink>
          </Actions>
        ) : null}
      </Panel>
      <Panel aria-labelledby="children-heading">
        <h2 id="children-heading">{t('dashboard.children')}</h2>
        <p>{t('dashboard.weekOf', { date: formatDay(data.weekStart) })}</p>
        <Cards aria-labelledby="children-heading">
          {data.children.map((child) => (
            <ChildCard key={child.id} child={child} />
          ))}
        </Cards>
      </Panel>
      {belowShown ? <BelowPanels data={data} learned={learned} /> : null}
    </>
  );
}

/** The charts with their tables, and the family's recent activity. */
function BelowPanels({ data, learned }: { data: DashboardData; learned: boolean }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  return (
    <>
      <Panel aria-labelledby="minutes-heading">
        <h2 id="minutes-heading">{t('dashboard.minutesChart')}</h2>
        {learned ? (
          <>
            <ChartBox chart="minutes" data={data} />
            <MinutesTable family={data.children} />
          </>
        ) : (
          <Empty>
            <NoProgressPicture />
            <p>{t('dashboard.noMinutes', { days: data.children[0]?.minutesPerDay.length ?? 0 })}</p>
          </Empty>
        )}
      </Panel>
      <Panel aria-labelledby="quizzes-heading">
        <h2 id="quizzes-heading">{t('dashboard.quizChart')}</h2>
        {data.children.some((child) => child.quizTrend.length > 0) ? (
          <>
            <ChartBox chart="quizzes" data={data} />
            <QuizTrendTable family={data.children} />
          </>
        ) : (
          <p>{t('dashboard.noQuizzes')}</p>
        )}
      </Panel>
      <Panel aria-labelledby="activity-heading">
        <h2 id="activity-heading">{t('progress.recent')}</h2>
        {data.recentActivity.length === 0 ? (
          <Empty>
            {learned ? null : <NoProgressPicture size={120} />}
            <p>{t('progress.none')}</p>
          </Empty>
        ) : (
          <Feed aria-labelledby="activity-heading">
            {data.recentActivity.map((activity) => (
              <li key={`${activity.childId}-${activity.contentType}-${activity.contentId}-${activity.at}`}>
                <ActivityText activity={activity} />
                <time dateTime={activity.at}>{formatDay(activity.at)}</time>
              </li>
            ))}
          </Feed>
        )}
      </Panel>
    </>
  );
}

function ChartBox({ chart, data }: { chart: 'minutes' | 'quizzes'; data: DashboardData }) {
  const t = useParentT();
  return (
    <ChartBoundary fallback={<Alert variant="info">{t('dashboard.chartFailed')}</Alert>}>
      <Suspense fallback={<Spinner label={t('dashboard.loadingChart')} />}>
        <ProgressCharts chart={chart} family={data.children} />
      </Suspense>
    </ChartBoundary>
  );
}

/**
 * 'Yusuf finished “…” (Video)', 'Maryam scored 80% in “…” (Quiz)'. The name and the title keep their own direction
 * inside the sentence (`<bdi>`), so an English title in an Arabic sentence keeps its full stop at its end.
 */
function ActivityText({ activity }: { activity: DashboardActivity }) {
  const t = useParentT();
  const values = {
    name: <bdi>{activity.childName}</bdi>,
    kind: t(kindName(activity.contentType)),
    title: <bdi>{activity.title ?? t('progress.removedItem')}</bdi>,
  };
  // Numbers are formatted here: a Message with elements renders its values as they are (no digits applied).
  let id: ParentMessageId = activity.completed ? 'dashboard.activityFinished' : 'dashboard.activityStarted';
  if (activity.contentType === 'quiz' && activity.score !== null) id = 'dashboard.activityScored';
  else if (activity.contentType === 'assignment' && activity.completed) id = 'dashboard.activityHandedIn';
  return (
    <ParentMessage
      id={id}
      values={id === 'dashboard.activityScored' ? { ...values, score: formatNumber(activity.score ?? 0) } : values}
    />
  );
}
