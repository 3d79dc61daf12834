import { NavLink } from '@young-minds/router';
import styled from 'styled-components';
import { LanguageSwitch, focusRing, tokens } from '@young-minds/ui';
import { Drawer } from '@young-minds/ui/drawer';
import { usePublicT } from '../messages';
import { isGroup, navigation } from './navigation';
import { SessionActions } from './SessionActions';

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

/** The language choice in the phone menu, below the links. */
const DrawerLanguage = styled(LanguageSwitch)`
  margin-block-start: ${tokens.space.lg};
`;

/**
 * The navigation on small screens: a side drawer with every link, Log In (or the dashboard and Log Out) and the
 * language choice. A chunk of its own, loaded when the menu is first opened (Header): a visit that never opens it
 * (every desktop visit, most phone ones) downloads neither this nor the drawer.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = usePublicT();
  return (
    <Drawer open={open} onClose={onClose} title={t('nav.menu')}>
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
  );
}
