import { api, ApiError } from '@young-minds/api-client';
import { endpoints } from '@young-minds/contracts';
import { Alert, ButtonLink, PageTitle, tokens } from '@young-minds/ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { AvatarPicture, avatarFor } from '../../shared/avatars';
import { subscriptionStatus } from '../../shared/format';
import { LoadStatus, Panel } from '../../shared/parts';
import { useLoad } from '../../shared/useCall';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${tokens.space.md};
`;

const ChildCard = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  a {
    color: ${tokens.color.primaryStrong};
    font-weight: 800;
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/** Whether the family's subscription has ended (none at all counts as ended): the dashboard then asks to renew. */
function useSubscriptionEnded() {
  const loaded = useLoad(
    (signal) =>
      api.call(endpoints.subscriptions.ownSubscription, { signal }).then(
        (subscription) => subscriptionStatus(subscription) === 'expired',
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return true;
          throw error;
        },
      ),
    'subscription',
  );
  return loaded.state === 'ready' && loaded.data;
}

/**
 * 'Parent Dashboard': the renew banner when the subscription has ended, and one card per child leading to
 * their page (an empty state leading to Add Child). The charts, this week's learning time and the activity
 * feed slot in below the cards when their server calls arrive.
 */
export function Dashboard() {
  const t = useParentT();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const ended = useSubscriptionEnded();
  const children = useLoad((signal) => api.call(endpoints.auth.listOwnChildren, { signal }), 'children');

  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {ended ? (
        <Alert variant="danger">
          {t('dashboard.renewBanner')} <Link to="/parent/subscription">{t('dashboard.renewLink')}</Link>
        </Alert>
      ) : null}
      <Panel aria-labelledby="children-heading">
        <h2 id="children-heading">{t('dashboard.children')}</h2>
        <LoadStatus loaded={children} loading={t('dashboard.loading')} failed={t('dashboard.failed')}>
          {({ data }) =>
            data.length === 0 ? (
              <>
                <p>{t('dashboard.empty')}</p>
                <ButtonLink to="/parent/addchild">{t('addChild.button')}</ButtonLink>
              </>
            ) : (
              <Cards>
                {data.map((child) => (
                  <ChildCard key={child.id}>
                    <AvatarPicture avatar={avatarFor(child.id)} />
                    <div>
                      <Link to={`/parent/children/${child.id}`}>{child.name}</Link>
                      <p>{child.age === null ? t('child.noAge') : t('child.age', { age: child.age })}</p>
                      {child.username ? <p>{t('child.username', { username: child.username })}</p> : null}
                    </div>
                  </ChildCard>
                ))}
              </Cards>
            )
          }
        </LoadStatus>
      </Panel>
    </>
  );
}
