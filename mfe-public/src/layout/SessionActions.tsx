import { useNavigate } from '@young-minds/router';
import { destinationFor, useSession } from '@young-minds/session';
import styled from 'styled-components';
import { ButtonLink, focusRing, tokens } from '@young-minds/ui';
import { usePublicT } from '../messages';

const LoginLink = styled(ButtonLink)`
  margin-inline-start: ${tokens.space.sm};
`;

const DrawerLogin = styled(ButtonLink)`
  margin-top: ${tokens.space.md};
`;

const LogOutButton = styled.button`
  min-height: 44px;
  padding: 0 ${tokens.space.sm};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * Log In for visitors; for a signed-in user, the way back to their area and Log Out (which also ends the session
 * on the server). In the header's bar, or full width in the phone menu (`inDrawer`).
 */
export function SessionActions({ inDrawer }: { inDrawer: boolean }) {
  const t = usePublicT();
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.userRole);
  const navigate = useNavigate();
  const Action = inDrawer ? DrawerLogin : LoginLink;
  const look = inDrawer ? ({ $block: true } as const) : ({ $variant: 'secondary', $size: 'sm' } as const);
  if (!token) {
    return (
      <Action to="/login" {...look}>
        {t('nav.logIn')}
      </Action>
    );
  }
  return (
    <>
      <Action to={destinationFor(role)} {...look}>
        {t('nav.myDashboard')}
      </Action>
      <LogOutButton
        type="button"
        onClick={async () => {
          // The API client on first use: a visit of a page that makes no call (Home) does not download it.
          const { logOutEverywhere } = await import('@young-minds/api-client');
          await logOutEverywhere();
          void navigate('/');
        }}
      >
        {t('nav.logOut')}
      </LogOutButton>
    </>
  );
}
