import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@young-minds/router';
import { ApiError, api } from '@young-minds/api-client';
import { setPasswordRequestSchema, setupCodeRequiredMessage, signInEndpoints } from '@young-minds/contracts';
import { Alert, Button, FormPanel, PageTitle, Spinner } from '@young-minds/ui';
import { Input } from '@young-minds/ui/forms';
import { type PublicMessageId, usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { NewPasswordInput } from '../shared/NewPasswordInput';
import { Form, Muted } from '../shared/ui';
import { checkForm, useFieldErrors } from '../shared/validation';

/** The bootstrap admin's email unless the link names another (`/set-password?email=…`). */
const defaultAdminEmail = 'admin@youngminds.local';

/** How long the success text stays before the page moves on to /login: long enough to read it. */
const redirectDelayMs = 1500;

type Status = 'loading' | 'already-set' | 'form';

/** The spec's error texts for a failed call: network, server error, or the server's own message. */
function failureText(error: unknown, t: (id: PublicMessageId) => string): string {
  if (!(error instanceof ApiError)) return t('setPassword.failedToConnect');
  if (error.status >= 500) return t('setPassword.serverError');
  return serverMessage(error) ?? t('setPassword.somethingWentWrong');
}

/** /set-password: the first password of the provisioned admin (once; afterwards the page says so). */
export function SetPassword() {
  const t = usePublicT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? defaultAdminEmail);
  const [password, setPassword] = useState('');
  const [setupCode, setSetupCode] = useState('');
  const [status, setStatus] = useState<Status>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors: fieldErrors, setErrors: setFieldErrors } = useFieldErrors();
  const [success, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(signInEndpoints.checkPasswordSet, { body: { email }, signal: controller.signal })
      .then((answer) => setStatus(answer.passwordSet ? 'already-set' : 'form'))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failureText(failure, t));
        setStatus('form');
      });
    return () => controller.abort();
    // Asked once, for the email the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = checkForm(setPasswordRequestSchema, { email, password, setupCode: setupCode.trim() });
    const errors = checked.ok ? {} : { ...checked.errors };
    // The server answers a missing code with 403; the form asks for it first, in the contract's words.
    if (!setupCode.trim()) errors.setupCode ??= setupCodeRequiredMessage;
    setFieldErrors(errors);
    if (!checked.ok || Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await api.call(signInEndpoints.setPassword, { body: checked.data });
      setSuccess(true);
      timer.current = setTimeout(() => void navigate('/login'), redirectDelayMs);
    } catch (failure) {
      setError(failureText(failure, t));
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t('setPassword.title')}</PageTitle>
      {status === 'loading' ? <Spinner label={t('setPassword.checking')} /> : null}
      {status === 'already-set' ? (
        <>
          <Alert variant="info">{t('setPassword.alreadySet')}</Alert>
          <Muted>
            <Link to="/login">{t('setPassword.goToLogin')}</Link>
          </Muted>
        </>
      ) : null}
      {status === 'form' ? (
        <>
          {error ? <Alert variant="danger">{error}</Alert> : null}
          {success ? <Alert variant="success">{t('setPassword.success')}</Alert> : null}
          {/* noValidate: the contract's schema checks the fields and words the messages, as the server would. */}
          <Form ref={formRef} onSubmit={onSubmit} aria-busy={busy} noValidate>
            <Input
              label={t('setPassword.email')}
              type="email"
              autoComplete="username"
              required
              error={fieldErrors.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <NewPasswordInput
              label={t('setPassword.password')}
              error={fieldErrors.password}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {/* Proves the person here runs the server: the start command prints it on first start. */}
            <Input
              label={t('setPassword.setupCode')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              required
              hint={t('setPassword.setupCodeHint')}
              error={fieldErrors.setupCode}
              value={setupCode}
              onChange={(event) => setSetupCode(event.target.value)}
            />
            <Button type="submit" $block disabled={busy || success}>
              {busy && !success ? t('setPassword.busy') : t('setPassword.submit')}
            </Button>
          </Form>
        </>
      ) : null}
    </FormPanel>
  );
}
