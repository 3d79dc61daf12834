import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { type Subscription, type UpdateSubscriptionRequest, endBeforeStartMessage, planNames, subscriptionNotFoundMessage } from '@young-minds/contracts';
import { Alert, Button, Input, Spinner } from '@young-minds/ui';
import { Details, FormActions, NoticeBanner, PageHeader, Panel, SelectField, dayOf, useItem, useNotice, ButtonLink, CheckboxField } from '../../shared';
import { findSubscription, updateSubscription } from './api';
import { subscriptionPaths } from './parts';

/** The form's own texts (the contract's where it has them). */
export const subscriptionFormMessages = {
  startRequired: 'Start date is required.',
  endRequired: 'End date is required.',
  endBeforeStart: endBeforeStartMessage,
  nothingChanged: 'There are no changes to save.',
  updated: 'Subscription updated successfully.',
  notFound: subscriptionNotFoundMessage,
} as const;

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
  if (!values.startDate) errors.startDate = subscriptionFormMessages.startRequired;
  if (!values.endDate) errors.endDate = subscriptionFormMessages.endRequired;
  // YYYY-MM-DD compares as text.
  else if (values.startDate && values.endDate < values.startDate) errors.endDate = subscriptionFormMessages.endBeforeStart;
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
      show('info', subscriptionFormMessages.nothingChanged);
      return;
    }
    setSaving(true);
    try {
      await updateSubscription(subscription.id, patch);
      navigateWithNotice(subscriptionPaths.list, { variant: 'success', text: subscriptionFormMessages.updated });
    } catch (caught) {
      console.error('[admin] subscription update failed:', caught);
      show('danger', caught instanceof Error ? caught.message : 'The subscription could not be saved.');
      setSaving(false);
    }
  }

  // A stored plan that is no longer sold stays selectable, so a save that does not touch it keeps it.
  const plans: readonly string[] = planNames.includes(stored.plan as (typeof planNames)[number]) ? planNames : [stored.plan, ...planNames];

  return (
    <Panel>
      <Details>
        <dt>Parent Name</dt>
        <dd>{subscription.parent_name ?? 'N/A'}</dd>
      </Details>
      <NoticeBanner notice={notice} onDismiss={saving ? undefined : clear} />
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <SelectField label="Plan" name="plan_name" value={values.plan} onChange={(event) => change({ plan: event.target.value })}>
          {plans.map((plan) => (
            <option key={plan} value={plan}>
              {plan}
            </option>
          ))}
        </SelectField>
        <Input
          label="Start Date"
          name="start_date"
          type="date"
          required
          value={values.startDate}
          error={errors.startDate}
          onChange={(event) => change({ startDate: event.target.value })}
        />
        <Input
          label="End Date"
          name="end_date"
          type="date"
          required
          min={values.startDate || undefined}
          value={values.endDate}
          error={errors.endDate}
          hint="The last day the subscription covers."
          onChange={(event) => change({ endDate: event.target.value })}
        />
        <CheckboxField
          label="Active"
          name="is_active"
          checked={values.active}
          hint="Unticked, the family loses access; the subscription and its payments are kept."
          onChange={(event) => change({ active: event.target.checked })}
        />
        <FormActions>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
          <ButtonLink to={subscriptionPaths.list} $variant="outline">
            Back to subscriptions
          </ButtonLink>
        </FormActions>
      </form>
    </Panel>
  );
}

/** Edit Subscription (/admin/manage-subscriptions/edit/:id): plan, dates and the active flag, saved with PUT. */
export function EditSubscription() {
  const { id = '' } = useParams();
  const loaded = useItem((signal) => findSubscription(id, signal), id);
  return (
    <>
      <PageHeader title="Edit Subscription" />
      {loaded.loading ? <Spinner label="Loading the subscription…" /> : null}
      {loaded.error ? (
        <>
          <Alert variant="danger">{loaded.status === 404 ? subscriptionFormMessages.notFound : loaded.error}</Alert>
          <ButtonLink to={subscriptionPaths.list} $variant="outline">
            Back to subscriptions
          </ButtonLink>
        </>
      ) : null}
      {loaded.item ? <SubscriptionForm key={loaded.item.id} subscription={loaded.item} /> : null}
    </>
  );
}
