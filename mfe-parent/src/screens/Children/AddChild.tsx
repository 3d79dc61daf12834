import { api } from '@young-minds/api-client';
import {
  type AgeBand,
  type ChildAvatar,
  ageBandForAge,
  ageBands,
  childAvatars,
  defaultWeeklyGoalMinutes,
  readToMeFor,
  weeklyGoalLimits,
  authEndpoints,
} from '@young-minds/contracts';
import { useSession } from '@young-minds/session';
import { Alert, Button, FormPanel, PageTitle, arrivalState } from '@young-minds/ui';
import { CheckboxField, Input, PasswordInput, SelectField } from '@young-minds/ui/forms';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from '@young-minds/router';
import { useParentT } from '../../messages';
import { AvatarPicker } from '../../shared/avatars';
import { serverText } from '../../shared/serverText';

/** The age band the form shows: the parent's choice, else the one the typed age falls in. */
function shownAgeBand(chosen: AgeBand | null, age: string): AgeBand {
  if (chosen) return chosen;
  const years = Number.parseInt(age, 10);
  return ageBandForAge(Number.isFinite(years) ? years : null);
}

/**
 * Add Child: name, age, a username (children need no email), password twice, a built-in picture, the weekly goal,
 * the age band (following the age until the parent picks one) and 'Music-free only'. The passwords are compared
 * here; everything else the server checks and words (the sixth child, a taken username, a goal out of range).
 */
export function AddChild() {
  const t = useParentT();
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  // From the welcome's first step, the parent goes back to the welcome's next steps.
  const [search] = useSearchParams();
  const backTo = search.get('from') === 'welcome' ? '/parent/welcome' : '/parent';
  const [name, setName] = useState('');
  const [age, setAge] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // The picture stays in the form until the add-child call carries it.
  const [avatar, setAvatar] = useState<ChildAvatar>(childAvatars[0]);
  const [weeklyGoal, setWeeklyGoal] = useState(String(defaultWeeklyGoalMinutes));
  const [chosenAgeBand, setChosenAgeBand] = useState<AgeBand | null>(null);
  const [musicFreeOnly, setMusicFreeOnly] = useState(false);
  // Null until the parent flips the switch: it shows (and the child gets) the age's answer.
  const [chosenReadToMe, setChosenReadToMe] = useState<boolean | null>(null);
  const ageForReadToMe = age === '' ? null : Number(age);
  const readToMe = chosenReadToMe ?? readToMeFor(null, ageForReadToMe);
  const ageBand = shownAgeBand(chosenAgeBand, age);
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!token) {
      setError(t('addChild.notLoggedIn'));
      return;
    }
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    try {
      const child = await api.call(authEndpoints.addChild, {
        body: {
          name,
          age: Number(age),
          username,
          password,
          avatar,
          weekly_goal_minutes: Number(weeklyGoal),
          age_band: ageBand,
          music_free_only: musicFreeOnly,
          // The age's own answer is sent as null: Read to me follows the age (and moves with it).
          read_to_me: readToMe === readToMeFor(null, Number(age)) ? null : readToMe,
        },
      });
      void navigate(backTo, { state: arrivalState(t('addChild.added', { name: child.name })) });
    } catch (caught) {
      setError(serverText(caught, t('addChild.failed')));
      setBusy(false);
    }
  }

  return (
    <FormPanel>
      <PageTitle>{t('addChild.title')}</PageTitle>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <form onSubmit={submit} noValidate={false}>
        <Input label={t('child.name')} required value={name} onChange={(e) => setName(e.target.value)} />
        <Input
          label={t('child.ageLabel')}
          type="number"
          inputMode="numeric"
          min={1}
          max={18}
          required
          value={age}
          onChange={(e) => setAge(e.target.value)}
        />
        <Input
          label={t('child.usernameLabel')}
          hint={t('addChild.usernameHint')}
          required
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <PasswordInput
          label={t('child.password')}
          required
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordInput
          label={t('child.confirmPassword')}
          required
          autoComplete="new-password"
          value={confirmation}
          error={mismatch ? t('form.passwordsDiffer') : undefined}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <AvatarPicker legend={t('child.avatar')} value={avatar} onChange={setAvatar} />
        <Input
          label={t('addChild.weeklyGoal')}
          hint={t('addChild.weeklyGoalHint', weeklyGoalLimits)}
          type="number"
          inputMode="numeric"
          min={weeklyGoalLimits.min}
          max={weeklyGoalLimits.max}
          required
          value={weeklyGoal}
          onChange={(e) => setWeeklyGoal(e.target.value)}
        />
        <SelectField
          label={t('addChild.ageBand')}
          hint={t('addChild.ageBandHint')}
          value={ageBand}
          onChange={(e) => setChosenAgeBand(ageBands.find((band) => band === e.target.value) ?? null)}
        >
          {ageBands.map((band) => (
            <option key={band} value={band}>
              {t('addChild.ageBandOption', { band })}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('addChild.musicFreeOnly')}
          hint={t('addChild.musicFreeOnlyHint')}
          checked={musicFreeOnly}
          onChange={(e) => setMusicFreeOnly(e.target.checked)}
        />
        <CheckboxField
          role="switch"
          label={t('addChild.readToMe')}
          hint={t('addChild.readToMeHint')}
          checked={readToMe}
          onChange={(e) => setChosenReadToMe(e.target.checked)}
        />
        <Button type="submit" $block disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('addChild.adding') : t('addChild.button')}
        </Button>
      </form>
    </FormPanel>
  );
}
