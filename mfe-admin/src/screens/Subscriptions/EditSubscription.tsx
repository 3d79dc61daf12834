import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useParams } from '@young-minds/router';
import { ApiError, api } from '@young-minds/api-client';
import {
  type Subscription,
  type UpdateSubscriptionRequest,
  endBeforeStartMessage,
  endpoints,
  maxPageSize,
  planNames,
  subscriptionNotFoundMessage,
} from '@young-minds/contracts';
import { Button, ButtonLink } from '@young-minds/ui';
import { CheckboxField, Input, SelectField } from '@young-minds/ui/forms';
import { messages, useAdminT } from '../../messages';
import {
  Details,
  FormActions,
  ItemLoadStatus,
  NoticeBanner,
  PageHeader,
  Panel,
  dayOf,
  itemState,
  useNotice,
} from '../../shared';
import { subscriptionPaths } from './parts';
import { endpointKey } from '@young-minds/query';
import { useQuery } from '@tanstack/react-query';

/**
 * One subscription. The service has no GET /api/subscriptions/:id, so this pages through the list (the
 * largest pages it allows) until the row turns up; a 404 ApiError when it is not there.
 */
async function findSubscription(id: string, signal: AbortSignal): Promise<Subscription> {
  const wanted = Number(id);
  if (Number.isInteger(wanted) && wanted > 0) {
    for (let page = 1; ; page += 1) {
      const result = await api.call(endpoints.subscriptions.listSubscriptions, {
        query: { page, pageSize: maxPageSize },
        signal,
      });
      const found = result.data.find((row) => row.id === wanted);
      if (found) return found;
      if (result.data.length === 0 || page * maxPageSize >= result.total) break;
    }
  }
  throw new ApiError(404, subscriptionNotFoundMessage);
}

interface Values {
  plan: string;
  startDate: string;
  endDate: string;
  active: boolean;
}

type Errors = Partial<Record<keyof Values, string>>;

function valuesOf(subscription: Subscription): Values {
  return {
    plan: subscription.plan_name,
    startDate: dayOf(subscription.start_date),
    endDate: dayOf(subscription.end_date),
    active: subscription.is_active === 1,
  };
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.startDate) errors.startDate = messages.t('subscriptions.startRequired');
  if (!values.endDate) errors.endDate = messages.t('subscriptions.endRequired');
  // YYYY-MM-DD compares as text.
  else if (values.startDate && values.endDate < values.startDate) errors.endDate = endBeforeStartMessage;
  return errors;
}

/** Only what the admin changed, so the server's checks see exactly the edit. */
function changesOf(values: Values, stored: Values): UpdateSubscriptionRequest {
  const patch: UpdateSubscriptionRequest = {};
  if (values.plan !== stored.plan) patch.plan_name = values.plan as UpdateSubscriptionRequest['plan_name'];
  if (values.startDate !== stored.startDate) patch.start_date = values.startDate;
  if (values.endDate !== stored.endDate) patch.end_date = values.endDate;
  if (values.active !== stored.active) patch.is_active = values.active;
  return patch;
}

function SubscriptionForm({ subscription }: { subscription: Subscription }) {
  const t = useAdminT();
  const stored = valuesOf(subscription);
  const { notice, show, clear, navigateWithNotice } = useNotice();
  const [values, setValues] = useState<Values>(stored);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (next: Partial<Values>) => setValues((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    clear();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    const patch = changesOf(values, stored);
    if (Object.keys(patch).length === 0) {
      show('info', t('subscriptions.nothingChanged'));
      return;
    }
    setSaving(true);
    try {
      await api.call(endpoints.subscriptions.updateSubscription, { params: { id: subscription.id }, body: patch });
      navigateWithNotice(subscriptionPaths.list, { variant: 'success', text: t('subscriptions.updated') });
    } catch (caught) {
      console.error('[admin] subscription update failed:', caught);
      show('danger', caught instanceof Error ? caught.message : t('subscriptions.saveFailed'));
      setSaving(false);
    }
  }

  // A stored plan that is no longer sold stays selectable, so a save that does not touch it keeps it.
  const plans: readonly string[] = planNames.includes(stored.plan as (typeof planNames)[number])
    ? planNames
    : [stored.plan, ...planNames];

  return (
    <Panel>
      <Details>
        <dt>{t('people.parentName')}</dt>
        <dd>{subscription.parent_name ?? t('subscriptions.notAvailable')}</dd>
      </Details>
      <NoticeBanner notice={notice} onDismiss={saving ? undefined : clear} />
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t('subscriptions.plan')}
          name="plan_name"
          value={values.plan}
          onChange={(event) => change({ plan: event.target.value })}
        >
          {plans.map((plan) => (
            <option key={plan} value={plan}>
              {plan}
            </option>
          ))}
        </SelectField>
        <Input
          label={t('subscriptions.startDate')}
          name="start_date"
          type="date"
          required
          value={values.startDate}
          error={errors.startDate}
          onChange={(event) => change({ startDate: event.target.value })}
        />
        <Input
          label={t('subscriptions.endDate')}
          name="end_date"
          type="date"
          required
          min={values.startDate || undefined}
          value={values.endDate}
          error={errors.endDate}
          hint={t('subscriptions.endHint')}
          onChange={(event) => change({ endDate: event.target.value })}
        />
        <CheckboxField
          label={t('subscriptions.active')}
          name="is_active"
          checked={values.active}
          hint={t('subscriptions.activeHint')}
          onChange={(event) => change({ active: event.target.checked })}
        />
        <FormActions>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? t('form.saving') : t('form.saveChanges')}
          </Button>
          <ButtonLink to={subscriptionPaths.list} $variant="outline">
            {t('subscriptions.back')}
          </ButtonLink>
        </FormActions>
      </form>
    </Panel>
  );
}

/** Edit Subscription (/admin/manage-subscriptions/edit/:id): plan, dates and the active flag, saved with PUT. */
export function EditSubscription() {
  const t = useAdminT();
  const { id = '' } = useParams();
  // Kept under the list endpoint's key: a write to the subscriptions makes it stale with the list.
  const loaded = itemState(
    useQuery({
      queryKey: [...endpointKey(endpoints.subscriptions.listSubscriptions), 'find', id],
      queryFn: ({ signal }) => findSubscription(id, signal),
    }),
  );
  return (
    <>
      <PageHeader title={t('subscriptions.edit')} />
      <ItemLoadStatus
        state={loaded}
        loadingLabel={t('subscriptions.item.loading')}
        notFound={subscriptionNotFoundMessage}
        back={{ to: subscriptionPaths.list, label: t('subscriptions.back') }}
      />
      {loaded.item ? <SubscriptionForm key={loaded.item.id} subscription={loaded.item} /> : null}
    </>
  );
}
