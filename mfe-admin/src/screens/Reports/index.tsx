import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type Report, endpoints } from '@young-minds/contracts';
import { useEndpointMutation } from '@young-minds/query';
import { Alert, Button, ButtonLink, tokens } from '@young-minds/ui';
import { TextAreaField } from '@young-minds/ui/forms';
import { Modal, ModalActions } from '@young-minds/ui/dialogs';
import { useAdminT } from '../../messages';
import {
  DataTable,
  InlineTag,
  ListStatus,
  NoticeBanner,
  PageHeader,
  Pagination,
  RowActions,
  formatDate,
  kindNames,
  pagesOf,
  palette,
  serverText,
  useNotice,
  usePagedList,
} from '../../shared';
import { FilterButtons, reviewItemPath, useFirstPageOn, useStatusFilter } from '../Review/parts';

const Intro = styled.p`
  margin: 0 0 ${tokens.space.md};
  color: ${palette.muted};
`;

const Space = styled.div`
  margin-block-end: ${tokens.space.md};
  &:empty {
    margin: 0;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${palette.muted};
  font-size: ${tokens.font.size.sm};
`;

const Text = styled.span`
  display: block;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  min-inline-size: 12rem;
`;

/** Every report (open ones first: the default), or only the open or the resolved ones. */
const reportFilters = ['all', 'open', 'resolved'] as const;

/** Resolving one report: an optional reply, emailed to the parent who sent it. */
function ResolveDialog({
  report,
  onClose,
  onResolved,
}: {
  report: Report | null;
  onClose: () => void;
  onResolved: (text: string) => void;
}) {
  const t = useAdminT();
  const [reply, setReply] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const resolve = useEndpointMutation(endpoints.reports.resolve, { invalidates: [endpoints.reports.list] });

  function close() {
    if (resolve.isPending) return;
    setReply('');
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!report || resolve.isPending) return;
    setFailure(null);
    try {
      await resolve.mutateAsync({ params: { id: report.id }, body: { reply: reply.trim() || null } });
      setReply('');
      onResolved(t('reports.resolvedNotice', { title: report.itemTitle ?? t(kindNames[report.kind]) }));
    } catch (caught) {
      console.error('[admin] report resolve failed:', caught);
      setFailure(serverText(caught) ?? t('reports.resolveFailed'));
    }
  }

  return (
    <Modal open={report !== null} title={t('reports.resolveTitle')} onClose={close}>
      {report ? (
        <form noValidate onSubmit={(event) => void submit(event)}>
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
          <p dir="auto">{report.message}</p>
          <TextAreaField
            label={t('reports.replyLabel')}
            name="reply"
            rows={4}
            maxLength={5000}
            hint={
              report.reporterEmail ? t('reports.replyHint', { email: report.reporterEmail }) : t('reports.replyNoEmail')
            }
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <ModalActions>
            <Button type="button" $variant="outline" disabled={resolve.isPending} onClick={close}>
              {t('reports.cancel')}
            </Button>
            <Button type="submit" disabled={resolve.isPending} aria-busy={resolve.isPending || undefined}>
              {t(resolve.isPending ? 'reports.resolving' : 'reports.resolve')}
            </Button>
          </ModalActions>
        </form>
      ) : null}
    </Modal>
  );
}

/** What became of a report: open, or who resolved it, when, and the reply. */
function Outcome({ report }: { report: Report }) {
  const t = useAdminT();
  if (report.status === 'open') return <InlineTag $tone="danger">{t('reports.openTag')}</InlineTag>;
  return (
    <>
      <Muted>
        {t('reports.resolvedBy', {
          name: report.resolvedBy ?? t('reports.someone'),
          date: formatDate(report.resolvedAt),
        })}
      </Muted>
      <Text dir="auto">{report.reply ? t('reports.reply', { reply: report.reply }) : t('reports.noReply')}</Text>
    </>
  );
}

/**
 * Admin → Reports (/admin/reports): the mistakes families reported, open ones first (`?status=resolved` for the
 * others): the item (kind and title, a link to its review), the message, who sent it (and with which child), the
 * day; Resolve asks for an optional reply, emailed to the parent, and the row then shows who resolved it.
 */
export function ManageReports() {
  const t = useAdminT();
  const { status, choose } = useStatusFilter(reportFilters);
  const list = usePagedList(pagesOf(endpoints.reports.list, status === 'all' ? {} : { status }));
  useFirstPageOn(status, list);
  const { notice, show, clear } = useNotice();
  const noticeBox = useRef<HTMLDivElement>(null);
  const [resolved, setResolved] = useState(0);
  // The row's Resolve button is gone once resolved: the keyboard goes to what happened.
  useEffect(() => {
    if (resolved > 0) noticeBox.current?.focus();
  }, [resolved]);
  const [resolving, setResolving] = useState<Report | null>(null);
  const idBase = useId();
  const headers = [
    t('reports.item'),
    t('reports.message'),
    t('reports.reporter'),
    t('reports.date'),
    t('reports.outcome'),
    t('list.actions'),
  ];

  return (
    <>
      <PageHeader title={t('reports.title')}>
        <FilterButtons
          label={t('reports.filter')}
          choices={reportFilters}
          current={status}
          onChoose={choose}
          words={(choice) => t(`reports.filter.${choice}`)}
        />
      </PageHeader>
      <Intro>{t('reports.intro')}</Intro>
      <Space ref={noticeBox} tabIndex={-1}>
        {notice ? <NoticeBanner notice={notice} onDismiss={clear} /> : null}
      </Space>
      <DataTable caption={t('reports.caption')} columns={headers}>
        <ListStatus
          columns={headers.length}
          loading={list.loading}
          error={list.error}
          errorLead={t('reports.failed')}
          empty={list.items.length === 0}
          emptyText={t('reports.empty')}
          loadingLabel={t('reports.loading')}
        />
        {list.loading || list.error
          ? null
          : list.items.map((report) => {
              const nameId = `${idBase}-${report.id}`;
              const title = report.itemTitle ?? t('reports.itemDeleted');
              return (
                <tr key={report.id}>
                  <td id={nameId}>
                    <Muted>{t(kindNames[report.kind])}</Muted>
                    <span dir="auto">{title}</span>
                  </td>
                  <td>
                    <Text dir="auto">{report.message}</Text>
                  </td>
                  <td>
                    <span dir="auto">{report.reporterName ?? t('reports.unknownReporter')}</span>
                    {report.childName ? <Muted>{t('reports.withChild', { child: report.childName })}</Muted> : null}
                    {report.reporterEmail ? <Muted dir="ltr">{report.reporterEmail}</Muted> : null}
                  </td>
                  <td>{formatDate(report.created_at)}</td>
                  <td>
                    <Outcome report={report} />
                  </td>
                  <td>
                    <RowActions>
                      {report.status === 'open' ? (
                        <Button $size="sm" aria-describedby={nameId} onClick={() => setResolving(report)}>
                          {t('reports.resolve')}
                        </Button>
                      ) : null}
                      {report.itemTitle !== null ? (
                        <ButtonLink to={reviewItemPath(report.kind, report.itemId)} $variant="outline" $size="sm">
                          {t('reports.openItem', { title })}
                        </ButtonLink>
                      ) : null}
                    </RowActions>
                  </td>
                </tr>
              );
            })}
      </DataTable>
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        onPage={list.setPage}
        count={t('reports.count', { count: list.total })}
      />
      <ResolveDialog
        report={resolving}
        onClose={() => setResolving(null)}
        onResolved={(text) => {
          setResolving(null);
          show('success', text);
          setResolved((n) => n + 1);
        }}
      />
    </>
  );
}
