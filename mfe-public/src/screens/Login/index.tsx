import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '@young-minds/api-client';
import { authEndpoints } from '@young-minds/contracts';
import { destinationFor, useSession } from '@young-minds/session';
import { Alert, Button, FormPanel, Input, PageTitle, PasswordInput } from '@young-minds/ui';
import { errorText, messages } from '../shared/messages';
import { Form, Muted } from '../shared/ui';

/** /login: email and password; on success the session keeps the token and user, and the role picks the page. */
export function Login() {
  const navigate = useNavigate();
  const logIn = useSession((state) => state.logIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await api.post(authEndpoints.login.path, { email, password }, { auth: false });
      // Throws 'Empty response from server' or 'Invalid response structure - missing token or user data'.
      const user = logIn(response);
      navigate(destinationFor(user.role), { replace: true });
    } catch (failure) {
      setError(errorText(failure, messages.loginFailed));
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>Log In</PageTitle>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <Form onSubmit={onSubmit} aria-busy={busy}>
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Logging in...' : 'Log In'}
        </Button>
      </Form>
      <Muted>
        New to Young Minds? <Link to="/register">Create a parent account</Link>
      </Muted>
    </FormPanel>
  );
}
