import styled from 'styled-components';
import { focusRing, tokens } from './theme';

/** The text box of every field (the forms' inputs, selects and text areas, and the language switch's selects). */
export const TextInput = styled.input`
  /* Width includes padding and border: a full-width control never sticks out of its panel. */
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.sm};
  font: inherit;
  color: ${tokens.color.text};
  background: ${tokens.color.surface};
  &:focus-visible {
    ${focusRing}
    border-color: ${tokens.color.primaryStrong};
  }
  &[aria-invalid='true'] {
    border-color: ${tokens.color.dangerText};
  }
  &:disabled {
    background: #edf2f7;
  }
`;
