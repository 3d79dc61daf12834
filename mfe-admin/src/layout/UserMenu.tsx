import { logOutEverywhere } from '@young-minds/api-client';
import { useSession } from '@young-minds/session';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@young-minds/router';
import styled from 'styled-components';
import { Button, focusRing, tokens } from '@young-minds/ui';
import { palette } from '../shared/palette';
import { UserIcon } from './icons';
import { useAdminT } from '../messages';

const Wrap = styled.div`
  position: relative;
`;

/** The name hides on narrow phones (the icon stays; the button keeps its accessible name). */
const Name = styled.span`
  max-width: 30vw;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: 60;
  min-width: 180px;
  margin: 0;
  padding: ${tokens.space.xs};
  list-style: none;
  background: ${palette.surface};
  color: ${palette.text};
  border: 1px solid ${palette.border};
  border-radius: ${tokens.radius.sm};
  box-shadow: ${tokens.shadow.raised};
`;

const MenuItem = styled.button`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: 0 ${tokens.space.md};
  border: none;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${palette.raised};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * The user menu of the top bar: Profile, Settings, Logout. A menu button (aria-expanded); arrow keys move
 * between items, Escape closes and returns focus to the button.
 */
export function UserMenu() {
  const t = useAdminT();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };

  return (
    <Wrap>
      <Button
        ref={button}
        $variant="ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon />
        <Name>{user?.name || t('layout.admin')}</Name>
        <span aria-hidden="true">▾</span>
      </Button>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={t('layout.userMenu')} ref={menu} onKeyDown={onMenuKey}>
          <li role="none">
            <MenuItem role="menuitem" onClick={() => go('/admin/settings')}>
              {t('layout.profile')}
            </MenuItem>
          </li>
          <li role="none">
            <MenuItem role="menuitem" onClick={() => go('/admin/settings')}>
              {t('layout.nav.settings')}
            </MenuItem>
          </li>
          <li role="none">
            <MenuItem
              role="menuitem"
              onClick={async () => {
                setOpen(false);
                await logOutEverywhere();
                void navigate('/login');
              }}
            >
              {t('layout.logout')}
            </MenuItem>
          </li>
        </Menu>
      ) : null}
    </Wrap>
  );
}
