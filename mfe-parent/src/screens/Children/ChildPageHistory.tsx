import { pathOf, request } from '@young-minds/api-client';
import {
  type Child,
  type HistoryFilter,
  progressContentTypeValues,
  familyProgressEndpoints,
} from '@young-minds/contracts';
import { Alert, Button, Spinner, tokens } from '@young-minds/ui';
import { Input, SelectField } from '@young-minds/ui/forms';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { formatDuration } from '../../shared/format';
import { useFamilyFormatDay } from '../../shared/familyClock';
import { Panel, TableBox } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { Pager } from '../../shared/Pager';
import { kindName } from '../../shared/kindFacts';
import { ItemDetails } from './ItemDetails';
import { useEndpoint, useLoaded } from '@young-minds/query';

/** Rows of one page of history. */
const historyPageSize = 10;

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: 0 ${tokens.space.md};
  align-items: end;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-block-end: ${tokens.space.md};
`;

/** The filter as the calls send it (empty fields left out). */
function activeFilter(kind: string, from: string, to: string): HistoryFilter {
  return {
    ...(kind ? { contentType: kind as HistoryFilter['contentType'] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** Saves text as a file through a temporary object URL (a link click the browser treats as a download). */
function saveFile(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A child's full history: filters by kind and period, a page at a time, and the same filtered rows as a CSV. */
export function ChildPageHistory({ child }: { child: Child }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const [draft, setDraft] = useState({ kind: '', from: '', to: '' });
  const [filter, setFilter] = useState<HistoryFilter>({});
  const [page, setPage] = useState(1);
  const [periodError, setPeriodError] = useState<string | null>(null);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const loaded = useLoaded(
    [
      useEndpoint(familyProgressEndpoints.history, {
        params: { id: child.id },
        query: { ...filter, page, pageSize: historyPageSize },
      }),
    ],
    (answer) => answer,
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setPeriodError(t('childPage.periodReversed'));
      return;
    }
    setPeriodError(null);
    setFilter(activeFilter(draft.kind, draft.from, draft.to));
    setPage(1);
  }

  async function downloadCsv() {
    setDownload({ busy: true, error: null });
    try {
      // The CSV is not JSON, so it comes through the client's plain `request` (same base URL and bearer token).
      const csv = await request<string>(pathOf(familyProgressEndpoints.historyCsv, { id: child.id }), {
        query: { ...filter },
        headers: { Accept: 'text/csv' },
      });
      saveFile(csv, 'text/csv', t('childPage.csvFileName', { name: child.name.toLowerCase().replace(/\s+/g, '-') }));
      setDownload({ busy: false, error: null });
    } catch (caught) {
      setDownload({
        busy: false,
        error: serverText(caught, t('childPage.csvFailed')),
      });
    }
  }

  return (
    <Panel aria-labelledby="history-heading">
      <h2 id="history-heading">{t('childPage.history')}</h2>
      <Filters onSubmit={apply} noValidate aria-label={t('childPage.filters')}>
        <SelectField
          label={t('childPage.kind')}
          value={draft.kind}
          onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
        >
          <option value="">{t('childPage.allKinds')}</option>
          {progressContentTypeValues.map((kind) => (
            <option key={kind} value={kind}>
              {t(kindName(kind))}
            </option>
          ))}
        </SelectField>
        <Input
          label={t('childPage.from')}
          type="date"
          value={draft.from}
          error={periodError ?? undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <Input
          label={t('childPage.to')}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Actions>
          <Button type="submit">{t('childPage.applyFilters')}</Button>
        </Actions>
      </Filters>
      <Actions>
        <Button
          $variant="outline"
          onClick={downloadCsv}
          disabled={download.busy}
          aria-busy={download.busy || undefined}
        >
          {download.busy ? t('childPage.downloading') : t('childPage.downloadCsv')}
        </Button>
      </Actions>
      {download.error ? <Alert variant="danger">{download.error}</Alert> : null}
      {loaded.state === 'loading' ? <Spinner label={t('childPage.historyLoading')} /> : null}
      {loaded.state === 'failed' ? (
        <Alert variant="danger">{serverText(loaded.error, t('childPage.historyFailed'))}</Alert>
      ) : null}
      {loaded.state === 'ready' ? (
        loaded.data.total === 0 ? (
          <p>{t('childPage.historyEmpty')}</p>
        ) : (
          <>
            <TableBox>
              <table>
                <caption>
                  {t('childPage.historyCaption', { shown: loaded.data.data.length, total: loaded.data.total })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('progress.item')}</th>
                    <th scope="col">{t('progress.kind')}</th>
                    <th scope="col">{t('progress.date')}</th>
                    <th scope="col">{t('childPage.timeSpent')}</th>
                    <th scope="col">{t('childPage.positionOrScore')}</th>
                    <th scope="col">{t('scholar.column')}</th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.data.data.map((item) => (
                    <tr key={item.id}>
                      <td>
                        <bdi>{item.title ?? t('progress.removedItem')}</bdi>
                      </td>
                      <td>{t(kindName(item.contentType))}</td>
                      <td>{formatDay(item.lastSeenAt)}</td>
                      <td>{formatDuration(item.timeSpentSeconds)}</td>
                      <td>
                        {item.firstScore !== null && item.bestScore !== null
                          ? t('progress.firstAndBest', { first: item.firstScore, best: item.bestScore })
                          : item.score !== null
                            ? t('progress.score', { score: item.score })
                            : item.positionSeconds !== null && !item.completed
                              ? t('childPage.position', { time: formatDuration(item.positionSeconds) })
                              : item.completed
                                ? t('progress.completed')
                                : t('progress.started')}
                      </td>
                      <td>
                        {item.title !== null ? (
                          <ItemDetails kind={item.contentType} id={item.contentId} title={item.title} />
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
            <Pager
              label={t('childPage.pages')}
              page={page}
              pages={Math.max(1, Math.ceil(loaded.data.total / historyPageSize))}
              onPage={setPage}
            />
          </>
        )
      ) : null}
    </Panel>
  );
}
