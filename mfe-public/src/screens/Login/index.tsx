import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@young-minds/router';
import styled from 'styled-components';
import { ApiError, UnexpectedResponseError, api } from '@young-minds/api-client';
import {
  childLoginFormSchema,
  emailLinkLifetimeMinutes,
  emailLinkPaths,
  loginRequestSchema,
  signInEndpoints,
} from '@young-minds/contracts';
import {
  destinationFor,
  deviceTokenFor,
  familyDeviceMark,
  rememberDeviceToken,
  sessionResponseProblem,
  useSession,
} from '@young-minds/session';
import { Alert, Button, FormPanel, PageTitle, tokens } from '@young-minds/ui';
import { Input, PasswordInput } from '@young-minds/ui/forms';
import { say } from '@young-minds/ui/speech';
import { PublicMessage, type PublicMessageId, usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { Form, Muted } from '../shared/ui';
import { checkForm, useFieldErrors } from '../shared/validation';
import { FamilyDeviceLogin } from './FamilyDevice';

/**
 * The alert after a failed login, in the spec's order: the server's message, else the error's own message, else
 * 'Login failed…'. An answer that is not a session (its schema check failed) says what was missing instead.
 */
function failureText(failure: unknown, t: (id: PublicMessageId) => string): string {
  if (failure instanceof UnexpectedResponseError) {
    return t(sessionResponseProblem(failure.body) === 'empty' ? 'login.emptyResponse' : 'login.invalidResponse');
  }
  const fromServer = serverMessage(failure);
  if (fromServer) return fromServer;
  if (failure instanceof Error && failure.message.trim()) return failure.message;
  return t('login.failed');
}

/**
 * A child who typed a username (not an email) never reads the adults' "Invalid email or password" (issue 31): a
 * refused login (wrong words, or too many tries) gets kind words from the catalog instead.
 */
function childFailureText(failure: unknown, t: (id: PublicMessageId) => string): string | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.status === 429) return t('login.childLocked');
  if (failure.status === 400 || failure.status === 401 || failure.status === 403) return t('login.childWrong');
  return null;
}

const KindAlert = styled.div`
  & a {
    display: inline-block;
    margin-block-start: ${tokens.space.sm};
  }
`;

/** The two ways in: the spec's email form (parents and admins) and a child's username form. */
const Modes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokens.space.sm};
  margin-block-end: ${tokens.space.md};
  & > button {
    min-block-size: 48px;
  }
`;

/** `/login?mode=kid` opens the child's form (a link from the child area or a parent can point there). */
const kidMode = 'kid';
/** `/login?mode=adult` opens the email form on the family device too (its `/login` shows the children's tiles). */
const adultMode = 'adult';

/**
 * /login: on the family device (issue 32) the children's picture tiles, else (and by the small link under the
 * tiles) email and password; on success the session keeps the token and user, and the role picks the page.
 */
export function Login() {
  const [searchParams] = useSearchParams();
  const [device, setDevice] = useState(() => familyDeviceMark());
  const forget = useCallback(() => setDevice(null), []);
  if (device && !searchParams.get('mode')) return <FamilyDeviceLogin device={device} onForgotten={forget} />;
  return <LoginForm familyDevice={device !== null} />;
}

function LoginForm({ familyDevice }: { familyDevice: boolean }) {
  const t = usePublicT();
  const navigate = useNavigate();
  const logIn = useSession((state) => state.logIn);
  const [searchParams, setSearchParams] = useSearchParams();
  const isKid = searchParams.get('mode') === kidMode;
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; child: boolean } | null>(null);
  // Issue 34: a paused account (429 on an email login): its owner may ask for a sign-in link by email.
  const [paused, setPaused] = useState<{ email: string; state: 'ask' | 'busy' | 'sent' } | null>(null);
  const { formRef, errors: fieldErrors, setErrors: setFieldErrors } = useFieldErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPaused(null);
    const checked = isKid
      ? checkForm(childLoginFormSchema, { username, password })
      : checkForm(loginRequestSchema, { email, password });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    // A child's username travels in the login call's `email` field (one login call for every role).
    const credentials = 'username' in checked.data ? { email: checked.data.username, password } : checked.data;
    // This browser's remembered-device token for the account: its owner gets in even while strangers flood it.
    const deviceToken = deviceTokenFor(credentials.email);
    const body = deviceToken ? { ...credentials, deviceToken } : credentials;
    setBusy(true);
    try {
      const session = await api.call(signInEndpoints.login, { body });
      rememberDeviceToken(credentials.email, session.deviceToken);
      const user = logIn(session);
      void navigate(destinationFor(user.role), { replace: true });
    } catch (failure) {
      // A username (no @) is a child's login: kind words, read aloud, and a way back. A parent's email keeps the server's.
      const childWords = credentials.email.includes('@') ? null : childFailureText(failure, t);
      if (childWords) say(childWords);
      setError(childWords ? { text: childWords, child: true } : { text: failureText(failure, t), child: false });
      if (!childWords && failure instanceof ApiError && failure.status === 429 && credentials.email.includes('@'))
        setPaused({ email: credentials.email, state: 'ask' });
      setBusy(false);
    }
  }

  async function askForSignInLink(email: string) {
    setPaused({ email, state: 'busy' });
    try {
      await api.call(signInEndpoints.requestSignInLink, { body: { email } });
      setPaused({ email, state: 'sent' });
    } catch (failure) {
      setError({ text: serverMessage(failure) ?? t('login.failed'), child: false });
      setPaused({ email, state: 'ask' });
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t('login.title')}</PageTitle>
      <Modes role="group" aria-label={t('login.modes')}>
        <Button
          type="button"
          $variant={isKid ? 'outline' : 'primary'}
          aria-pressed={!isKid}
          onClick={() => {
            setError(null);
            setFieldErrors({});
            setSearchParams(familyDevice ? { mode: adultMode } : {}, { replace: true });
          }}
        >
          {t('login.modeAdult')}
        </Button>
        <Button
          type="button"
          $variant={isKid ? 'primary' : 'outline'}
          aria-pressed={isKid}
          onClick={() => {
            setError(null);
            setFieldErrors({});
            setSearchParams({ mode: kidMode }, { replace: true });
          }}
        >
          {t('login.modeKid')}
        </Button>
      </Modes>
      {error?.child ? (
        <Alert variant="danger">
          <KindAlert>
            {error.text}{' '}
            <Link to={familyDevice ? '/login' : '/'}>
              {t(familyDevice ? 'login.childBackTiles' : 'login.childBack')}
            </Link>
          </KindAlert>
        </Alert>
      ) : error ? (
        <Alert variant="danger">{error.text}</Alert>
      ) : null}
      {paused?.state === 'sent' ? (
        <Alert variant="success">{t('accounts.paused.sent', { minutes: emailLinkLifetimeMinutes.signInLink })}</Alert>
      ) : paused ? (
        <Button
          type="button"
          $variant="outline"
          $block
          disabled={paused.state === 'busy'}
          onClick={() => void askForSignInLink(paused.email)}
        >
          {paused.state === 'busy' ? t('accounts.paused.busy') : t('accounts.paused.ask')}
        </Button>
      ) : null}
      {isKid ? <p>{t('login.kidHint')}</p> : null}
      {/* noValidate: the contract's schema checks the fields and words the messages (children log in with a username). */}
      <Form ref={formRef} onSubmit={onSubmit} aria-busy={busy} noValidate>
        {isKid ? (
          <Input
            key="username"
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={fieldErrors.username}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        ) : (
          <Input
            key="email"
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            error={fieldErrors.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </Button>
      </Form>
      {isKid ? null : (
        <Muted>
          <Link to={emailLinkPaths.forgotPassword}>{t('accounts.forgotLink')}</Link>
        </Muted>
      )}
      <Muted>
        <PublicMessage id="login.register" components={{ 0: <Link to="/register" /> }} />
      </Muted>
      {familyDevice ? (
        <Muted>
          <Link to="/login">{t('familyDevice.backToTiles')}</Link>
        </Muted>
      ) : null}
    </FormPanel>
  );
}
