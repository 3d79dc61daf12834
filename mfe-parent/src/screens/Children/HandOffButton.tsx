import { api } from '@young-minds/api-client';
import { type Child, handOffEndpoints, parentProfileEndpoints } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { Alert, Button, focusRing, tokens } from '@young-minds/ui';
import { AvatarPicture } from '@young-minds/ui/avatars';
import { useEndpoint } from '@young-minds/query';
import { useState } from 'react';
import { useNavigate } from '@young-minds/router';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { pictureOf } from '../../shared/avatars';
import { rememberHandOff } from '../../shared/firstRun';
import { serverText } from '../../shared/serverText';

type HandOffChild = Pick<Child, 'id' | 'name'> & { avatar?: string | null };

/**
 * The one hand-off: this device becomes the child's (a child session, no child password) and opens the child
 * area. The session remembers only the parent's name; the way back asks for the parent's PIN or password.
 */
function useHandOff(child: HandOffChild) {
  const t = useParentT();
  const navigate = useNavigate();
  // Whether a PIN is set decides what the way back asks first (the password until a PIN exists).
  const profile = useEndpoint(parentProfileEndpoints.getParentProfile);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handOff() {
    setError(null);
    setBusy(true);
    try {
      const session = await api.call(handOffEndpoints.handOffToChild, { params: { id: child.id } });
      const parent = sessionStore.getState().user;
      // The first run's last step ("hand the device over") counts as done on this device.
      if (parent) rememberHandOff(parent);
      const parentHasPin = profile.data?.has_pin;
      sessionStore.getState().logIn(session, {
        handedOverBy: parent?.name ?? '',
        ...(parentHasPin === undefined ? {} : { parentHasPin }),
      });
      void navigate('/child');
    } catch (caught) {
      setError(serverText(caught, t('handOff.failed')));
      setBusy(false);
    }
  }

  return { busy, error, handOff: () => void handOff() };
}

/** "Start learning as {name}" as a button (a child's page, Account, the welcome). */
export function HandOffButton({ child }: { child: HandOffChild }) {
  const t = useParentT();
  const { busy, error, handOff } = useHandOff(child);
  return (
    <>
      <Button $variant="outline" onClick={handOff} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('handOff.busy') : t('handOff.button', { name: child.name })}
      </Button>
      {error ? <Alert variant="danger">{error}</Alert> : null}
    </>
  );
}

const Tile = styled.button`
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: 44px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  font: inherit;
  font-weight: 800;
  text-align: center;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover:not(:disabled) {
    border-color: ${tokens.color.primaryStrong};
    background: ${tokens.color.infoBg};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  > svg {
    flex-shrink: 0;
  }
`;

/** The dashboard's "Who's learning?" tile: the child's picture, large, and "Start learning as {name}". */
export function HandOffTile({ child }: { child: HandOffChild }) {
  const t = useParentT();
  const { busy, error, handOff } = useHandOff(child);
  return (
    <>
      <Tile type="button" onClick={handOff} disabled={busy} aria-busy={busy || undefined}>
        <AvatarPicture avatar={pictureOf(child)} size={96} />
        <span>{busy ? t('handOff.busy') : t('handOff.button', { name: child.name })}</span>
      </Tile>
      {error ? <Alert variant="danger">{error}</Alert> : null}
    </>
  );
}
