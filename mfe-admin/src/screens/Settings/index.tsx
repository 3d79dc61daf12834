import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, api } from '@young-minds/api-client';
import { type AdminProfile, endpoints, updateAdminProfileRequestSchema } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { sessionStore } from '@young-minds/session';
import { Alert, tokens } from '@young-minds/ui';
import { Input } from '@young-minds/ui/forms';
import { messages, useAdminT } from '../../messages';
import { type Notice, PageHeader } from '../../shared';
import { ContactDetailsSettings } from './ContactDetailsForm';
import { SaveButton, SettingsCard, SettingsForm } from './SettingsCard';
import { useEndpoint } from '@young-minds/query';

type FieldName = 'name' | 'email' | 'password';
type Errors = Partial<Record<FieldName, string>>;

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

/** The spec's lead text, then the server's reason when there is one ('Failed to update profile: …'). */
function failureText(lead: string, error: unknown): string {
  if (error instanceof ApiError) return messages.t('list.failedWithReason', { lead, reason: error.message });
  return lead;
}

/** Name, email and an optional new password, checked here with the contract's rules before anything is sent. */
function ProfileForm({ initial }: { initial: AdminProfile }) {
  const t = useAdminT();
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setResult(null);
    if (password !== confirm) {
      setErrors({});
      setResult({ variant: 'danger', text: t('settings.mismatch') });
      return;
    }
    // The password is sent only when one was typed.
    const parsed = updateAdminProfileRequestSchema.safeParse({ name, email, ...(password ? { password } : {}) });
    const found: Errors = {};
    if (!email.trim()) found.email = t('settings.emailRequired');
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const [key] = issue.path;
      if (key === 'name' || key === 'email' || key === 'password')
        found[key] ??= translateMessage(issue.message, currentIntlLocale());
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }

    setSaving(true);
    try {
      const saved = await api.call(endpoints.auth.updateAdminProfile, { body: parsed.data });
      // The top bar shows the new name; a new password revoked the old token, so keep the fresh one.
      sessionStore.getState().updateUser({ name: saved.name, email: saved.email });
      if (saved.token) sessionStore.setState({ token: saved.token });
      setName(saved.name);
      setEmail(saved.email);
      setPassword('');
      setConfirm('');
      setResult({ variant: 'success', text: t('settings.saved') });
    } catch (caught) {
      console.error('[admin] profile update failed:', caught);
      setResult({ variant: 'danger', text: failureText(t('settings.saveFailed'), caught) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsForm ref={form} noValidate onSubmit={(event) => void submit(event)}>
      {result ? <Alert variant={result.variant}>{result.text}</Alert> : null}
      <Input
        label={t('settings.fullName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        autoComplete="name"
        required
      />
      <Input
        label={t('people.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        autoComplete="email"
        required
      />
      <Input
        label={t('children.newPassword')}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={t('settings.passwordHint')}
        autoComplete="new-password"
      />
      <Input
        label={t('settings.confirmPassword')}
        type="password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        autoComplete="new-password"
      />
      <SaveButton saving={saving} label={t('form.saveChanges')} />
    </SettingsForm>
  );
}

/**
 * Admin Settings: the admin's own name, email and password, and the contact details the public pages show, each
 * loaded from and saved to the server.
 */
export function AdminSettings() {
  const t = useAdminT();
  const profile = useEndpoint(endpoints.auth.getAdminProfile);
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Cards>
        <SettingsCard
          title={t('settings.profile')}
          answer={profile}
          loadingLabel={t('settings.loading')}
          failedLead={t('settings.loadFailed')}
        >
          {(profile) => <ProfileForm initial={profile} />}
        </SettingsCard>
        <ContactDetailsSettings />
      </Cards>
    </>
  );
}
