import { useId } from 'react';
import styled from 'styled-components';
import { endpoints } from '@young-minds/contracts';
import { ButtonLink, tokens } from '@young-minds/ui';
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
  useNotice,
  usePagedList,
} from '../../shared';
import { FilterButtons, reviewItemPath, useFirstPageOn, useStatusFilter } from './parts';

const Intro = styled.p`
  margin: 0 0 ${tokens.space.md};
  color: ${palette.muted};
`;

const Space = styled.div`
  margin-block-end: ${tokens.space.md};
`;

/** The queue's filters: what waits (the default), what was sent back, the drafts. */
const queueStatuses = ['in_review', 'changes_requested', 'draft'] as const;

/**
 * Admin → Review (/admin/review): the items waiting for review, oldest first (`?status=changes_requested` and
 * `?status=draft` for the others), each with its kind, title ('Revision' when a published item's edit waits),
 * author and the day it was sent; Open shows the item to review.
 */
export function ReviewQueue() {
  const t = useAdminT();
  const { status, choose } = useStatusFilter(queueStatuses);
  const list = usePagedList(pagesOf(endpoints.review.queue, { status }));
  useFirstPageOn(status, list);
  // The decision's notice, handed over by the item's screen.
  const { notice, clear } = useNotice();
  const idBase = useId();
  const headers = [
    t('review.kind'),
    t('review.itemTitle'),
    t('review.author'),
    t('review.submittedAt'),
    t('list.actions'),
  ];
  return (
    <>
      <PageHeader title={t('review.title')}>
        <FilterButtons
          label={t('review.filter')}
          choices={queueStatuses}
          current={status}
          onChoose={choose}
          words={(choice) => t(`review.filter.${choice}`)}
        />
      </PageHeader>
      <Intro>{t('review.intro')}</Intro>
      {notice ? (
        <Space>
          <NoticeBanner notice={notice} onDismiss={clear} />
        </Space>
      ) : null}
      <DataTable caption={t('review.caption')} columns={headers}>
        <ListStatus
          columns={headers.length}
          loading={list.loading}
          error={list.error}
          errorLead={t('review.failed')}
          empty={list.items.length === 0}
          emptyText={t('review.empty')}
          loadingLabel={t('review.loading')}
        />
        {list.loading || list.error
          ? null
          : list.items.map((item) => {
              const nameId = `${idBase}-${item.kind}-${item.id}`;
              return (
                <tr key={`${item.kind}-${item.id}`}>
                  <td>{t(kindNames[item.kind])}</td>
                  <td id={nameId}>
                    <span dir="auto">{item.title}</span>
                    {item.isRevision ? <InlineTag $tone="info">{t('review.revision')}</InlineTag> : null}
                    {item.byYou ? <InlineTag $tone="info">{t('review.byYouTag')}</InlineTag> : null}
                  </td>
                  <td dir="auto">{item.authorName ?? t('review.unknownAuthor')}</td>
                  <td>{formatDate(item.submittedAt)}</td>
                  <td>
                    <RowActions>
                      <ButtonLink
                        to={reviewItemPath(item.kind, item.id)}
                        $variant="outline"
                        $size="sm"
                        aria-describedby={nameId}
                      >
                        {t('review.open')}
                      </ButtonLink>
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
        count={t('review.count', { count: list.total })}
      />
    </>
  );
}
