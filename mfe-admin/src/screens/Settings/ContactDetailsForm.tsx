import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { type ContactDetails, contactDetailsFormSchema, contactFieldLimits, endpoints } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { Alert, tokens } from '@young-minds/ui';
import { Input, TextAreaField } from '@young-minds/ui/forms';
import { useAdminT } from '../../messages';
import { type Notice, palette, serverText } from '../../shared';
import { SaveButton, SettingsCard, SettingsForm } from './SettingsCard';
import { useEndpoint } from '@young-minds/query';

type FieldName = keyof ContactDetails;
type Values = Record<FieldName, string>;

const Lead = styled.p`
  margin-block: 0 ${tokens.space.md};
  color: ${palette.muted};
`;

const valuesOf = (details: ContactDetails): Values => ({
  email: details.email ?? '',
  phone: details.phone ?? '',
  address: details.address ?? '',
  address_ar: details.address_ar ?? '',
  office_hours: details.office_hours ?? '',
  office_hours_ar: details.office_hours_ar ?? '',
});

function DetailsForm({ initial }: { initial: ContactDetails }) {
  const t = useAdminT();
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [result, setResult] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setResult(null);
    const parsed = contactDetailsFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        found[key] ??= translateMessage(issue.message, currentIntlLocale());
      }
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await api.call(endpoints.contact.saveDetails, { body: parsed.data });
      setValues(valuesOf(saved.details));
      setResult({ variant: 'success', text: saved.message });
    } catch (caught) {
      console.error('[admin] contact details save failed:', caught);
      setResult({ variant: 'danger', text: serverText(caught) ?? t('settings.contact.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  const arabic = { lang: 'ar', dir: 'rtl' } as const;
  return (
    <SettingsForm ref={form} noValidate onSubmit={(event) => void submit(event)}>
      {result ? <Alert variant={result.variant}>{result.text}</Alert> : null}
      <Input
        label={t('settings.contact.email')}
        type="email"
        autoComplete="off"
        maxLength={contactFieldLimits.email}
        {...field('email')}
      />
      <Input label={t('settings.contact.phone')} type="tel" maxLength={contactFieldLimits.phone} {...field('phone')} />
      <TextAreaField
        label={t('settings.contact.address')}
        maxLength={contactFieldLimits.address}
        {...field('address')}
      />
      <TextAreaField
        label={t('settings.contact.addressArabic')}
        maxLength={contactFieldLimits.address}
        {...arabic}
        {...field('address_ar')}
      />
      <TextAreaField
        label={t('settings.contact.officeHours')}
        maxLength={contactFieldLimits.officeHours}
        {...field('office_hours')}
      />
      <TextAreaField
        label={t('settings.contact.officeHoursArabic')}
        maxLength={contactFieldLimits.officeHours}
        {...arabic}
        {...field('office_hours_ar')}
      />
      <SaveButton saving={saving} label={t('settings.contact.save')} />
    </SettingsForm>
  );
}

/**
 * The contact details and office hours the public footer and /Contact show: the one place an operator changes
 * them, without a rebuild. A field left blank is not shown; the Arabic address and hours are for Arabic readers.
 */
export function ContactDetailsSettings() {
  const t = useAdminT();
  const details = useEndpoint(endpoints.contact.details);
  return (
    <SettingsCard
      title={t('settings.contact.title')}
      answer={details}
      loadingLabel={t('settings.contact.loading')}
      failedLead={t('settings.contact.loadFailed')}
    >
      {(details) => (
        <>
          <Lead>{t('settings.contact.lead')}</Lead>
          <DetailsForm initial={details} />
        </>
      )}
    </SettingsCard>
  );
}
