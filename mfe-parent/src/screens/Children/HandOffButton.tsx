import { api } from '@young-minds/api-client';
import { type Child, endpoints } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { Alert, Button } from '@young-minds/ui';
import { useEndpoint } from '@young-minds/query';
import { useState } from 'react';
import { useNavigate } from '@young-minds/router';
import { useParentT } from '../../messages';
import { serverText } from '../../shared/serverText';

/**
 * "Start learning as {name}": this device becomes the child's (a child session, no child password) and opens the
 * child area. The session remembers only the parent's name; the way back asks for the parent's PIN or password.
 */
export function HandOffButton({ child }: { child: Pick<Child, 'id' | 'name'> }) {
  const t = useParentT();
  const navigate = useNavigate();
  // Whether a PIN is set decides what the way back asks first (the password until a PIN exists).
  const profile = useEndpoint(endpoints.auth.getParentProfile);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handOff() {
    setError(null);
    setBusy(true);
    try {
      const session = await api.call(endpoints.auth.handOffToChild, { params: { id: child.id } });
      const parentName = sessionStore.getState().user?.name ?? '';
      const parentHasPin = profile.data?.has_pin;
      sessionStore
        .getState()
        .logIn(session, { handedOverBy: parentName, ...(parentHasPin === undefined ? {} : { parentHasPin }) });
      void navigate('/child');
    } catch (caught) {
      setError(serverText(caught, t('handOff.failed')));
      setBusy(false);
    }
  }

  return (
    <>
      <Button $variant="outline" onClick={handOff} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('handOff.busy') : t('handOff.button', { name: child.name })}
      </Button>
      {error ? <Alert variant="danger">{error}</Alert> : null}
    </>
  );
}
