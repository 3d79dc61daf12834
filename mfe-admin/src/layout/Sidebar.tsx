import { NavLink } from '@young-minds/router';
import styled from 'styled-components';
import { focusRing, tokens } from '@young-minds/ui';
import { sidebarLinks } from './navigation';
import { useAdminT } from '../messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &.active {
    background: ${tokens.color.primaryFill};
    color: ${tokens.color.primaryText};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** The admin navigation (the same list in the side column and in the phone drawer). */
export function SidebarLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useAdminT();
  return (
    <List>
      {sidebarLinks.map((link) => (
        // `end`: Manage Videos is not also marked current on Add Video.
        <li key={link.to}>
          <Item to={link.to} end onClick={onNavigate}>
            {t(link.label)}
          </Item>
        </li>
      ))}
    </List>
  );
}
