import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { type Child, endpoints, updateChildRequestSchema } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { Alert, Button, Spinner } from '@young-minds/ui';
import { Input } from '@young-minds/ui/forms';
import { Modal, ModalActions } from '@young-minds/ui/dialogs';
import { useAdminT } from '../../messages';
import { palette, itemState, withServerReason } from '../../shared';
import { useEndpoint } from '@young-minds/query';

/** The child as the server has it now (the row may be stale). */
export const useChildOf = (id: number) => useEndpoint(endpoints.auth.getChild, { params: { id } });

type FieldName = 'name' | 'age' | 'username' | 'password';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const fieldNames: readonly FieldName[] = ['name', 'age', 'username', 'password'];
const isFieldName = (key: unknown): key is FieldName => fieldNames.includes(key as FieldName);

/** Labels and hints readable on the dialog's surface in light and dark mode. */
const Form = styled.form`
  label {
    color: ${palette.text};
  }
  p {
    color: ${palette.muted};
  }
  body.dark & input[aria-invalid='true'] + p {
    color: #fca5a5;
  }
`;

function valuesOf(child: Child): Values {
  return {
    name: child.name,
    age: child.age === null ? '' : String(child.age),
    username: child.username ?? '',
    password: '',
  };
}

/**
 * The edit as the server expects it, checked with the contract's own schema (so the messages are the server's):
 * the username always (it is the child's login; children have no email), the password only when one was typed.
 */
function checkedPatch(values: Values) {
  return updateChildRequestSchema.safeParse({
    name: values.name,
    age: values.age.trim(),
    username: values.username.trim(),
    ...(values.password ? { password: values.password } : {}),
  });
}

interface FormProps {
  initial: Child;
  onCancel: () => void;
  onSaved: (child: Child) => void;
  onBusy: (busy: boolean) => void;
}

function EditChildForm({ initial, onCancel, onSaved, onBusy }: FormProps) {
  const t = useAdminT();
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // The dialog focused its first control before the child loaded: start at Name once the form is there.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  // After a refused submit, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setServerError(null);
    const parsed = checkedPatch(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const [key] = issue.path;
        if (isFieldName(key)) found[key] ??= translateMessage(issue.message, currentIntlLocale());
      }
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    onBusy(true);
    try {
      onSaved(await api.call(endpoints.auth.updateChild, { params: { id: initial.id }, body: parsed.data }));
    } catch (caught) {
      console.error('[admin] child update failed:', caught);
      setServerError(withServerReason(t('children.updateFailed'), caught));
    } finally {
      setSaving(false);
      onBusy(false);
    }
  }

  return (
    <Form ref={form} noValidate onSubmit={(event) => void submit(event)}>
      {serverError ? <Alert variant="danger">{serverError}</Alert> : null}
      <Input
        label={t('people.name')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        autoComplete="off"
        required
      />
      <Input
        label={t('people.age')}
        type="number"
        inputMode="numeric"
        min={1}
        max={18}
        step={1}
        value={values.age}
        onChange={set('age')}
        error={errors.age}
        hint={t('children.ageHint')}
        required
      />
      <Input
        label={t('people.username')}
        value={values.username}
        onChange={set('username')}
        error={errors.username}
        hint={t('children.usernameHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <Input
        label={t('children.newPassword')}
        type="password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('children.passwordHint')}
        autoComplete="new-password"
      />
      <ModalActions>
        <Button $variant="outline" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('form.saving') : t('form.saveChanges')}
        </Button>
      </ModalActions>
    </Form>
  );
}

/** Loads the child as the server has it now, then shows the form. */
function EditChildLoader({ id, ...formProps }: Omit<FormProps, 'initial'> & { id: number }) {
  const t = useAdminT();
  const { item: child, loading, error } = itemState(useChildOf(id));
  if (child) return <EditChildForm initial={child} {...formProps} />;
  return (
    <>
      {loading ? (
        <Spinner label={t('children.loadingOne')} />
      ) : (
        <Alert variant="danger">
          {t('list.failedWithReason', { lead: t('children.loadFailed'), reason: error ?? '' })}
        </Alert>
      )}
      <ModalActions>
        <Button $variant="outline" onClick={formProps.onCancel}>
          {t('form.cancel')}
        </Button>
      </ModalActions>
    </>
  );
}

export interface EditChildModalProps {
  child: Child | null;
  onClose: () => void;
  onSaved: (child: Child) => void;
}

/** 'Edit Child': name, age, username and an optional new password, saved with PUT on the server. */
export function EditChildModal({ child, onClose, onSaved }: EditChildModalProps) {
  const t = useAdminT();
  const [busy, setBusy] = useState(false);
  return (
    // While saving, Escape and a click outside do not close it: the answer still has to land somewhere.
    <Modal open={child !== null} title={t('children.edit')} onClose={busy ? () => undefined : onClose}>
      {child ? (
        <EditChildLoader key={child.id} id={child.id} onCancel={onClose} onSaved={onSaved} onBusy={setBusy} />
      ) : null}
    </Modal>
  );
}
