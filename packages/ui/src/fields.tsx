import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styled from 'styled-components';
import { TextInput, tokens } from '@young-minds/ui';
import { Field, FieldHint, Label, TextArea } from './Input';

const Select = styled(TextInput).attrs({ as: 'select' })`
  cursor: pointer;
`;

/** What every labelled field takes besides its control's own attributes. */
interface Described {
  label: ReactNode;
  /** Help under the field, read with it. */
  hint?: ReactNode;
  /** Shown instead of the hint; marks the control invalid. */
  error?: ReactNode;
}

/** The field's id and the id of the note (error or hint) that describes it. */
function useDescribed(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const fieldId = id ?? generated;
  const note = error ?? hint;
  return { fieldId, noteId: `${fieldId}-note`, note, invalid: error ? (true as const) : undefined };
}

/** A labelled control with its note under it; the control gets its id, aria-invalid and aria-describedby. */
function Described({
  label,
  hint,
  error,
  id,
  control,
}: Described & {
  id?: string;
  control: (ids: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const { fieldId, noteId, note, invalid } = useDescribed(id, hint, error);
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      {control({ id: fieldId, 'aria-invalid': invalid, 'aria-describedby': note ? noteId : undefined })}
      {note ? (
        <FieldHint id={noteId} $error={Boolean(error)}>
          {note}
        </FieldHint>
      ) : null}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  id,
  children,
  ...rest
}: Described & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Described
      label={label}
      hint={hint}
      error={error}
      id={id}
      control={(ids) => (
        <Select {...ids} {...rest}>
          {children}
        </Select>
      )}
    />
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  id,
  ...rest
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Described label={label} hint={hint} error={error} id={id} control={(ids) => <TextArea {...ids} {...rest} />} />
  );
}

const FileInput = styled(TextInput)`
  padding: 8px;
`;

/** A file picker with its label; `onFiles` gets the chosen files (one, or several with `multiple`). */
export function FileField({
  label,
  hint,
  error,
  id,
  onFiles,
  ...rest
}: Described &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & { onFiles: (files: File[]) => void }) {
  return (
    <Described
      label={label}
      hint={hint}
      error={error}
      id={id}
      control={(ids) => (
        <FileInput
          {...ids}
          type="file"
          onChange={(event) => onFiles(event.target.files ? [...event.target.files] : [])}
          {...rest}
        />
      )}
    />
  );
}

/** A boxed group of fields under its legend (a form's Categories, a quiz's question). */
export const FieldGroup = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  legend {
    padding: 0 ${tokens.space.xs};
    font-weight: 800;
    color: ${tokens.color.text};
  }
`;

/** A checklist that scrolls inside its box (category checklists: 200px at most). */
export const CheckList = styled.div`
  max-height: 200px;
  overflow-y: auto;
  padding: ${tokens.space.xs} ${tokens.space.sm};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
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
    color: ${tokens.color.text};
  }
  input {
    accent-color: ${tokens.color.primary};
  }
`;

/** A single labelled checkbox ('Published', 'Active') with an optional hint read with it. */
export function CheckboxField({
  label,
  hint,
  id,
  ...rest
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
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
