import { api } from '@young-minds/api-client';
import { authEndpoints } from '@young-minds/contracts';
import { Alert, Button, tokens } from '@young-minds/ui';
import { Input, PasswordInput } from '@young-minds/ui/forms';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { serverText } from '../../shared/serverText';

/** A parent PIN is this many digits (the contract's rule). */
const pinDigits = 4;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/**
 * The parent PIN (4 digits) that takes a handed-over device back. Setting, changing or removing it asks for the
 * current password; the server says whether one is set.
 */
export function ParentPin({
  hasPin: initiallySet,
  onSaved,
}: {
  hasPin: boolean;
  /** After the server kept the change (the welcome ticks its step). */
  onSaved?: (hasPin: boolean) => void;
}) {
  const t = useParentT();
  const [hasPin, setHasPin] = useState(initiallySet);
  const [pin, setPin] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [formatWrong, setFormatWrong] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(next: string | null) {
    setResult(null);
    setBusy(true);
    try {
      const answer = await api.call(authEndpoints.setParentPin, { body: { currentPassword, pin: next } });
      setHasPin(answer.has_pin);
      setPin('');
      setCurrentPassword('');
      setResult({ ok: true, text: answer.message });
      onSaved?.(answer.has_pin);
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('pin.failed')) });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = /^\d{4}$/.test(pin);
    setFormatWrong(!valid);
    if (valid) void save(pin);
  }

  return (
    <>
      <p>{hasPin ? t('pin.isSet') : t('pin.notSet')}</p>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <form onSubmit={submit}>
        <Input
          label={t('pin.label', { count: pinDigits })}
          hint={t('pin.hint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          error={formatWrong ? t('pin.format', { count: pinDigits }) : undefined}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        />
        <PasswordInput
          label={t('pin.currentPassword')}
          required
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <Actions>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('form.saving') : t('pin.save')}
          </Button>
          {hasPin ? (
            <Button type="button" $variant="outline" disabled={busy} onClick={() => void save(null)}>
              {t('pin.remove')}
            </Button>
          ) : null}
        </Actions>
      </form>
    </>
  );
}
