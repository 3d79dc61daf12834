import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from '@young-minds/router';
import styled from 'styled-components';
import { focusRing, tokens } from '@young-minds/ui';
import { usePublicT } from '../messages';
import type { NavGroup } from './navigation';

const Wrap = styled.div`
  position: relative;
`;

export const navItemStyles = `
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 8px 12px;
  border: none;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.16); }
  &:focus-visible { ${focusRing} }
  &.active { text-decoration: underline; text-underline-offset: 6px; }
`;

const Trigger = styled.button`
  ${navItemStyles}
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: 50;
  min-width: 200px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${tokens.color.surface};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.raised};
`;

const MenuLink = styled(NavLink)`
  display: block;
  padding: 10px 12px;
  border-radius: ${tokens.radius.sm};
  color: ${tokens.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${tokens.color.infoBg};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** The arrow after a group's name (a picture, not a text: hidden from screen readers). */
const disclosureGlyph = '▾';

/** A navigation group: a button that opens a list of links (Escape, a click elsewhere or leaving it closes it). */
export function Dropdown({ group }: { group: NavGroup }) {
  const t = usePublicT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrap
      ref={wrap}
      onBlur={(event) => {
        if (wrap.current && !wrap.current.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(group.label)}
        <span aria-hidden="true">{disclosureGlyph}</span>
      </Trigger>
      <Menu id={menuId} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to} onClick={() => setOpen(false)}>
              {t(item.label)}
            </MenuLink>
          </li>
        ))}
      </Menu>
    </Wrap>
  );
}
