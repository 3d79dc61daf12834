import { useSession } from '@young-minds/session';
import { ButtonLink, PageTitle } from '@young-minds/ui';
import { useParentT } from '../../messages';
import { Facts, Panel } from '../../shared/parts';

function Details() {
  const t = useParentT();
  const user = useSession((s) => s.user);
  return (
    <Facts>
      <dt>{t('account.name')}</dt>
      <dd>{user?.name}</dd>
      <dt>{t('account.email')}</dt>
      <dd>{user?.email}</dd>
    </Facts>
  );
}

/** Account: the parent's details and the ways to change them (PIN, export and deletion slot in here later). */
export function Account() {
  const t = useParentT();
  return (
    <>
      <PageTitle>{t('account.title')}</PageTitle>
      <Panel aria-labelledby="details-heading">
        <h2 id="details-heading">{t('account.details')}</h2>
        <Details />
      </Panel>
      <Panel aria-labelledby="security-heading">
        <h2 id="security-heading">{t('account.security')}</h2>
        <ButtonLink to="/parent/changepassword" $variant="outline">
          {t('nav.changePassword')}
        </ButtonLink>
      </Panel>
    </>
  );
}

/** Profile: the session user's name and email (phone and editing arrive with the profile call). */
export function Profile() {
  const t = useParentT();
  return (
    <>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Panel aria-label={t('account.details')}>
        <Details />
      </Panel>
    </>
  );
}
