import { api } from '@young-minds/api-client';
import { type Child, authEndpoints } from '@young-minds/contracts';
import { Alert } from '@young-minds/ui';
import { CheckboxField } from '@young-minds/ui/forms';
import { useState } from 'react';
import { useParentT } from '../../messages';
import { Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';

/**
 * The weekly email about the child (issue 34): a switch, off until the parent turns it on, saved at once as the
 * child's `weekly_digest`; the note goes to the parent's address at the end of the family's week.
 */
export function ChildPageWeeklyNote({ child, onSaved }: { child: Child; onSaved: (child: Child) => void }) {
  const t = useParentT();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function toggle(on: boolean) {
    setBusy(true);
    setResult(null);
    try {
      const saved = await api.call(authEndpoints.updateOwnChild, {
        params: { id: child.id },
        body: { weekly_digest: on },
      });
      onSaved(saved);
      setResult({
        ok: true,
        text: t(saved.weekly_digest ? 'weeklyNote.turnedOn' : 'weeklyNote.turnedOff', { name: child.name }),
      });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('child.saveFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel aria-labelledby="weekly-note-heading">
      <h2 id="weekly-note-heading">{t('weeklyNote.heading')}</h2>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <CheckboxField
        role="switch"
        label={t('weeklyNote.switch', { name: child.name })}
        hint={t('weeklyNote.when')}
        checked={child.weekly_digest}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => void toggle(event.target.checked)}
      />
    </Panel>
  );
}
