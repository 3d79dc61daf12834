import { api } from '@young-minds/api-client';
import { authEndpoints } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { Alert, Button, FormPanel, PageTitle } from '@young-minds/ui';
import { PasswordInput } from '@young-minds/ui/forms';
import { type FormEvent, useState } from 'react';
import { useParentT } from '../../messages';
import { serverText } from '../../shared/serverText';

/** Change Password: current, new and confirmation (compared here); the server's answer carries a fresh token. */
export function ChangePassword() {
  const t = useParentT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (next !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    try {
      const session = await api.call(authEndpoints.changePassword, {
        body: { currentPassword: current, newPassword: next },
      });
      // Earlier tokens stop working: keep the fresh one.
      sessionStore.getState().logIn(session);
      setCurrent('');
      setNext('');
      setConfirmation('');
      setResult({ ok: true, text: t('password.changed') });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('password.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t('password.title')}</PageTitle>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <form onSubmit={submit}>
        <PasswordInput
          label={t('password.current')}
          required
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordInput
          label={t('password.new')}
          required
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <PasswordInput
          label={t('password.confirm')}
          required
          autoComplete="new-password"
          value={confirmation}
          error={mismatch ? t('form.passwordsDiffer') : undefined}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <Button type="submit" $block disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('form.saving') : t('password.submit')}
        </Button>
      </form>
    </FormPanel>
  );
}
