import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, api } from '@young-minds/api-client';
import { authEndpoints, minPasswordLength, setupCodeRequiredMessage } from '@young-minds/contracts';
import { Alert, Button, FormPanel, Input, PageTitle, PasswordInput, Spinner } from '@young-minds/ui';
import { messages, serverMessage } from '../shared/messages';
import { Form, Muted } from '../shared/ui';

/** The bootstrap admin's email unless the link names another (`/set-password?email=…`). */
export const defaultAdminEmail = 'admin@youngminds.local';

/** How long the success text stays before /login (spec section 9). */
export const redirectDelayMs = 1500;

type Status = 'loading' | 'already-set' | 'form';

/** The spec's error texts for a failed call: network, server error, or the server's own message. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.failedToConnect;
  if (error.status >= 500) return messages.serverError;
  return serverMessage(error) ?? messages.somethingWentWrong;
}

/** /set-password: the first password of the provisioned admin (once; afterwards the page says so). */
export function SetPassword() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? defaultAdminEmail);
  const [password, setPassword] = useState('');
  const [setupCode, setSetupCode] = useState('');
  const [status, setStatus] = useState<Status>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let live = true;
    api
      .post<{ passwordSet?: boolean }>(authEndpoints.checkPasswordSet.path, { email }, { auth: false })
      .then((answer) => {
        if (live) setStatus(answer?.passwordSet ? 'already-set' : 'form');
      })
      .catch((failure: unknown) => {
        if (!live) return;
        setError(failureText(failure));
        setStatus('form');
      });
    return () => {
      live = false;
    };
    // Asked once, for the email the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password.length < minPasswordLength) {
      setError(messages.passwordTooShort);
      return;
    }
    if (!setupCode.trim()) {
      setError(setupCodeRequiredMessage);
      return;
    }
    setBusy(true);
    try {
      await api.post(authEndpoints.setPassword.path, { email, password, setupCode: setupCode.trim() }, { auth: false });
      setSuccess(true);
      timer.current = setTimeout(() => navigate('/login'), redirectDelayMs);
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>Set Admin Password</PageTitle>
      {status === 'loading' ? <Spinner label="Checking the admin account…" /> : null}
      {status === 'already-set' ? (
        <>
          <Alert variant="info">{messages.passwordAlreadySet}</Alert>
          <Muted>
            <Link to="/login">Go to login</Link>
          </Muted>
        </>
      ) : null}
      {status === 'form' ? (
        <>
          {error ? <Alert variant="danger">{error}</Alert> : null}
          {success ? <Alert variant="success">{messages.passwordSetSuccess}</Alert> : null}
          <Form onSubmit={onSubmit} aria-busy={busy} noValidate>
            <Input
              label="Admin email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              hint="At least 6 characters."
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {/* Proves the person here runs the server: the start command prints it on first start. */}
            <Input
              label="Setup code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              required
              hint="Printed by the start command (also in DATA_DIR/secrets/admin-setup-code)."
              value={setupCode}
              onChange={(event) => setSetupCode(event.target.value)}
            />
            <Button type="submit" $block disabled={busy || success}>
              {busy && !success ? 'Saving...' : 'Set Password'}
            </Button>
          </Form>
        </>
      ) : null}
    </FormPanel>
  );
}
