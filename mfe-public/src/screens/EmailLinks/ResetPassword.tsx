import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from '@young-minds/router';
import { ApiError, api } from '@young-minds/api-client';
import { emailLinkPaths, endpoints, minPasswordLength, resetPasswordRequestSchema } from '@young-minds/contracts';
import { Alert, Button, FormPanel, PageTitle, PasswordInput } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { Form, Muted } from '../shared/ui';
import { checkForm, useFieldErrors } from '../shared/validation';

type Outcome = { kind: 'done' } | { kind: 'invalid' } | null;

/**
 * /reset-password?token=…: the emailed link. A new password, typed twice; on success a link to /login (every
 * other session of the account has ended). A used or expired link: the sentence and a way to ask again.
 */
export function ResetPassword() {
  const t = usePublicT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: 'invalid' });
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors: fieldErrors, setErrors: setFieldErrors } = useFieldErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = checkForm(resetPasswordRequestSchema, { token, password });
    const errors: Record<string, string | undefined> = checked.ok ? {} : { ...checked.errors };
    if (!errors.password && confirm !== password) errors.confirm = t('accounts.reset.mismatch');
    setFieldErrors(errors);
    if (!checked.ok || Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await api.call(endpoints.auth.resetPassword, { body: checked.data });
      setOutcome({ kind: 'done' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setOutcome({ kind: 'invalid' });
      else setError(serverMessage(failure) ?? t('accounts.failed'));
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t('accounts.reset.title')}</PageTitle>
      {outcome?.kind === 'done' ? (
        <>
          <Alert variant="success">{t('accounts.reset.done')}</Alert>
          <Muted>
            <Link to="/login">{t('accounts.reset.goToLogin')}</Link>
          </Muted>
        </>
      ) : outcome?.kind === 'invalid' ? (
        <>
          <Alert variant="danger">{t(token ? 'accounts.reset.invalid' : 'accounts.noToken')}</Alert>
          <Muted>
            <Link to={emailLinkPaths.forgotPassword}>{t('accounts.reset.askAgain')}</Link>
          </Muted>
        </>
      ) : (
        <>
          {error ? <Alert variant="danger">{error}</Alert> : null}
          <Form ref={formRef} onSubmit={onSubmit} aria-busy={busy} noValidate>
            <PasswordInput
              label={t('accounts.reset.password')}
              name="password"
              autoComplete="new-password"
              required
              hint={t('setPassword.passwordHint', { count: minPasswordLength })}
              error={fieldErrors.password}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordInput
              label={t('accounts.reset.confirm')}
              name="confirm"
              autoComplete="new-password"
              required
              error={fieldErrors.confirm}
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
            <Button type="submit" $block disabled={busy}>
              {busy ? t('accounts.reset.busy') : t('accounts.reset.submit')}
            </Button>
          </Form>
        </>
      )}
    </FormPanel>
  );
}
