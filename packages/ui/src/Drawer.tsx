import { type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';
// The main entry by name, not its files: the drawer is bundled into the chunk that opens it, and the page keeps
// one copy of the theme, the focus trap and the texts.
import { focusRing, tokens, useFocusTrap, useUiT } from '@young-minds/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(15, 23, 42, 0.5);
`;

const Panel = styled.div<{ $side: 'start' | 'end' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-${(p) => p.$side}: 0;
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

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The edge it slides from: 'start' is the left in English and the right in Arabic. */
  side?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A modal side panel (the navigation on small screens): role="dialog", focus moves in when it opens and back
 * when it closes, Tab stays inside, Escape and a click on the backdrop close it.
 */
export function Drawer({ open, onClose, title, side = 'start', children }: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const t = useUiT();
  useFocusTrap(open, panel, onClose);

  if (!open) return null;
  return (
    <>
      <Backdrop data-testid="drawer-backdrop" onClick={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} $side={side}>
        <Head>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label={t('ui.drawer.close')} onClick={onClose}>
            ×
          </Close>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </>
  );
}
