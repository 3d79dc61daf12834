import { Suspense, lazy, useId, useState } from 'react';
import styled from 'styled-components';
import {
  type AdminStats,
  type IncomePoint,
  type IncomeView,
  adminTotals,
  contentKinds,
  incomeEndpoints,
  statsEndpoints,
} from '@young-minds/contracts';
import { formatNumber } from '@young-minds/i18n';
import { Alert, Spinner, tokens } from '@young-minds/ui';
import { SelectField } from '@young-minds/ui/forms';
import { useDarkMode } from '../../layout';
import { type AdminMessageId, useAdminT } from '../../messages';
// The shared modules one by one, not `../../shared`: its index brings every list and form helper (and the Arabic
// sentences of the server) into the first screen after login.
import { formatMoney } from '../../shared/format';
import { PageHeader } from '../../shared/PageHeader';
import { palette } from '../../shared/palette';
import { DataTable } from '../../shared/Table';
import { itemState } from '../../shared/useItem';
import { ChartBoundary } from './ChartBoundary';
import { periodLabel } from './periodLabel';
import { useEndpoint } from '@young-minds/query';
import { WaitingCards } from '../Review/WaitingCards';

// apexcharts is large: its code is fetched only when the chart is about to show.
const IncomeChart = lazy(() => import('./IncomeChart'));

/** Total Users, then a card per kind the registry totals here, in the spec's order. */
const statCards: ReadonlyArray<{ key: keyof AdminStats; label: AdminMessageId }> = [
  { key: 'totalUsers', label: 'dashboard.totalUsers' },
  ...adminTotals.flatMap(({ kind, key }) => {
    const label = contentKinds[kind].labels.adminTotal;
    return label ? [{ key, label }] : [];
  }),
];

export const incomeViewOptions: ReadonlyArray<{ value: IncomeView; label: AdminMessageId }> = [
  { value: 'monthly', label: 'dashboard.view.monthly' },
  { value: 'quarterly', label: 'dashboard.view.quarterly' },
  { value: 'half-yearly', label: 'dashboard.view.halfYearly' },
  { value: 'yearly', label: 'dashboard.view.yearly' },
];

/** A term/definition list, so a screen reader reads each card as 'Total Users: 12'. */
const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${tokens.space.md};
  margin: 0 0 ${tokens.space.lg};
`;

const StatCard = styled.div`
  padding: ${tokens.space.md} ${tokens.space.lg};
  background: ${palette.surface};
  color: ${palette.text};
  border: 1px solid ${palette.border};
  border-inline-start: 6px solid ${tokens.color.primary};
  border-radius: ${tokens.radius.md};
  dt {
    color: ${palette.muted};
    font-weight: 700;
  }
  dd {
    margin: ${tokens.space.xs} 0 0;
    font-size: ${tokens.font.size.xl};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const IncomePanel = styled.section`
  box-sizing: border-box;
  padding: ${tokens.space.lg};
  background: ${palette.surface};
  color: ${palette.text};
  border: 1px solid ${palette.border};
  border-radius: ${tokens.radius.md};
  label {
    color: ${palette.text};
  }
`;

const IncomeHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${tokens.space.sm} ${tokens.space.md};
  h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
  }
  > div {
    min-width: 180px;
  }
`;

const ChartBox = styled.div`
  min-height: 300px;
`;

const Figures = styled.details`
  margin-top: ${tokens.space.md};
  summary {
    cursor: pointer;
    font-weight: 700;
    color: ${palette.link};
    margin-bottom: ${tokens.space.sm};
  }
`;

/** The four totals: '...' while they load, 0 with a danger alert when they cannot be loaded. */
function Totals() {
  const t = useAdminT();
  const { item: stats, loading, error } = itemState(useEndpoint(statsEndpoints.adminStats));
  return (
    <>
      {!loading && error ? (
        <Alert variant="danger">
          {t('list.failedWithReason', { lead: t('dashboard.statsFailed'), reason: error })}
        </Alert>
      ) : null}
      <StatGrid aria-busy={loading || undefined}>
        {statCards.map(({ key, label }) => (
          <StatCard key={key}>
            <dt>{t(label)}</dt>
            <dd>{loading ? '...' : formatNumber(stats?.[key] ?? 0, { useGrouping: false })}</dd>
          </StatCard>
        ))}
      </StatGrid>
    </>
  );
}

/** The figures behind the chart as a table: charts are not readable by screen readers. */
function FiguresTable({ points }: { points: readonly IncomePoint[] }) {
  const t = useAdminT();
  return (
    <Figures>
      <summary>{t('dashboard.showFigures')}</summary>
      <DataTable caption={t('dashboard.incomePerPeriod')} columns={[t('dashboard.period'), t('dashboard.income')]}>
        {points.map((point) => (
          <tr key={point.label}>
            <td>{periodLabel(point.label, t)}</td>
            <td>{formatMoney(point.total)}</td>
          </tr>
        ))}
      </DataTable>
    </Figures>
  );
}

/** The 'Income Chart' section: the view selector, the bar chart of totals per period, and its figures. */
function Income() {
  const t = useAdminT();
  const [view, setView] = useState<IncomeView>('monthly');
  const dark = useDarkMode((state) => state.dark);
  const headingId = useId();
  const { item: points, loading, error } = itemState(useEndpoint(incomeEndpoints.income, { query: { view } }));
  // The chart's chunk (apexcharts, the page's largest file) is asked for once the stat numbers are in: they paint
  // first and do not share the line with it (issue 37). The same cached read as the totals': no second call.
  const statsSettled = !useEndpoint(statsEndpoints.adminStats).isPending;
  const viewOption = incomeViewOptions.find((option) => option.value === view);
  const viewLabel = viewOption ? t(viewOption.label) : view;

  let body;
  if (loading || !statsSettled) body = <Spinner label={t('dashboard.loadingIncome')} />;
  else if (error || !points)
    body = (
      <Alert variant="danger">
        {t('list.failedWithReason', {
          lead: t('dashboard.incomeFailed'),
          reason: error ?? t('dashboard.somethingWrong'),
        })}
      </Alert>
    );
  else
    body = (
      <>
        {/* A new view gets a fresh boundary, so one failed drawing does not hide the next chart. */}
        <ChartBoundary key={view}>
          <Suspense fallback={<Spinner label={t('dashboard.loadingChart')} />}>
            <ChartBox role="img" aria-label={t('dashboard.chartLabel', { view: viewLabel })}>
              <IncomeChart points={points} dark={dark} />
            </ChartBox>
          </Suspense>
        </ChartBoundary>
        <FiguresTable points={points} />
      </>
    );

  return (
    <IncomePanel aria-labelledby={headingId}>
      <IncomeHead>
        <h2 id={headingId}>{t('dashboard.incomeChart')}</h2>
        <SelectField
          label={t('dashboard.incomeView')}
          value={view}
          onChange={(event) => setView(event.target.value as IncomeView)}
        >
          {incomeViewOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </SelectField>
      </IncomeHead>
      {body}
    </IncomePanel>
  );
}

/** Admin Dashboard: the platform's totals and the income chart, both from the server. */
export function Dashboard() {
  const t = useAdminT();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <Totals />
      <WaitingCards />
      <Income />
    </>
  );
}
