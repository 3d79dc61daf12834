import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { TextInput, tokens } from '@young-minds/ui';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
  margin-bottom: ${tokens.space.md};
`;

export const Label = styled.label`
  font-weight: 700;
  color: ${tokens.color.text};
`;

export const FieldHint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${(p) => (p.$error ? tokens.color.dangerText : tokens.color.muted)};
`;

export const TextArea = styled(TextInput).attrs({ as: 'textarea' })`
  min-height: 120px;
  resize: vertical;
`;

/** The input types whose text is left to right whatever the page's language. */
const leftToRightInputTypes = new Set(['email', 'tel', 'url']);

/** The `dir` an input takes by its type: 'ltr' for emails, phone numbers and addresses; the page's otherwise. */
function inputDirection(type: string | undefined): 'ltr' | undefined {
  return type && leftToRightInputTypes.has(type) ? 'ltr' : undefined;
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label, tied to the input. */
  label: ReactNode;
  id?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** An error under the field; marks the input invalid. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A text input with its label (and optional hint or error, announced with the field). */
export function Input({ label, id, hint, error, ref, ...rest }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <TextInput
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        dir={inputDirection(rest.type)}
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
