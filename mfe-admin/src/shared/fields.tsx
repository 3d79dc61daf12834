import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { Field, FieldHint, Label, TextArea, TextInput, tokens } from '@young-minds/ui';
import { palette } from './palette';

const Select = styled(TextInput).attrs({ as: 'select' })`
  cursor: pointer;
`;

interface Described {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

function useDescribed(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const note = error ?? hint;
  return { fieldId, noteId: `${fieldId}-note`, note };
}

export function SelectField({ label, hint, error, id, children, ...rest }: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  const { fieldId, noteId, note } = useDescribed(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={note ? noteId : undefined} {...rest}>
        {children}
      </Select>
      {note ? (
        <FieldHint id={noteId} $error={Boolean(error)}>
          {note}
        </FieldHint>
      ) : null}
    </Field>
  );
}

export function TextAreaField({ label, hint, error, id, ...rest }: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { fieldId, noteId, note } = useDescribed(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <TextArea id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={note ? noteId : undefined} {...(rest as object)} />
      {note ? (
        <FieldHint id={noteId} $error={Boolean(error)}>
          {note}
        </FieldHint>
      ) : null}
    </Field>
  );
}

const FileInput = styled(TextInput)`
  padding: 8px;
`;

/** A file picker with its label; `onFile` gets the chosen file (or files with `multiple`). */
export function FileField({
  label,
  hint,
  error,
  id,
  onFiles,
  ...rest
}: Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & { onFiles(files: File[]): void }) {
  const { fieldId, noteId, note } = useDescribed(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <FileInput
        id={fieldId}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => onFiles(event.target.files ? [...event.target.files] : [])}
        {...rest}
      />
      {note ? (
        <FieldHint id={noteId} $error={Boolean(error)}>
          {note}
        </FieldHint>
      ) : null}
    </Field>
  );
}

/** A boxed group of fields under its legend (a form's Categories, a quiz's question). */
export const FieldGroup = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.md};
  border: 1px solid ${palette.border};
  border-radius: ${tokens.radius.md};
  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: 800;
    color: ${palette.text};
  }
`;

/** A checklist that scrolls inside its box (the spec's category checklists: 200px maximum height). */
export const CheckList = styled.div`
  max-height: 200px;
  overflow-y: auto;
  padding: ${tokens.space.xs} ${tokens.space.sm};
  background: ${palette.surface};
  border: 1px solid ${palette.border};
  border-radius: ${tokens.radius.sm};
`;

/** One checkbox and its label in a CheckList, with a large enough target. */
export const CheckRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 40px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
  label {
    font-weight: 600;
    cursor: pointer;
  }
`;

const CheckboxBox = styled.div`
  margin-bottom: ${tokens.space.md};
  label {
    font-weight: 700;
    color: ${palette.text};
  }
  input {
    accent-color: ${tokens.color.primary};
  }
`;

/** A single labelled checkbox ('Published', 'Active') with an optional hint read with it. */
export function CheckboxField({ label, hint, id, ...rest }: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  return (
    <CheckboxBox>
      <CheckRow>
        <input id={fieldId} type="checkbox" aria-describedby={hint ? hintId : undefined} {...rest} />
        <label htmlFor={fieldId}>{label}</label>
      </CheckRow>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </CheckboxBox>
  );
}
