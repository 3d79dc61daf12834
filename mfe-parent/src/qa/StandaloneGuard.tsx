import { api, ApiError } from '@young-minds/api-client';
import { endpoints } from '@young-minds/contracts';
import { decideAccess, sessionStore, useSession } from '@young-minds/session';
import { Alert, Button, FormPanel, Input, PageTitle } from '@young-minds/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { messages, useParentT } from '../messages';

const mockMode = import.meta.env.PUBLIC_API_MOCKS === 'true';

/**
 * Run alone, the area has no shell to log in through: this asks for a parent login (the mock parent's in QA
 * mode) and then shows the area. Inside the platform the shell's guard does this job and this is never used.
 */
export function StandaloneGuard({ children }: { children: ReactNode }) {
  return (
    <messages.MessagesBoundary>
      <Guard>{children}</Guard>
    </messages.MessagesBoundary>
  );
}

function Guard({ children }: { children: ReactNode }) {
  const t = useParentT();
  const token = useSession((s) => s.token);
  const userRole = useSession((s) => s.userRole);
  const [email, setEmail] = useState(mockMode ? 'parent@example.com' : '');
  const [password, setPassword] = useState(mockMode ? 'parent123' : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (decideAccess({ token, userRole }, 'parent').allowed) return <>{children}</>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await api.call(endpoints.auth.login, { body: { email, password } });
      const user = sessionStore.getState().logIn(response);
      if (user.role.toLowerCase() !== 'parent') {
        sessionStore.getState().logOut();
        setError(t('qa.notParent'));
      }
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : messages.t('qa.loginFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPanel as="main">
      <PageTitle>{t('qa.title')}</PageTitle>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <form onSubmit={submit}>
        <Input label={t('qa.email')} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Input
          label={t('qa.password')}
          type="password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? t('qa.loggingIn') : t('qa.logIn')}
        </Button>
      </form>
    </FormPanel>
  );
}
