import { api, ApiError } from '@young-minds/api-client';
import { signInEndpoints } from '@young-minds/contracts';
import type { AreaMessages, Catalog, MessageId } from '@young-minds/i18n';
import { type AreaRole, decideAccess, normalizeRole, sessionStore, useSession } from '@young-minds/session';
import { type FormEvent, type ReactNode, StrictMode, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '@young-minds/router';
import { Alert } from './Alert';
import { Button } from './Button';
import { Input } from './Input';
import { FormPanel, PageTitle } from './layout';
import { useUiT } from './messages';

export interface StandaloneGuardProps<C extends Catalog> {
  /** The role the area is for: any other account is logged out again. */
  areaRole: AreaRole;
  /** The area's messages: the guard renders inside its boundary, so its texts and ui's are both there. */
  messages: Pick<AreaMessages<C>, 'MessagesBoundary'>;
  /** Ids in the area's catalog: the page title and the error for an account of another role. */
  texts: { title: MessageId<C>; wrongRole: MessageId<C> };
  /** Credentials to fill in (the mock account's, in QA mode). */
  prefill?: { email: string; password: string };
  /** What the first field asks for: an email (default) or a child's username (the same login call takes both). */
  login?: 'email' | 'username';
  children: ReactNode;
}

/**
 * Run alone (development, QA), an area has no shell to log in through: this asks for a login of the area's
 * role and then shows the area. Inside the platform the shell's guard does this job and this is never used.
 * Its own entry (`@young-minds/ui/standalone`), so the contracts it calls with stay off the shell's first paint.
 */
export function StandaloneGuard<C extends Catalog>({ messages, ...props }: StandaloneGuardProps<C>) {
  return (
    <messages.MessagesBoundary>
      <Guard {...props} />
    </messages.MessagesBoundary>
  );
}

/**
 * A whole area's standalone page (its bootstrap renders this into #root): the area under `/<areaRole>/*` behind
 * the guard, and every other path sent to `home`.
 */
export function StandaloneArea<C extends Catalog>({ home, ...guard }: StandaloneGuardProps<C> & { home: string }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path={`/${guard.areaRole}/*`} element={<StandaloneGuard {...guard} />} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>
  );
}

function Guard<C extends Catalog>({
  areaRole,
  texts,
  prefill,
  login = 'email',
  children,
}: Omit<StandaloneGuardProps<C>, 'messages'>) {
  // The area's ids and ui's own are in the same boundary's catalog.
  const t = useUiT() as (id: string) => string;
  const token = useSession((s) => s.token);
  const userRole = useSession((s) => s.userRole);
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [password, setPassword] = useState(prefill?.password ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (decideAccess({ token, userRole }, areaRole).allowed) return <>{children}</>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await api.call(signInEndpoints.login, { body: { email, password } });
      const user = sessionStore.getState().logIn(response);
      if (normalizeRole(user.role) !== areaRole) {
        sessionStore.getState().logOut();
        setError(t(texts.wrongRole));
      }
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : t('ui.standalone.loginFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPanel as="main">
      <PageTitle>{t(texts.title)}</PageTitle>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <form onSubmit={submit}>
        <Input
          label={t(login === 'email' ? 'ui.standalone.email' : 'ui.standalone.username')}
          type={login === 'email' ? 'email' : 'text'}
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Input
          label={t('ui.standalone.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? t('ui.standalone.loggingIn') : t('ui.standalone.logIn')}
        </Button>
      </form>
    </FormPanel>
  );
}
