import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '@young-minds/api-client';
import { authEndpoints } from '@young-minds/contracts';
import { useSession } from '@young-minds/session';
import { Alert, Button, FormPanel, Input, PageTitle, PasswordInput } from '@young-minds/ui';
import { messages, serverMessage } from '../shared/messages';
import { Form, Muted } from '../shared/ui';

/** What the plan page hands over in the router state. */
export interface PlanSelection {
  plan: string;
  startDate: string;
  endDate: string;
}

function readPlan(state: unknown): PlanSelection | null {
  if (typeof state !== 'object' || state === null) return null;
  const { plan, startDate, endDate } = state as Record<string, unknown>;
  if (typeof plan !== 'string' || typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  return { plan, startDate, endDate };
}

function hasToken(response: unknown): boolean {
  if (typeof response !== 'object' || response === null) return false;
  const { token, accessToken } = response as { token?: unknown; accessToken?: unknown };
  return (typeof token === 'string' && token !== '') || (typeof accessToken === 'string' && accessToken !== '');
}

/** /register: a parent account (with the plan chosen on the plan page, if any); then the parent area. */
export function Register() {
  const navigate = useNavigate();
  const location = useLocation();
  const plan = readPlan(location.state);
  const logIn = useSession((state) => state.logIn);
  const [form, setForm] = useState({ name: '', phone: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const field = (key: keyof typeof form) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = {
        ...form,
        ...(plan ? { plan: plan.plan, startDate: plan.startDate, endDate: plan.endDate } : {}),
      };
      const response = await api.post(authEndpoints.register.path, body, { auth: false });
      if (!hasToken(response)) throw new Error(messages.registrationFailed);
      // Registration always makes a parent (spec section 4).
      logIn(response, { role: 'parent' });
      navigate('/parent', { replace: true });
    } catch (failure) {
      setError(serverMessage(failure) ?? messages.registrationFailed);
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>Create a parent account</PageTitle>
      {plan ? (
        <Alert variant="info" aria-label="Chosen plan">
          {plan.plan} plan: {plan.startDate} to {plan.endDate}
        </Alert>
      ) : null}
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <Form onSubmit={onSubmit} aria-busy={busy}>
        <Input label="Full name" autoComplete="name" required {...field('name')} />
        <Input label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
        <Input label="Email" type="email" autoComplete="email" required {...field('email')} />
        <PasswordInput label="Password" autoComplete="new-password" required minLength={6} {...field('password')} />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Processing...' : 'Register'}
        </Button>
      </Form>
      <Muted>
        Already have an account? <Link to="/login">Log in</Link>
      </Muted>
    </FormPanel>
  );
}
