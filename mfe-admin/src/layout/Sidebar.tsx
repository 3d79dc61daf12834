import { NavLink } from '@young-minds/router';
import styled from 'styled-components';
import { formatNumber } from '@young-minds/i18n';
import { VisuallyHidden, focusRing, tokens } from '@young-minds/ui';
import { useUnreadCount } from '../screens/Messages/unread';
import { useOpenReportsCount, useWaitingCount } from '../screens/Review/counts';
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

const Badge = styled.span`
  min-inline-size: 1.5em;
  margin-inline-start: auto;
  padding: 0 6px;
  border-radius: ${tokens.radius.pill};
  background: #ffbe0b;
  color: #14213d;
  font-size: ${tokens.font.size.sm};
  font-weight: 800;
  text-align: center;
`;

/** The admin navigation (the same list in the side column and in the phone drawer). */
export function SidebarLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useAdminT();
  // Unread messages: the number beside Messages, and 'Messages, 2 unread' for screen readers.
  const unread = useUnreadCount();
  // Items waiting for review and open reports: 'Review, 3 waiting'.
  const waiting = { review: useWaitingCount().count, reports: useOpenReportsCount().count };
  const spokenWaiting = { review: 'review.navWaiting', reports: 'reports.navOpen' } as const;
  return (
    <List>
      {sidebarLinks.map((link) => {
        const count = link.unread ? unread : link.waiting ? waiting[link.waiting] : null;
        const spoken = link.waiting ? spokenWaiting[link.waiting] : 'layout.nav.messagesUnread';
        return (
          // `end`: Manage Videos is not also marked current on Add Video.
          <li key={link.to}>
            <Item to={link.to} end={!link.section} onClick={onNavigate}>
              {count ? (
                // The name comes from the content, not aria-label, so what is seen ("Messages 2") is within what is
                // heard ("Messages, 2 unread"), for voice control too.
                <>
                  <span aria-hidden="true">{t(link.label)}</span>
                  <Badge aria-hidden="true">{formatNumber(count)}</Badge>
                  <VisuallyHidden>{t(spoken, { count })}</VisuallyHidden>
                </>
              ) : (
                t(link.label)
              )}
            </Item>
          </li>
        );
      })}
    </List>
  );
}
