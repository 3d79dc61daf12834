import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from '@young-minds/router';
import { api } from '@young-minds/api-client';
import { deviceTimeZone, minPasswordLength, registerRequestSchema, signInEndpoints } from '@young-minds/contracts';
import { useSession } from '@young-minds/session';
import { Alert, Button, FormPanel, PageTitle } from '@young-minds/ui';
import { Input, PasswordInput } from '@young-minds/ui/forms';
import { PublicMessage, usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { Form, Muted } from '../shared/ui';
import { checkForm, useFieldErrors } from '../shared/validation';

/** What the plan page hands over in the router state. */
export interface PlanSelection {
  plan: string;
  startDate: string;
  endDate: string;
}

/** The browser's IANA time zone, which starts the family's clock (the server ignores one it does not know). */
function browserTimeZone(): { timeZone?: string } {
  const timeZone = deviceTimeZone();
  return timeZone ? { timeZone } : {};
}

function readPlan(state: unknown): PlanSelection | null {
  if (typeof state !== 'object' || state === null) return null;
  const { plan, startDate, endDate } = state as Record<string, unknown>;
  if (typeof plan !== 'string' || typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  return { plan, startDate, endDate };
}

/**
 * /register: a parent account, and nothing charged. With the plan chosen on the plan page the parent goes on to
 * the parent area's checkout, which shows the plan's dates and total and buys it only when confirmed; without,
 * to the parent area.
 */
export function Register() {
  const t = usePublicT();
  const navigate = useNavigate();
  const location = useLocation();
  const plan = readPlan(location.state);
  const logIn = useSession((state) => state.logIn);
  const [form, setForm] = useState({ name: '', phone: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors: fieldErrors, setErrors: setFieldErrors } = useFieldErrors();

  const field = (key: keyof typeof form) => ({
    name: key,
    value: form[key],
    error: fieldErrors[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = checkForm(registerRequestSchema, { ...form, ...(plan ?? {}), ...browserTimeZone() });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      // The answer is checked against the contract: a token and the user, or the call fails.
      const registered = await api.call(signInEndpoints.register, { body: checked.data });
      // Registration always makes a parent: children are added by their parent, admins are provisioned.
      logIn(registered, { role: 'parent' });
      void navigate(plan ? `/parent/checkout?plan=${encodeURIComponent(plan.plan)}` : '/parent', { replace: true });
    } catch (failure) {
      // The server's message, else 'Registration failed' (also when the answer carried no token).
      setError(serverMessage(failure) ?? t('register.failed'));
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t('register.title')}</PageTitle>
      {plan ? (
        <Alert variant="info" aria-label={t('register.plan.label')}>
          <span>
            {t('register.plan.summary', { plan: plan.plan, startDate: plan.startDate, endDate: plan.endDate })}
          </span>{' '}
          <span>{t('register.plan.next')}</span>
        </Alert>
      ) : null}
      {error ? <Alert variant="danger">{error}</Alert> : null}
      {/* noValidate: the contract's schema checks the fields and words the messages, as the server would. */}
      <Form ref={formRef} onSubmit={onSubmit} aria-busy={busy} noValidate>
        <Input label={t('register.name')} autoComplete="name" required {...field('name')} />
        <Input label={t('register.phone')} type="tel" autoComplete="tel" required {...field('phone')} />
        <Input label={t('register.email')} type="email" autoComplete="email" required {...field('email')} />
        <PasswordInput
          label={t('register.password')}
          autoComplete="new-password"
          required
          minLength={minPasswordLength}
          {...field('password')}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? t('register.busy') : t('register.submit')}
        </Button>
      </Form>
      <Muted>
        <PublicMessage id="register.logIn" components={{ 0: <Link to="/login" /> }} />
      </Muted>
    </FormPanel>
  );
}
