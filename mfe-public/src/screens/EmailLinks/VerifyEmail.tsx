import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@young-minds/router';
import { api } from '@young-minds/api-client';
import { signInEndpoints } from '@young-minds/contracts';
import { normalizeRole, useSession } from '@young-minds/session';
import { Alert, FormPanel, PageTitle, Spinner } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { Muted } from '../shared/ui';
import { redeemOnce } from './redeem';

type Status = 'checking' | 'done' | 'invalid';

/**
 * /verify-email?token=…: confirms the parent's address as the page opens, and says so. A signed-in parent is
 * offered the way back to the parent area, whose banner reads the confirmed address afresh.
 */
export function VerifyEmail() {
  const t = usePublicT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const isParent = useSession((state) => normalizeRole(state.userRole) === 'parent');
  const [status, setStatus] = useState<Status>(token ? 'checking' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let live = true;
    redeemOnce(`verify:${token}`, () => api.call(signInEndpoints.verifyEmail, { body: { token } })).then(
      () => live && setStatus('done'),
      () => live && setStatus('invalid'),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <FormPanel>
      <PageTitle>{t('accounts.verify.title')}</PageTitle>
      {status === 'checking' ? <Spinner label={t('accounts.verify.checking')} /> : null}
      {status === 'done' ? <Alert variant="success">{t('accounts.verify.done')}</Alert> : null}
      {status === 'invalid' ? (
        <Alert variant="danger">{t(token ? 'accounts.verify.invalid' : 'accounts.noToken')}</Alert>
      ) : null}
      {status === 'checking' ? null : (
        <Muted>
          {isParent ? (
            <Link to="/parent">{t('accounts.verify.toParent')}</Link>
          ) : (
            <Link to="/login">{t('accounts.reset.goToLogin')}</Link>
          )}
        </Muted>
      )}
    </FormPanel>
  );
}
