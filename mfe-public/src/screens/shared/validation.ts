import { useEffect, useRef, useState } from 'react';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';

/** One problem zod found in a form: the field (`path[0]`) and the contract's sentence for it. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What a contract's request schema offers a form (a zod schema, typed here without importing zod). */
export interface RequestSchema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

/** The first message of each field that failed, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export type Checked<Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors };

/**
 * Checks a form with the same schema the server checks the request with, so the form says what the server would
 * say (the contracts word every message once) and sends only what the server accepts.
 */
export function checkForm<Out>(schema: RequestSchema<Out>, values: unknown): Checked<Out> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= translateMessage(issue.message, currentIntlLocale());
  }
  return { ok: false, errors };
}

/**
 * The field errors of a form and the ref of its element: when a check fails, the first invalid field takes the
 * focus, so a screen reader reads its label and the message tied to it.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return { formRef, errors, setErrors };
}
