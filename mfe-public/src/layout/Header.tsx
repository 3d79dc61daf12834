import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@young-minds/router';
import styled from 'styled-components';
import { LanguageSwitch, focusRing, media, tokens } from '@young-minds/ui';
import { usePublicT } from '../messages';
import { Dropdown, navItemStyles } from './Dropdown';
import type { MobileMenu } from './MobileMenu';
import { isGroup, navigation } from './navigation';
import { SessionActions } from './SessionActions';

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

const MenuButton = styled.button`
  ${navItemStyles}
  font-size: 1.5rem;
  ${media.lg} {
    display: none;
  }
`;

/** The brand's crescent and the menu button's bars: pictures, not texts (hidden from or labelled for screen readers). */
const logoGlyph = '☾';
const menuGlyph = '☰';

type Menu = typeof MobileMenu;
let menuChunk: Promise<Menu> | undefined;
let loadedMenu: Menu | undefined;

/**
 * The phone menu (the drawer and what it lists), fetched once: on the first open, or a moment before when the
 * pointer comes over the menu button or the keyboard focuses it. A fetch that failed is tried again next time.
 */
function loadMobileMenu(): Promise<Menu> {
  menuChunk ??= import('./MobileMenu').then(
    (module) => (loadedMenu = module.MobileMenu),
    (error: unknown) => {
      menuChunk = undefined;
      throw error;
    },
  );
  return menuChunk;
}

const preloadMenu = () => void loadMobileMenu().catch(() => undefined);

/**
 * The public header: brand, navigation with dropdowns, Log In; a side drawer on small screens, whose code arrives
 * with the first open (the drawer opens once it is in, focus moving into it then; it covers the page, so nothing
 * shifts). Offline, the menu stays closed and the next press tries again.
 */
export function Header() {
  const t = usePublicT();
  const [Menu, setMenu] = useState<Menu | undefined>(() => loadedMenu);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  // A navigation closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  function openMenu() {
    if (Menu) {
      setDrawerOpen(true);
      return;
    }
    loadMobileMenu().then(
      (loaded) => {
        setMenu(() => loaded);
        setDrawerOpen(true);
      },
      (error: unknown) => console.warn('[young-minds] the menu could not be loaded:', error),
    );
  }

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
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
          onClick={openMenu}
        >
          {menuGlyph}
        </MenuButton>
      </Inner>
      {Menu ? <Menu open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
    </Bar>
  );
}
