import { api } from '@young-minds/api-client';
import {
  type AgeBand,
  type Child,
  ageBandForAge,
  ageBands,
  readToMeFor,
  weeklyGoalLimits,
} from '@young-minds/contracts';
import { authEndpoints } from '@young-minds/contracts';
import { Alert, Button } from '@young-minds/ui';
import { CheckboxField, Input, SelectField } from '@young-minds/ui/forms';
import { type FormEvent, useState } from 'react';
import { useParentT } from '../../messages';
import { Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { PictureCode } from './PictureCode';

/** The select's value for "follow the child's age" (sent as null). */
const fromAge = '';

/**
 * The child's weekly goal, what content they see (age band, music-free only) and whether the child area reads aloud
 * (Read to me), saved on the child; below them the child's picture code for the family device.
 */
export function ChildPageSettings({ child, onSaved }: { child: Child; onSaved: (child: Child) => void }) {
  const t = useParentT();
  const [goal, setGoal] = useState(String(child.weekly_goal_minutes));
  // The band is sent only when the parent changes it, so saving the goal alone never pins a band.
  const [initialBand] = useState<AgeBand | typeof fromAge>(() =>
    child.age_band_follows_age ? fromAge : child.age_band,
  );
  const [ageBand, setAgeBand] = useState(initialBand);
  const [musicFree, setMusicFree] = useState(child.music_free_only);
  const [readToMe, setReadToMe] = useState(child.read_to_me);
  const [goalError, setGoalError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = Number(goal);
    if (!Number.isInteger(minutes) || minutes < weeklyGoalLimits.min || minutes > weeklyGoalLimits.max) {
      setGoalError(t('childPage.goalInvalid', weeklyGoalLimits));
      return;
    }
    setGoalError(null);
    setBusy(true);
    setResult(null);
    try {
      const saved = await api.call(authEndpoints.updateOwnChild, {
        params: { id: child.id },
        body: {
          weekly_goal_minutes: minutes,
          music_free_only: musicFree,
          // Sent only when flipped; the age's own answer as null: Read to me follows the age again.
          ...(readToMe === child.read_to_me
            ? {}
            : { read_to_me: readToMe === readToMeFor(null, child.age) ? null : readToMe }),
          ...(ageBand === initialBand ? {} : { age_band: ageBand === fromAge ? null : ageBand }),
        },
      });
      onSaved(saved);
      setResult({ ok: true, text: t('childPage.settingsSaved') });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('child.saveFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Panel aria-labelledby="settings-heading">
        <h2 id="settings-heading">{t('childPage.settings')}</h2>
        {result ? (
          <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Input
            label={t('childPage.weeklyGoal')}
            hint={goalError ? undefined : t('childPage.weeklyGoalHint', weeklyGoalLimits)}
            error={goalError ?? undefined}
            type="number"
            inputMode="numeric"
            min={weeklyGoalLimits.min}
            max={weeklyGoalLimits.max}
            value={goal}
            onChange={(event) => setGoal(event.target.value)}
          />
          <SelectField
            label={t('childPage.ageBand')}
            hint={t('childPage.ageBandHint')}
            value={ageBand}
            onChange={(event) => setAgeBand(event.target.value as AgeBand | typeof fromAge)}
          >
            <option value={fromAge}>{t('childPage.ageBandFromAge', { band: ageBandForAge(child.age) })}</option>
            {ageBands.map((band) => (
              <option key={band} value={band}>
                {t('childPage.ageBandOption', { band })}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            label={t('childPage.musicFree')}
            hint={t('childPage.musicFreeHint')}
            checked={musicFree}
            onChange={(event) => setMusicFree(event.target.checked)}
          />
          <CheckboxField
            role="switch"
            label={t('childPage.readToMe')}
            hint={t('childPage.readToMeHint')}
            checked={readToMe}
            onChange={(event) => setReadToMe(event.target.checked)}
          />
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('form.saving') : t('childPage.saveSettings')}
          </Button>
        </form>
      </Panel>
      <PictureCode child={child} onSaved={onSaved} />
    </>
  );
}
