import { api } from '@young-minds/api-client';
import { type Child, type PictureCodePicture, pictureCodeLength, authEndpoints } from '@young-minds/contracts';
import { Alert, Button, tokens } from '@young-minds/ui';
import { CheckboxField } from '@young-minds/ui/forms';
import { ChosenPictures, PicturePad } from '@young-minds/ui/pictures';
import { useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-block: ${tokens.space.md};
`;

const Step = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  margin-block-start: ${tokens.space.md};
`;

/**
 * A child's picture code for the family device (issue 32): three of the nine pictures, chosen in order on the pad,
 * shown, then saved (`PUT …/picture-code`) or removed; and whether the child's tile opens without a code there
 * (`opens_without_code`, through the child's update call).
 */
export function PictureCode({ child, onSaved }: { child: Child; onSaved: (child: Child) => void }) {
  const t = useParentT();
  const [pictures, setPictures] = useState<PictureCodePicture[]>([]);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The pictures on show were just saved: Save waits for new ones (Start again).
  const [saved, setSaved] = useState(false);
  const complete = pictures.length === pictureCodeLength;

  async function saveCode(code: PictureCodePicture[] | null) {
    setResult(null);
    setBusy(true);
    try {
      const answer = await api.call(authEndpoints.setPictureCode, {
        params: { id: child.id },
        body: { pictures: code },
      });
      onSaved({ ...child, has_picture_code: answer.has_picture_code });
      if (code === null) setPictures([]);
      setSaved(code !== null);
      setResult({ ok: true, text: answer.message });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('pictureCode.failed')) });
    } finally {
      setBusy(false);
    }
  }

  async function saveOpensWithoutCode(opens: boolean) {
    setResult(null);
    setBusy(true);
    try {
      const saved = await api.call(authEndpoints.updateOwnChild, {
        params: { id: child.id },
        body: { opens_without_code: opens },
      });
      onSaved(saved);
      setResult({
        ok: true,
        text: t(opens ? 'pictureCode.opensWithoutCodeOn' : 'pictureCode.opensWithoutCodeOff', { name: child.name }),
      });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('child.saveFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel aria-labelledby="picture-code-heading">
      <h2 id="picture-code-heading">{t('pictureCode.title')}</h2>
      <p>{t('pictureCode.intro', { name: child.name })}</p>
      <p>
        <strong>
          {t(child.has_picture_code ? 'pictureCode.hasCode' : 'pictureCode.noCode', { name: child.name })}
        </strong>
      </p>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <Step>
        <p>{t('pictureCode.choose', { name: child.name })}</p>
        <ChosenPictures pictures={pictures} label={t('pictureCode.chosen')} />
        <PicturePad
          label={t('pictureCode.pad')}
          disabled={busy || complete}
          onPick={(picture) => setPictures((chosen) => [...chosen, picture].slice(0, pictureCodeLength))}
        />
        {complete ? <p>{t('pictureCode.remember', { name: child.name })}</p> : null}
      </Step>
      <Actions>
        <Button
          disabled={busy || !complete || saved}
          aria-busy={busy || undefined}
          onClick={() => void saveCode(pictures)}
        >
          {busy ? t('form.saving') : t('pictureCode.save')}
        </Button>
        <Button
          $variant="outline"
          disabled={busy || pictures.length === 0}
          onClick={() => {
            setPictures([]);
            setSaved(false);
          }}
        >
          {t('pictureCode.startAgain')}
        </Button>
        {child.has_picture_code ? (
          <Button $variant="outline" disabled={busy} onClick={() => void saveCode(null)}>
            {t('pictureCode.remove')}
          </Button>
        ) : null}
      </Actions>
      <CheckboxField
        role="switch"
        label={t('pictureCode.opensWithoutCode', { name: child.name })}
        hint={t('pictureCode.opensWithoutCodeHint', { name: child.name })}
        checked={child.opens_without_code}
        disabled={busy}
        onChange={(event) => void saveOpensWithoutCode(event.target.checked)}
      />
    </Panel>
  );
}
