import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from '@young-minds/router';
import { ApiError, api } from '@young-minds/api-client';
import { resetPasswordRequestSchema, adminTeamEndpoints, signInEndpoints } from '@young-minds/contracts';
import { Alert, Button, FormPanel, PageTitle } from '@young-minds/ui';
import { PasswordInput } from '@young-minds/ui/forms';
import { type PublicMessageId, usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { NewPasswordInput } from '../shared/NewPasswordInput';
import { Form } from '../shared/ui';
import { checkForm, useFieldErrors } from '../shared/validation';

/** The calls that set a password with an emailed token: `{ token, password }` → `{ message }`. */
type TokenPasswordEndpoint = typeof signInEndpoints.resetPassword | typeof adminTeamEndpoints.acceptInvite;

type Outcome = { kind: 'done'; message: string } | { kind: 'invalid'; message: string | null } | null;

export interface TokenPasswordFormProps {
  endpoint: TokenPasswordEndpoint;
  /** The page's own words: its title, what it says first (if anything), its button and its busy state. */
  texts: { title: PublicMessageId; intro?: PublicMessageId; submit: PublicMessageId; busy: PublicMessageId };
  /** After the password is set: the server's sentence is `message`. */
  done: (message: string) => ReactNode;
  /** A link without its token (`message` null) or one the server refused (400: its sentence). */
  invalid: (message: string | null) => ReactNode;
}

/**
 * A page an emailed link opens to choose a password (`?token=…`): the new password typed twice, checked with the
 * contract's schema, sent with the token. /reset-password and /accept-invite are this form with their own call
 * and words.
 */
export function TokenPasswordForm({ endpoint, texts, done, invalid }: TokenPasswordFormProps) {
  const t = usePublicT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { kind: 'invalid', message: null });
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
      const answer = await api.call(endpoint, { body: checked.data });
      setOutcome({ kind: 'done', message: answer.message });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400)
        setOutcome({ kind: 'invalid', message: serverMessage(failure) ?? t('accounts.failed') });
      else setError(serverMessage(failure) ?? t('accounts.failed'));
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t(texts.title)}</PageTitle>
      {outcome?.kind === 'done' ? (
        done(outcome.message)
      ) : outcome?.kind === 'invalid' ? (
        invalid(outcome.message)
      ) : (
        <>
          {texts.intro ? <p>{t(texts.intro)}</p> : null}
          {error ? <Alert variant="danger">{error}</Alert> : null}
          <Form ref={formRef} onSubmit={onSubmit} aria-busy={busy} noValidate>
            <NewPasswordInput
              label={t('accounts.reset.password')}
              name="password"
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
              {busy ? t(texts.busy) : t(texts.submit)}
            </Button>
          </Form>
        </>
      )}
    </FormPanel>
  );
}
