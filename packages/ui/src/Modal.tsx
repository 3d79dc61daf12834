import { type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, tokens, useFocusTrap, useUiT } from '@young-minds/ui';

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
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border-radius: ${tokens.radius.md};
  box-shadow: ${tokens.shadow.raised};
`;

const Title = styled.h2`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.font.size.lg};
`;

/** A dialog's buttons, at its end. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.lg};
`;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog: role="dialog" with aria-modal, named by its title; focus moves to its first control and back to
 * where it was on close; Tab stays inside; Escape and a click outside close it.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(open, box, onClose);
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
  /** The question, e.g. 'Are you sure you want to delete this video?'. */
  message: string;
  /** 'Delete' unless the screen says otherwise. */
  confirmLabel?: string;
  /** 'Cancel' unless the screen says otherwise. */
  cancelLabel?: string;
  busy?: boolean;
  /** 'danger' (a delete, a cancel) unless the action is a wanted one, such as a payment ('primary'). */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** The yes/no question before a delete or a cancel: Cancel first (focused), the dangerous action second. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useUiT();
  return (
    <Modal open={open} title={title ?? t('ui.confirm.title')} onClose={busy ? () => undefined : onCancel}>
      <p>{message}</p>
      <ModalActions>
        <Button $variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('ui.confirm.cancel')}
        </Button>
        <Button $variant={confirmVariant} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel ?? t('ui.confirm.delete')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
