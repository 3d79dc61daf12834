import { type Child, type HifzMap, hifzEndpoints } from '@young-minds/contracts';
import { Alert, Spinner, tokens } from '@young-minds/ui';
import { formatNumber } from '@young-minds/i18n';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { Suspense, lazy, useMemo } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../../messages';
import { TableBox } from '../../../shared/parts';
import { serverText } from '../../../shared/serverText';
import { ChartBoundary } from '../../Dashboard/ChartBoundary';
import { hifzTotals } from './hifzTotals';
import { SurahName, useSurahName } from './SurahName';

// apexcharts is large: fetched only when a child's map has a surah to draw.
const HifzChart = lazy(() => import('./HifzChart'));

/** "N ayahs to revise today": the one thing the parent may act on today, so it stands out. */
const DueToday = styled.p<{ $any: boolean }>`
  margin-block: 0 ${tokens.space.md};
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md};
  border-inline-start: 4px solid ${({ $any }) => ($any ? tokens.color.accent : tokens.color.successText)};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.infoBg};
  color: ${tokens.color.text};
  font-weight: 700;
`;

/**
 * The child's memorisation (`GET /api/parent/children/:id/hifz`): how many ayahs are memorised and learning, how
 * many to revise today, a chart of each begun surah's memorised ayahs against its length, and the same numbers as
 * a table (what screen readers read; the drawing is hidden from them).
 */
export function HifzProgress({ child }: { child: Child }) {
  const t = useParentT();
  const loaded = useLoaded([useEndpoint(hifzEndpoints.childMap, { params: { id: child.id } })], (map) => map);
  return (
    <section aria-labelledby="hifz-heading">
      <h3 id="hifz-heading">{t('quran.hifz.title')}</h3>
      {loaded.state === 'loading' ? <Spinner label={t('quran.hifz.loading')} /> : null}
      {loaded.state === 'failed' ? (
        <Alert variant="danger">{serverText(loaded.error, t('quran.hifz.failed'))}</Alert>
      ) : null}
      {loaded.state === 'ready' ? <HifzView child={child} map={loaded.data} /> : null}
    </section>
  );
}

function HifzView({ child, map }: { child: Child; map: HifzMap }) {
  const t = useParentT();
  const surahName = useSurahName();
  const rows = useMemo(() => map.surahs.map((surah) => ({ ...surah, name: surahName(surah.surah) })), [map, surahName]);
  // The same list while nothing changes, so the chart is not drawn again on every render of the page.
  const chartSurahs = useMemo(() => rows.map((row) => ({ ...row, name: row.name.text })), [rows]);
  if (map.surahs.length === 0) return <p>{t('quran.hifz.empty', { name: child.name })}</p>;
  const totals = hifzTotals(map);
  return (
    <>
      <p>{t('quran.hifz.totals', { memorized: totals.memorized, learning: totals.learning })}</p>
      <DueToday $any={totals.dueToday > 0}>{t('quran.hifz.dueToday', { count: totals.dueToday })}</DueToday>
      <ChartBoundary fallback={<Alert variant="info">{t('quran.hifz.chartFailed')}</Alert>}>
        <Suspense fallback={<Spinner label={t('dashboard.loadingChart')} />}>
          <HifzChart surahs={chartSurahs} />
        </Suspense>
      </ChartBoundary>
      <TableBox>
        <table>
          <caption>{t('quran.hifz.tableCaption', { name: child.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quran.hifz.surah')}</th>
              <th scope="col">{t('quran.hifz.memorized')}</th>
              <th scope="col">{t('quran.hifz.learning')}</th>
              <th scope="col">{t('quran.hifz.due')}</th>
              <th scope="col">{t('quran.hifz.ayahCount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.surah}>
                <th scope="row">
                  <SurahName name={row.name} />
                </th>
                <td>{formatNumber(row.memorized)}</td>
                <td>{formatNumber(row.learning)}</td>
                <td>{formatNumber(row.dueToday)}</td>
                <td>{formatNumber(row.ayahCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </>
  );
}
