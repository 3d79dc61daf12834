import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@young-minds/router';
import { api } from '@young-minds/api-client';
import { signInEndpoints } from '@young-minds/contracts';
import { destinationFor, rememberDeviceToken, useSession } from '@young-minds/session';
import { Alert, FormPanel, PageTitle, Spinner } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { Muted } from '../shared/ui';
import { redeemOnce } from './redeem';

/**
 * /sign-in-link?token=…: the paused account's emailed link. It logs the owner in as the page opens (this device
 * is remembered, so its next logins pass the pause) and goes to the account's area.
 */
export function SignInLink() {
  const t = usePublicT();
  const navigate = useNavigate();
  const logIn = useSession((state) => state.logIn);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [invalid, setInvalid] = useState(!token);

  useEffect(() => {
    if (!token) return;
    let live = true;
    redeemOnce(`sign-in:${token}`, () => api.call(signInEndpoints.signInWithLink, { body: { token } })).then(
      (session) => {
        if (!live) return;
        if (session.user.email) rememberDeviceToken(session.user.email, session.deviceToken);
        const user = logIn(session);
        void navigate(destinationFor(user.role), { replace: true });
      },
      () => live && setInvalid(true),
    );
    return () => {
      live = false;
    };
  }, [token, logIn, navigate]);

  return (
    <FormPanel>
      <PageTitle>{t('accounts.signIn.title')}</PageTitle>
      {invalid ? (
        <>
          <Alert variant="danger">{t(token ? 'accounts.signIn.invalid' : 'accounts.noToken')}</Alert>
          <Muted>
            <Link to="/login">{t('accounts.backToLogin')}</Link>
          </Muted>
        </>
      ) : (
        <Spinner label={t('accounts.signIn.checking')} />
      )}
    </FormPanel>
  );
}
