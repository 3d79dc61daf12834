import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { Field, FieldHint, Label, TextArea, TextInput } from '@young-minds/ui';

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
