import { Link } from '@young-minds/router';
import { adminTeamEndpoints } from '@young-minds/contracts';
import { Alert } from '@young-minds/ui';
import { usePublicT } from '../../messages';
import { Muted } from '../shared/ui';
import { TokenPasswordForm } from './TokenPasswordForm';

/**
 * /accept-invite?token=…: the link of an admin's invitation (issue 35). The new admin chooses a password, typed
 * twice; the server's sentence and a link to /login once set. A used, expired or unknown link: the server's
 * sentence (ask an admin to invite again).
 */
export function AcceptInvite() {
  const t = usePublicT();
  return (
    <TokenPasswordForm
      endpoint={adminTeamEndpoints.acceptInvite}
      texts={{
        title: 'acceptInvite.title',
        intro: 'acceptInvite.intro',
        submit: 'acceptInvite.submit',
        busy: 'acceptInvite.busy',
      }}
      done={(message) => (
        <>
          <Alert variant="success">{message}</Alert>
          <Muted>
            <Link to="/login">{t('acceptInvite.goToLogin')}</Link>
          </Muted>
        </>
      )}
      invalid={(message) => <Alert variant="danger">{message ?? t('accounts.noToken')}</Alert>}
    />
  );
}
