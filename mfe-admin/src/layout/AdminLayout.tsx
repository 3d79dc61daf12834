import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from '@young-minds/router';
import styled from 'styled-components';
import { Button, LanguageSwitch, SkipLink, Spinner, focusRing, media, tokens } from '@young-minds/ui';
import { Drawer } from '@young-minds/ui/drawer';
import { refreshUnread } from '../screens/Messages/unread';
import { DarkModeStyles, palette } from '../shared/palette';
import { bindDarkModeToBody, useDarkMode } from './darkMode';
import { MenuIcon, MoonIcon, SunIcon } from './icons';
import { SidebarLinks } from './Sidebar';
import { UserMenu } from './UserMenu';
import { useAdminT } from '../messages';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${palette.page};
  color: ${palette.text};
  font-family: ${tokens.font.family};
`;

const Side = styled.aside`
  display: none;
  ${media.lg} {
    display: block;
    flex: 0 0 240px;
    padding: ${tokens.space.md};
    background: #14213d;
    color: #ffffff;
  }
`;

const Brand = styled(Link)`
  display: block;
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  color: inherit;
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
  text-decoration: none;
  &:focus-visible {
    ${focusRing}
  }
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Top = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${palette.surface};
  border-bottom: 1px solid ${palette.border};
`;

const MenuButton = styled(Button)`
  ${media.lg} {
    display: none;
  }
`;

const TopTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
  min-width: 0;
  margin-inline-start: auto;
`;

const ModeButton = styled(Button)`
  white-space: nowrap;
`;

/** The toggle's words hide on a phone (the icon stays; screen readers still hear the words). */
const ModeText = styled.span`
  @media (max-width: ${tokens.breakpoint.sm - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Main = styled.main`
  flex: 1;
  box-sizing: border-box;
  width: 100%;
  padding: ${tokens.space.md};
  ${media.md} {
    padding: ${tokens.space.lg};
  }
  /* It takes the focus only from the skip link: the screen, not a ring around all of it. */
  &:focus {
    outline: none;
  }
`;

const DrawerNav = styled.nav`
  background: #14213d;
  color: #ffffff;
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.sm};
`;

/** The admin area's frame: sidebar (a drawer on phones), top bar with dark mode and the user menu, the screen. */
export function AdminLayout() {
  const t = useAdminT();
  const dark = useDarkMode((s) => s.dark);
  const toggleDark = useDarkMode((s) => s.toggle);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  useEffect(() => bindDarkModeToBody(), []);
  // The sidebar's unread messages; the Messages screens ask again after each change.
  useEffect(() => void refreshUnread(), []);
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <Frame>
      <DarkModeStyles />
      <SkipLink target="admin-main" />
      <Side>
        <Brand to="/admin/dashboard">{t('layout.brandAdmin')}</Brand>
        <nav aria-label={t('layout.navLabel')}>
          <SidebarLinks />
        </nav>
      </Side>
      <Column>
        <Top>
          <MenuButton
            $variant="ghost"
            aria-label={t('layout.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </MenuButton>
          <TopTools>
            <LanguageSwitch compact />
            <ModeButton $variant="outline" $size="sm" aria-pressed={dark} onClick={toggleDark}>
              {dark ? <SunIcon /> : <MoonIcon />}
              <ModeText>{dark ? t('layout.lightMode') : t('layout.darkMode')}</ModeText>
            </ModeButton>
            <UserMenu />
          </TopTools>
        </Top>
        <Main id="admin-main" tabIndex={-1}>
          <Suspense fallback={<Spinner label={t('layout.loadingScreen')} />}>
            <Outlet />
          </Suspense>
        </Main>
      </Column>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('layout.brandAdmin')}>
        <DrawerNav aria-label={t('layout.navLabel')}>
          <SidebarLinks onNavigate={() => setDrawerOpen(false)} />
        </DrawerNav>
      </Drawer>
    </Frame>
  );
}
