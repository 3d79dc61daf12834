import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import styled from 'styled-components';
import { TextInput, focusRing, tokens, useUiT } from '@young-minds/ui';
import { Field, FieldHint, Label } from './Input';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  & > input {
    padding-inline-end: 76px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  inset-inline-end: 6px;
  transform: translateY(-50%);
  min-height: 32px;
  padding: 4px 10px;
  border: none;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.primaryStrong};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${tokens.color.infoBg};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A password field with its label and a Show/Hide toggle (a real button, keyboard-usable, state announced). */
export function PasswordInput({ label, id, hint, error, ref, ...rest }: PasswordInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  const [visible, setVisible] = useState(false);
  const t = useUiT();
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Wrap>
        <TextInput
          id={inputId}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          {...rest}
        />
        <Toggle
          type="button"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={visible ? t('ui.password.hideLabel') : t('ui.password.showLabel')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('ui.password.hide') : t('ui.password.show')}
        </Toggle>
      </Wrap>
      {note ? (
        <FieldHint id={noteId} $error={Boolean(error)}>
          {note}
        </FieldHint>
      ) : null}
    </Field>
  );
}
