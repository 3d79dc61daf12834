import { api } from '@young-minds/api-client';
import { authEndpoints } from '@young-minds/contracts';
import { sessionStore, themeStore } from '@young-minds/session';
import { Alert, Button, arrivalState } from '@young-minds/ui';
import { Input, PasswordInput } from '@young-minds/ui/forms';
import { Modal, ModalActions } from '@young-minds/ui/dialogs';
import { type FormEvent, useState } from 'react';
import { useNavigate } from '@young-minds/router';
import { useParentT } from '../../messages';
import { serverText } from '../../shared/serverText';

/**
 * Delete account: a dialog where the parent types the word the dialog shows and their password. On success the
 * session ends on this device and the public home page opens with the server's sentence as its notice.
 */
export function DeleteAccount() {
  const t = useParentT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const word = t('deleteAccount.word');

  function close() {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setPassword('');
    setMismatch(false);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (typed.trim() !== word) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    try {
      const answer = await api.call(authEndpoints.deleteAccount, { body: { password } });
      sessionStore.getState().logOut();
      themeStore.getState().resetTheme();
      void navigate('/', { replace: true, state: arrivalState(answer.message) });
    } catch (caught) {
      setError(serverText(caught, t('deleteAccount.failed')));
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t('deleteAccount.warning')}</p>
      <Button $variant="danger" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <Modal open={open} title={t('deleteAccount.dialogTitle')} onClose={close}>
        <p>{t('deleteAccount.warning')}</p>
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <form onSubmit={submit}>
          <Input
            label={t('deleteAccount.typeConfirm')}
            autoComplete="off"
            required
            value={typed}
            error={mismatch ? t('deleteAccount.mismatch') : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
          <PasswordInput
            label={t('deleteAccount.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <ModalActions>
            <Button type="button" $variant="outline" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" $variant="danger" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
