import styled, { css } from 'styled-components';
import { focusRing, tokens } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${tokens.color.primaryFill};
    color: ${tokens.color.primaryText};
    border-color: ${tokens.color.primaryFill};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  secondary: css`
    background: ${tokens.color.accent};
    color: ${tokens.color.accentText};
    border-color: ${tokens.color.accent};
    &:hover:not(:disabled) {
      filter: brightness(0.95);
    }
  `,
  outline: css`
    background: transparent;
    color: ${tokens.color.primaryStrong};
    border-color: currentColor;
    &:hover:not(:disabled) {
      background: ${tokens.color.infoBg};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover:not(:disabled) {
      background: rgba(0, 0, 0, 0.06);
    }
  `,
  danger: css`
    background: ${tokens.color.dangerText};
    color: #ffffff;
    border-color: ${tokens.color.dangerText};
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    padding: 6px 12px;
    font-size: ${tokens.font.size.sm};
  `,
  md: css`
    padding: 10px 20px;
    font-size: ${tokens.font.size.md};
  `,
  lg: css`
    padding: 14px 28px;
    font-size: ${tokens.font.size.lg};
  `,
};

/** Shared look for buttons and for links styled as buttons (`buttonStyles` on a router Link). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: 44px;
  border: 2px solid transparent;
  border-radius: ${tokens.radius.pill};
  font-family: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    filter 0.15s ease,
    background 0.15s ease;
  /* Width includes padding and border: a full-width control never sticks out of its panel. */
  box-sizing: border-box;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => variants[p.$variant ?? 'primary']}
  ${(p) => sizes[p.$size ?? 'md']}
  &:focus-visible {
    ${focusRing}
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/**
 * A button. `$variant` (primary, secondary, outline, ghost, danger), `$size` (sm, md, lg) and `$block`
 * (full width) pick the look; `type` defaults to "button" so a button never submits a form by accident.
 */
export const Button = styled.button.attrs<ButtonStyleProps>((p) => ({ type: p.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;
