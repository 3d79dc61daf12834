import { logOutEverywhere } from '@young-minds/api-client';
import { THEME_VARIABLES, themeStyleVariables, useSession, useTheme } from '@young-minds/session';
import { Button, LanguageSwitch, SkipLink, Spinner, focusRing, media, tokens } from '@young-minds/ui';
import { type CSSProperties, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from '@young-minds/router';
import styled, { createGlobalStyle } from 'styled-components';
import { useParentT } from '../messages';
import { EmailBanner } from './EmailBanner';
import { type NavLinkItem, parentNavigation } from './navigation';
import { useFamilyTheme } from './useFamilyTheme';

/** Alone (QA) there is no shell stylesheet; printing a receipt shows the receipt only. */
const AreaStyles = createGlobalStyle`
  body {
    margin: 0;
  }
  @media print {
    [data-print='hide'] {
      display: none !important;
    }
  }
`;

const Frame = styled.div`
  min-height: 100vh;
  background: #f5f8ff;
  color: ${tokens.color.text};
  font-family: ${tokens.font.family};
  overflow-x: clip;
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md};
  background: var(${THEME_VARIABLES.fill});
  color: var(${THEME_VARIABLES.textColor});
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
`;

const Family = styled.p`
  margin: 0;
  margin-inline-end: auto;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: 700;
`;

const TopButton = styled(Button)`
  background: transparent;
  color: inherit;
  border: 2px solid currentColor;
`;

const MenuButton = styled(TopButton)`
  ${media.md} {
    display: none;
  }
`;

const Body = styled.div`
  display: block;
  ${media.md} {
    display: flex;
    align-items: flex-start;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${(p) => (p.$open ? 'block' : 'none')};
  padding: ${tokens.space.sm};
  background: ${tokens.color.surface};
  border-block-end: 1px solid ${tokens.color.border};
  ${media.md} {
    display: block;
    flex: 0 0 220px;
    min-height: calc(100vh - 60px);
    border-block-end: none;
    border-inline-end: 1px solid ${tokens.color.border};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  ul {
    padding-inline-start: ${tokens.space.md};
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding-inline: ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  color: ${tokens.color.text};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${tokens.color.infoBg};
  }
  &.active {
    background: var(${THEME_VARIABLES.fill});
    color: var(${THEME_VARIABLES.textColor});
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  box-sizing: border-box;
  padding: ${tokens.space.md};
  ${media.md} {
    padding: ${tokens.space.lg};
  }
  &:focus {
    outline: none;
  }
`;

function Links({ items, onNavigate }: { items: readonly NavLinkItem[]; onNavigate: () => void }) {
  const t = useParentT();
  return (
    <List>
      {items.map((item) => (
        <li key={item.to}>
          {/* `end`: the Dashboard is not also current on every other screen. */}
          <Item to={item.to} end onClick={onNavigate}>
            {t(item.label)}
          </Item>
          {item.children ? <Links items={item.children} onNavigate={onNavigate} /> : null}
        </li>
      ))}
    </List>
  );
}

/** The language choice under the links (the family may read Arabic, English, or switch between them). */
const NavLanguage = styled(LanguageSwitch)`
  margin-block-start: ${tokens.space.md};
  padding-inline: ${tokens.space.sm};
`;

/**
 * The parent area's frame: a top bar in the family's theme colour (the brand, the family's name, the menu button
 * on phones, Log out), the navigation (a side column from 768 px, a collapsible list above the screen on
 * phones) and the screen. The theme's variables are set on the frame too, so the area follows a new choice
 * at once even where the page binds none. The family's theme is loaded from the server when the area opens.
 */
export function ParentLayout() {
  const t = useParentT();
  const user = useSession((s) => s.user);
  const theme = useTheme((s) => s);
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  const menuButton = useRef<HTMLButtonElement>(null);
  useFamilyTheme();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Escape closes the open menu and hands focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const themeVariables = themeStyleVariables(theme) as CSSProperties;

  return (
    <Frame style={themeVariables}>
      <AreaStyles />
      <SkipLink target="parent-main" />
      <Top data-print="hide">
        <Brand>{t('layout.brand')}</Brand>
        <Family>{user ? t('layout.family', { name: user.name }) : null}</Family>
        <MenuButton
          ref={menuButton}
          $size="sm"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
        </MenuButton>
        <TopButton
          $size="sm"
          onClick={async () => {
            await logOutEverywhere();
            void navigate('/login');
          }}
        >
          {t('layout.logOut')}
        </TopButton>
      </Top>
      <Body>
        <Nav id={navId} aria-label={t('layout.navLabel')} $open={menuOpen} data-print="hide">
          <Links items={parentNavigation} onNavigate={() => setMenuOpen(false)} />
          <NavLanguage />
        </Nav>
        <Main id="parent-main" tabIndex={-1}>
          <EmailBanner />
          <Suspense fallback={<Spinner label={t('layout.loadingScreen')} />}>
            <Outlet />
          </Suspense>
        </Main>
      </Body>
    </Frame>
  );
}
