import { Link } from '@young-minds/router';
import { emailLinkPaths, signInEndpoints } from '@young-minds/contracts';
import { Alert } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { Muted } from '../shared/ui';
import { TokenPasswordForm } from './TokenPasswordForm';

/**
 * /reset-password?token=…: the emailed link. A new password, typed twice; on success a link to /login (every
 * other session of the account has ended). A used or expired link: the sentence and a way to ask again.
 */
export function ResetPassword() {
  const t = usePublicT();
  return (
    <TokenPasswordForm
      endpoint={signInEndpoints.resetPassword}
      texts={{ title: 'accounts.reset.title', submit: 'accounts.reset.submit', busy: 'accounts.reset.busy' }}
      done={() => (
        <>
          <Alert variant="success">{t('accounts.reset.done')}</Alert>
          <Muted>
            <Link to="/login">{t('accounts.reset.goToLogin')}</Link>
          </Muted>
        </>
      )}
      invalid={(message) => (
        <>
          <Alert variant="danger">{message ? t('accounts.reset.invalid') : t('accounts.noToken')}</Alert>
          <Muted>
            <Link to={emailLinkPaths.forgotPassword}>{t('accounts.reset.askAgain')}</Link>
          </Muted>
        </>
      )}
    />
  );
}
