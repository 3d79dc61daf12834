import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@young-minds/router';
import { logOutEverywhere } from '@young-minds/api-client';
import { destinationFor, useSession } from '@young-minds/session';
import styled from 'styled-components';
import { ButtonLink, Drawer, LanguageSwitch, focusRing, media, tokens } from '@young-minds/ui';
import { usePublicT } from '../messages';
import { Dropdown, navItemStyles } from './Dropdown';
import { isGroup, navigation } from './navigation';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: ${tokens.color.primaryFill};
  color: ${tokens.color.primaryText};
  box-shadow: ${tokens.shadow.card};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  max-width: ${tokens.breakpoint.xl}px;
  margin: 0 auto;
  padding: ${tokens.space.sm} ${tokens.space.md};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 44px;
  color: inherit;
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
  text-decoration: none;
  &:focus-visible {
    ${focusRing}
  }
`;

const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${tokens.color.accent};
  color: ${tokens.color.accentText};
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.lg} {
    display: flex;
    align-items: center;
    gap: ${tokens.space.xs};
  }
`;

const NavItem = styled(NavLink)`
  ${navItemStyles}
`;

const LoginLink = styled(ButtonLink)`
  margin-inline-start: ${tokens.space.sm};
`;

const MenuButton = styled.button`
  ${navItemStyles}
  font-size: 1.5rem;
  ${media.lg} {
    display: none;
  }
`;

const DrawerList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DrawerGroup = styled.li`
  margin-top: ${tokens.space.sm};
  & > span {
    display: block;
    padding: 4px 12px;
    color: ${tokens.color.muted};
    font-size: ${tokens.font.size.sm};
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  & ul {
    margin: 0;
    padding: 0;
    padding-inline-start: ${tokens.space.sm};
    list-style: none;
  }
`;

const DrawerLink = styled(NavLink)`
  display: block;
  padding: 12px;
  border-radius: ${tokens.radius.sm};
  color: ${tokens.color.text};
  font-weight: 700;
  text-decoration: none;
  &.active {
    background: ${tokens.color.infoBg};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const DrawerLogin = styled(ButtonLink)`
  margin-top: ${tokens.space.md};
`;

/**
 * Log In for visitors; for a signed-in user, the way back to their area and Log Out (which also ends the session
 * on the server).
 */
function SessionActions({ inDrawer }: { inDrawer: boolean }) {
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
          await logOutEverywhere();
          void navigate('/');
        }}
      >
        {t('nav.logOut')}
      </LogOutButton>
    </>
  );
}

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

/** The brand's crescent and the menu button's bars: pictures, not texts (hidden from or labelled for screen readers). */
const logoGlyph = '☾';
const menuGlyph = '☰';

/** The language choice in the phone menu, below the links. */
const DrawerLanguage = styled(LanguageSwitch)`
  margin-block-start: ${tokens.space.lg};
`;

/** The public header: brand, navigation with dropdowns, Log In; a side drawer on small screens. */
export function Header() {
  const t = usePublicT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  // A navigation closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <Bar>
      <Inner>
        <Brand to="/">
          <Logo aria-hidden="true">{logoGlyph}</Logo>
          {t('brand.name')}
        </Brand>
        <DesktopNav aria-label={t('nav.main')}>
          {navigation.map((entry) =>
            isGroup(entry) ? (
              <Dropdown key={entry.label} group={entry} />
            ) : (
              <NavItem key={entry.to} to={entry.to} end>
                {t(entry.label)}
              </NavItem>
            ),
          )}
          <SessionActions inDrawer={false} />
          <LanguageSwitch compact showDigits={false} />
        </DesktopNav>
        <MenuButton
          type="button"
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          {menuGlyph}
        </MenuButton>
      </Inner>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('nav.menu')}>
        <nav aria-label={t('nav.mobile')}>
          <DrawerList>
            {navigation.map((entry) =>
              isGroup(entry) ? (
                <DrawerGroup key={entry.label}>
                  <span>{t(entry.label)}</span>
                  <ul>
                    {entry.items.map((item) => (
                      <li key={item.to}>
                        <DrawerLink to={item.to}>{t(item.label)}</DrawerLink>
                      </li>
                    ))}
                  </ul>
                </DrawerGroup>
              ) : (
                <li key={entry.to}>
                  <DrawerLink to={entry.to} end>
                    {t(entry.label)}
                  </DrawerLink>
                </li>
              ),
            )}
          </DrawerList>
          <SessionActions inDrawer />
          <DrawerLanguage />
        </nav>
      </Drawer>
    </Bar>
  );
}
