import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, tokens } from '@young-minds/ui';
import { palette } from './palette';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: grid;
  place-items: center;
  padding: ${tokens.space.md};
  background: rgba(15, 23, 42, 0.55);
`;

const Box = styled.div`
  box-sizing: border-box;
  width: min(480px, 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${tokens.space.lg};
  background: ${palette.surface};
  color: ${palette.text};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.raised};
`;

const Title = styled.h2`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.font.size.lg};
`;

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.lg};
`;

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A dialog: role="dialog" with aria-modal, named by its title; focus moves to its first control and back to
 * where it was on close; Tab stays inside; Escape and a click outside close it.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>(focusable);
    (first ?? box.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(focusable)];
      if (items.length === 0) return;
      const [firstItem, lastItem] = [items[0]!, items[items.length - 1]!];
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
      before?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        {children}
      </Box>
    </Backdrop>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  /** 'Confirm Delete' unless the screen says otherwise. */
  title?: string;
  /** The spec's question, e.g. 'Are you sure you want to delete this video?'. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The yes/no question before a delete or a cancel: Cancel first (focused), the dangerous action second. */
export function ConfirmDialog({ open, title = 'Confirm Delete', message, confirmLabel = 'Delete', cancelLabel = 'Cancel', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={busy ? () => undefined : onCancel}>
      <p>{message}</p>
      <ModalActions>
        <Button $variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button $variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
