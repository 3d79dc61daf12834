import { ApiError, api } from '@young-minds/api-client';
import { endpoints, noParentPinMessage } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@young-minds/router';
import styled from 'styled-components';
import { useShellT } from '../messages';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(15, 23, 42, 0.55);
`;

const Box = styled.div`
  box-sizing: border-box;
  width: min(440px, 100%);
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  background: #ffffff;
  border-radius: 8px;
  h2 {
    margin-block: 0 0.75rem;
  }
  fieldset {
    border: none;
    margin: 0 0 1rem;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  legend {
    font-weight: 700;
    margin-block-end: 0.5rem;
  }
  label {
    display: block;
    font-weight: 700;
  }
  input[type='password'],
  input[inputmode='numeric'] {
    box-sizing: border-box;
    width: 100%;
    margin-block: 0.25rem 1rem;
    padding: 0.6rem;
    font: inherit;
    border: 1px solid #64748b;
    border-radius: 6px;
  }
`;

const Problem = styled.p`
  margin-block: 0 1rem;
  padding: 0.75rem;
  border-radius: 6px;
  background: #fde8e8;
  color: #8a1c1c;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/**
 * The server's "no parent PIN is set" answer. Matched in English (its key); in Arabic the server's words (which say
 * to use the password) show and the parent picks Password — the dialog does not load the whole message catalog.
 */
function isNoPinAnswer(error: ApiError): boolean {
  return error.status === 400 && error.message === noParentPinMessage;
}

/**
 * The way back from a handed-over device: the parent's PIN or password (`POST /api/auth/return-to-parent`). It asks
 * the password until a PIN exists (issue 32): the child's session cannot read the parent's profile, so the hand-off
 * records whether the parent had a PIN (`parentHasPin`); the PIN is asked first only then. A PIN removed since is
 * answered with `noParentPinMessage`, and the dialog turns to the password with those words. A wrong
 * answer is a 400 with the server's words and the lock after five is a 429; both are shown and the child's session
 * stays. A right one logs the parent back in and opens the parent area. Escape or Cancel closes the dialog.
 */
export default function ReturnToParentDialog({ parentName, onClose }: { parentName: string; onClose: () => void }) {
  const t = useShellT();
  const navigate = useNavigate();
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<'pin' | 'password'>(() =>
    sessionStore.getState().parentHasPin === true ? 'pin' : 'password',
  );
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => first.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !busy) onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      const body = method === 'pin' ? { pin: secret } : { password: secret };
      const session = await api.call(endpoints.auth.returnToParent, { body });
      sessionStore.getState().logIn(session);
      void navigate('/parent');
    } catch (caught) {
      setProblem(caught instanceof ApiError && caught.message ? caught.message : t('handOff.failed'));
      // No PIN is set (any more): the password it is. The server's words say so.
      if (caught instanceof ApiError && method === 'pin' && isNoPinAnswer(caught)) {
        setMethod('password');
        setSecret('');
      }
      setBusy(false);
    }
  }

  return (
    <Backdrop onKeyDown={onKeyDown}>
      <Box role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('handOff.dialogTitle')}</h2>
        <p>{t('handOff.dialogText', { name: parentName })}</p>
        {problem ? <Problem role="alert">{problem}</Problem> : null}
        <form onSubmit={submit}>
          <fieldset>
            <legend>{t('handOff.method')}</legend>
            {(['pin', 'password'] as const).map((choice) => (
              <label key={choice}>
                <input
                  ref={choice === method ? first : undefined}
                  type="radio"
                  name="return-method"
                  checked={method === choice}
                  onChange={() => {
                    setMethod(choice);
                    setSecret('');
                  }}
                />{' '}
                {choice === 'pin' ? t('handOff.usePin') : t('handOff.usePassword')}
              </label>
            ))}
          </fieldset>
          <label>
            {method === 'pin' ? t('handOff.pin') : t('handOff.password')}
            {method === 'pin' ? (
              <input
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                required
                value={secret}
                onChange={(e) => setSecret(e.target.value.replace(/\D/g, ''))}
              />
            ) : (
              <input
                type="password"
                autoComplete="current-password"
                required
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            )}
          </label>
          <Actions>
            <button type="button" onClick={onClose} disabled={busy}>
              {t('handOff.cancel')}
            </button>
            <button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('handOff.checking') : t('handOff.submit')}
            </button>
          </Actions>
        </form>
      </Box>
    </Backdrop>
  );
}
