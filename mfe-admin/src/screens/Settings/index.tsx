import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '@young-minds/api-client';
import { type AdminProfile, updateAdminProfileRequestSchema } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { Alert, Button, Input, Spinner, tokens } from '@young-minds/ui';
import { FormActions, type Notice, PageHeader, Panel, palette, useItem } from '../../shared';
import { fetchProfile, saveProfile } from './api';

/** The spec's texts (section 5 and the error catalogue). */
const settingsTexts = {
  mismatch: '❌ Passwords do not match!',
  saved: '✅ Profile updated successfully!',
  loadFailed: 'Failed to load profile',
  saveFailed: 'Failed to update profile',
} as const;

type FieldName = 'name' | 'email' | 'password';
type Errors = Partial<Record<FieldName, string>>;

const Form = styled.form`
  max-width: 520px;
  p {
    color: ${palette.muted};
  }
  body.dark & input[aria-invalid='true'] + p {
    color: #fca5a5;
  }
`;

const Retry = styled.div`
  margin-top: ${tokens.space.sm};
`;

/** The spec's lead text, then the server's reason when there is one ('Failed to update profile: …'). */
function failureText(lead: string, error: unknown): string {
  if (error instanceof ApiError) return `${lead}: ${error.message}`;
  return lead;
}

/** Name, email and an optional new password, checked here with the contract's rules before anything is sent. */
function ProfileForm({ initial }: { initial: AdminProfile }) {
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
      setResult({ variant: 'danger', text: settingsTexts.mismatch });
      return;
    }
    // The password is sent only when one was typed.
    const parsed = updateAdminProfileRequestSchema.safeParse({ name, email, ...(password ? { password } : {}) });
    const found: Errors = {};
    if (!email.trim()) found.email = 'Email is required.';
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const [key] = issue.path;
      if (key === 'name' || key === 'email' || key === 'password') found[key] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }

    setSaving(true);
    try {
      const saved = await saveProfile(parsed.data);
      // The top bar shows the new name; a new password revoked the old token, so keep the fresh one.
      sessionStore.getState().updateUser({ name: saved.name, email: saved.email });
      if (saved.token) sessionStore.setState({ token: saved.token });
      setName(saved.name);
      setEmail(saved.email);
      setPassword('');
      setConfirm('');
      setResult({ variant: 'success', text: settingsTexts.saved });
    } catch (caught) {
      console.error('[admin] profile update failed:', caught);
      setResult({ variant: 'danger', text: failureText(settingsTexts.saveFailed, caught) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form ref={form} noValidate onSubmit={(event) => void submit(event)}>
      {result ? <Alert variant={result.variant}>{result.text}</Alert> : null}
      <Input label="Full Name" value={name} onChange={(event) => setName(event.target.value)} error={errors.name} autoComplete="name" required />
      <Input label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} autoComplete="email" required />
      <Input
        label="New Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint="Optional: at least 6 characters. Leave both password fields empty to keep your password."
        autoComplete="new-password"
      />
      <Input label="Confirm Password" type="password" value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="new-password" />
      <FormActions>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </FormActions>
    </Form>
  );
}

/** Admin Settings: the admin's own name, email and password, loaded from and saved to the server. */
export function AdminSettings() {
  const [generation, setGeneration] = useState(0);
  const load = useCallback((signal: AbortSignal) => fetchProfile(signal), []);
  const { item: profile, loading, error } = useItem(load, generation);

  let body;
  if (loading) body = <Spinner label="Loading profile…" />;
  else if (profile) body = <ProfileForm initial={profile} />;
  else
    body = (
      <>
        <Alert variant="danger">{error ? `${settingsTexts.loadFailed}: ${error}` : settingsTexts.loadFailed}</Alert>
        <Retry>
          <Button $variant="outline" onClick={() => setGeneration((n) => n + 1)}>
            Try again
          </Button>
        </Retry>
      </>
    );

  return (
    <>
      <PageHeader title="Admin Settings" />
      <Panel aria-label="Profile">{body}</Panel>
    </>
  );
}
