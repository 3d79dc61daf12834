import { type FormEvent, useState } from 'react';
import { Link } from '@young-minds/router';
import { api } from '@young-minds/api-client';
import { emailAddressRequestSchema, signInEndpoints } from '@young-minds/contracts';
import { Alert, Button, FormPanel, PageTitle } from '@young-minds/ui';
import { Input } from '@young-minds/ui/forms';
import { usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { Form, Muted } from '../shared/ui';
import { checkForm, useFieldErrors } from '../shared/validation';

/**
 * /forgot-password: the parent (or admin) types their address and is emailed a reset link. The page says the same
 * sentence for every address, as the server answers: nobody learns who has an account.
 */
export function ForgotPassword() {
  const t = usePublicT();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors: fieldErrors, setErrors: setFieldErrors } = useFieldErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = checkForm(emailAddressRequestSchema, { email });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await api.call(signInEndpoints.forgotPassword, { body: checked.data });
      setSent(true);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('accounts.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t('accounts.forgot.title')}</PageTitle>
      {sent ? (
        <Alert variant="success">
          {t('accounts.forgot.sent')} {t('accounts.forgot.checkInbox')}
        </Alert>
      ) : (
        <>
          <p>{t('accounts.forgot.intro')}</p>
          {error ? <Alert variant="danger">{error}</Alert> : null}
          <Form ref={formRef} onSubmit={onSubmit} aria-busy={busy} noValidate>
            <Input
              label={t('accounts.forgot.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              error={fieldErrors.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" $block disabled={busy}>
              {busy ? t('accounts.forgot.busy') : t('accounts.forgot.submit')}
            </Button>
          </Form>
        </>
      )}
      <Muted>
        <Link to="/login">{t('accounts.backToLogin')}</Link>
      </Muted>
    </FormPanel>
  );
}
