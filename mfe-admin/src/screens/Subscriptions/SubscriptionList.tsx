import { useState } from 'react';
import type { Subscription } from '@young-minds/contracts';
import { Button } from '@young-minds/ui';
import {
  Badge,
  ConfirmDialog,
  DataTable,
  ListStatus,
  NoticeBanner,
  PageHeader,
  Pagination,
  RowActions,
  SearchBox,
  formatDate,
  useNotice,
  usePagedList,
  ButtonLink,
} from '../../shared';
import { cancelSubscription, listSubscriptions } from './api';
import { subscriptionPaths } from './parts';

const columns = ['#', 'Parent Name', 'Plan', 'Start Date', 'End Date', 'Status', 'Actions'] as const;

export const alreadyCancelledText = 'This subscription is already cancelled.';

/**
 * Manage Subscriptions: every family's subscription, ten a page, searchable by parent name. Cancel keeps the
 * row (the server keeps it and its payments, so billing history is never lost) and turns it 'Deactive'.
 */
export function SubscriptionList() {
  const list = usePagedList(listSubscriptions);
  const { notice, show, clear } = useNotice();
  const [pendingCancel, setPendingCancel] = useState<Subscription | null>(null);
  const [cancelling, setCancelling] = useState(false);

  async function confirmCancel() {
    if (!pendingCancel) return;
    setCancelling(true);
    try {
      const { message } = await cancelSubscription(pendingCancel.id);
      show('success', message);
      list.reload();
    } catch (caught) {
      // The spec only logs this failure; the admin also sees why.
      console.error('[admin] subscription cancel failed:', caught);
      show('danger', caught instanceof Error ? caught.message : 'The subscription could not be cancelled.');
    } finally {
      setCancelling(false);
      setPendingCancel(null);
    }
  }

  const firstNumber = (list.page - 1) * list.pageSize + 1;

  return (
    <>
      <PageHeader title="Manage Subscriptions">
        <SearchBox value={list.search} onChange={list.setSearch} label="Search by parent name" />
      </PageHeader>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <DataTable caption="Subscriptions" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={list.loading}
          error={list.error}
          errorLead="Failed to fetch subscriptions"
          empty={list.items.length === 0}
          emptyText="No subscriptions found."
          loadingLabel="Loading subscriptions…"
        />
        {list.loading || list.error
          ? null
          : list.items.map((subscription, index) => {
              const active = subscription.is_active === 1;
              return (
                <tr key={subscription.id}>
                  <td>{firstNumber + index}</td>
                  <td>{subscription.parent_name ?? 'N/A'}</td>
                  <td>{subscription.plan_name}</td>
                  <td>{formatDate(subscription.start_date)}</td>
                  <td>{formatDate(subscription.end_date)}</td>
                  <td>
                    <Badge $tone={active ? 'success' : 'muted'}>{active ? 'Active' : 'Deactive'}</Badge>
                  </td>
                  <td>
                    <RowActions>
                      <ButtonLink to={subscriptionPaths.edit(subscription.id)} $variant="outline" $size="sm">
                        Edit
                      </ButtonLink>
                      <Button
                        $variant="danger"
                        $size="sm"
                        disabled={!active}
                        title={active ? undefined : alreadyCancelledText}
                        onClick={() => setPendingCancel(subscription)}
                      >
                        Cancel
                      </Button>
                    </RowActions>
                  </td>
                </tr>
              );
            })}
      </DataTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} onPage={list.setPage} noun="subscriptions" />
      <ConfirmDialog
        open={pendingCancel !== null}
        title="Cancel Subscription"
        message="Are you sure you want to cancel this subscription?"
        confirmLabel="Yes, cancel"
        cancelLabel="Keep it"
        busy={cancelling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setPendingCancel(null)}
      />
    </>
  );
}
