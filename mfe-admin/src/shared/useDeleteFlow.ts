import { useState } from 'react';
import type { AlertVariant } from '@young-minds/ui';

export interface DeleteFlowOptions<T> {
  /** The server call; its `message` is the success notice. */
  remove: (row: T) => Promise<{ message: string }>;
  /** After the server deleted the row (the list reloads). */
  onDeleted: () => void;
  /** The screen's notice (`useNotice().show`). */
  show: (variant: AlertVariant, text: string) => void;
  /** The danger notice for a failed delete. */
  failureText: (caught: unknown, row: T) => string;
  /** Logs a failure as `[admin] <logAs> failed:`; without it, nothing is logged. */
  logAs?: string;
}

/**
 * A list's Delete button: `ask(row)` opens the confirm dialog; its Delete calls the server and shows the server's
 * message (or why it failed) in the notice; the dialog closes whatever the answer. Spread `dialog` on the
 * ConfirmDialog.
 */
export function useDeleteFlow<T>({ remove, onDeleted, show, failureText, logAs }: DeleteFlowOptions<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (pending === null) return;
    setDeleting(true);
    try {
      const { message } = await remove(pending);
      show('success', message);
      onDeleted();
    } catch (caught) {
      if (logAs) console.error(`[admin] ${logAs} failed:`, caught);
      show('danger', failureText(caught, pending));
    } finally {
      setDeleting(false);
      setPending(null);
    }
  }

  return {
    ask: (row: T) => setPending(row),
    dialog: {
      open: pending !== null,
      busy: deleting,
      onConfirm: () => void confirm(),
      onCancel: () => setPending(null),
    },
  };
}
