import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, api } from '@young-minds/api-client';
import { type AdminProfile, endpoints, updateAdminProfileRequestSchema } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { sessionStore } from '@young-minds/session';
import { Alert, Button, Input, Spinner, tokens } from '@young-minds/ui';
import { messages, useAdminT } from '../../messages';
import { FormActions, type Notice, PageHeader, Panel, palette, useItem } from '../../shared';

type FieldName = 'name' | 'email' | 'password';
type Errors = Partial<Record<FieldName, string>>;

const Form = styled.form`
  max-width: 520px;
  p {
    color: ${palette.muted};
  }
  body.dark & input[aria-invalid='true'] + p {
    color: #fca5a5;
  }
`;

const Retry = styled.div`
  margin-top: ${tokens.space.sm};
`;

/** The spec's lead text, then the server's reason when there is one ('Failed to update profile: …'). */
function failureText(lead: string, error: unknown): string {
  if (error instanceof ApiError) return messages.t('list.failedWithReason', { lead, reason: error.message });
  return lead;
}

/** Name, email and an optional new password, checked here with the contract's rules before anything is sent. */
function ProfileForm({ initial }: { initial: AdminProfile }) {
  const t = useAdminT();
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setResult(null);
    if (password !== confirm) {
      setErrors({});
      setResult({ variant: 'danger', text: t('settings.mismatch') });
      return;
    }
    // The password is sent only when one was typed.
    const parsed = updateAdminProfileRequestSchema.safeParse({ name, email, ...(password ? { password } : {}) });
    const found: Errors = {};
    if (!email.trim()) found.email = t('settings.emailRequired');
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const [key] = issue.path;
      if (key === 'name' || key === 'email' || key === 'password')
        found[key] ??= translateMessage(issue.message, currentIntlLocale());
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }

    setSaving(true);
    try {
      const saved = await api.call(endpoints.auth.updateAdminProfile, { body: parsed.data });
      // The top bar shows the new name; a new password revoked the old token, so keep the fresh one.
      sessionStore.getState().updateUser({ name: saved.name, email: saved.email });
      if (saved.token) sessionStore.setState({ token: saved.token });
      setName(saved.name);
      setEmail(saved.email);
      setPassword('');
      setConfirm('');
      setResult({ variant: 'success', text: t('settings.saved') });
    } catch (caught) {
      console.error('[admin] profile update failed:', caught);
      setResult({ variant: 'danger', text: failureText(t('settings.saveFailed'), caught) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form ref={form} noValidate onSubmit={(event) => void submit(event)}>
      {result ? <Alert variant={result.variant}>{result.text}</Alert> : null}
      <Input
        label={t('settings.fullName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        autoComplete="name"
        required
      />
      <Input
        label={t('people.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        autoComplete="email"
        required
      />
      <Input
        label={t('children.newPassword')}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={t('settings.passwordHint')}
        autoComplete="new-password"
      />
      <Input
        label={t('settings.confirmPassword')}
        type="password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        autoComplete="new-password"
      />
      <FormActions>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('form.saving') : t('form.saveChanges')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** Admin Settings: the admin's own name, email and password, loaded from and saved to the server. */
export function AdminSettings() {
  const t = useAdminT();
  const [generation, setGeneration] = useState(0);
  const load = useCallback((signal: AbortSignal) => api.call(endpoints.auth.getAdminProfile, { signal }), []);
  const { item: profile, loading, error } = useItem(load, generation);

  let body;
  if (loading) body = <Spinner label={t('settings.loading')} />;
  else if (profile) body = <ProfileForm initial={profile} />;
  else
    body = (
      <>
        <Alert variant="danger">
          {error
            ? t('list.failedWithReason', { lead: t('settings.loadFailed'), reason: error })
            : t('settings.loadFailed')}
        </Alert>
        <Retry>
          <Button $variant="outline" onClick={() => setGeneration((n) => n + 1)}>
            {t('settings.retry')}
          </Button>
        </Retry>
      </>
    );

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Panel aria-label={t('settings.profile')}>{body}</Panel>
    </>
  );
}
