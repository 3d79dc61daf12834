import { api } from '@young-minds/api-client';
import { type Subscription, endpoints } from '@young-minds/contracts';
import { useAdminT } from '../../messages';
import { Badge, ResourceList, formatDate, pagesOf, useResourceList } from '../../shared';
import { subscriptionPaths } from './parts';

/**
 * Manage Subscriptions: every family's subscription, ten a page, searchable by parent name. Cancel keeps the
 * row (the server keeps it and its payments, so billing history is never lost) and turns it 'Deactive'.
 */
export function SubscriptionList() {
  const t = useAdminT();
  const resource = useResourceList(pagesOf(endpoints.subscriptions.listSubscriptions), {
    remove: (subscription: Subscription) =>
      api.call(endpoints.subscriptions.cancelSubscription, { params: { id: subscription.id } }),
    // The spec only logs this failure; the admin also sees why.
    failureText: (caught) => (caught instanceof Error ? caught.message : t('subscriptions.cancelFailed')),
    logAs: 'subscription cancel',
  });
  const active = (subscription: Subscription) => subscription.is_active === 1;
  return (
    <ResourceList
      resource={resource}
      texts="subscriptions"
      searchLabel={t('subscriptions.search')}
      columns={[
        {
          header: t('people.parentName'),
          cell: (subscription) => subscription.parent_name ?? t('subscriptions.notAvailable'),
          names: true,
        },
        { header: t('subscriptions.plan'), cell: (subscription) => subscription.plan_name },
        { header: t('subscriptions.startDate'), cell: (subscription) => formatDate(subscription.start_date) },
        { header: t('subscriptions.endDate'), cell: (subscription) => formatDate(subscription.end_date) },
        {
          header: t('subscriptions.status'),
          cell: (subscription) => (
            <Badge $tone={active(subscription) ? 'success' : 'muted'}>
              {active(subscription) ? t('subscriptions.active') : t('subscriptions.deactive')}
            </Badge>
          ),
        },
      ]}
      actions={(subscription, kit) => [
        kit.edit(subscriptionPaths.edit(subscription.id)),
        kit.remove({
          label: t('subscriptions.cancel'),
          disabled: !active(subscription),
          title: active(subscription) ? undefined : t('subscriptions.alreadyCancelled'),
        }),
      ]}
      confirm={{
        title: t('subscriptions.cancelTitle'),
        confirmLabel: t('subscriptions.cancelConfirm'),
        cancelLabel: t('subscriptions.keep'),
      }}
    />
  );
}
