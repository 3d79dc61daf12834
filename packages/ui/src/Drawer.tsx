import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { focusRing, tokens } from './theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(15, 23, 42, 0.5);
`;

const Panel = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${(p) => p.$side}: 0;
  z-index: 1001;
  display: flex;
  flex-direction: column;
  /* Width includes padding and border: a full-width control never sticks out of its panel. */
  box-sizing: border-box;
  width: min(320px, 86vw);
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow.raised};
  overflow-y: auto;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${tokens.space.md};
  border-bottom: 1px solid ${tokens.color.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
`;

const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: none;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

const Body = styled.div`
  padding: ${tokens.space.md};
`;

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A modal side panel (the navigation on small screens): role="dialog", focus moves in when it opens and back
 * when it closes, Tab stays inside, Escape and a click on the backdrop close it.
 */
export function Drawer({ open, onClose, title, side = 'left', children }: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(focusable);
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(focusable));
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <>
      <Backdrop data-testid="drawer-backdrop" onClick={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} $side={side}>
        <Head>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="Close menu" onClick={onClose}>
            ×
          </Close>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </>
  );
}
