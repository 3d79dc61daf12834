import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tokens } from './theme';

export type AlertVariant = 'danger' | 'success' | 'info';

const looks: Record<AlertVariant, ReturnType<typeof css>> = {
  danger: css`
    background: ${tokens.color.dangerBg};
    color: ${tokens.color.dangerText};
    border-color: ${tokens.color.dangerBorder};
  `,
  success: css`
    background: ${tokens.color.successBg};
    color: ${tokens.color.successText};
    border-color: ${tokens.color.successBorder};
  `,
  info: css`
    background: ${tokens.color.infoBg};
    color: ${tokens.color.infoText};
    border-color: ${tokens.color.infoBorder};
  `,
};

const Box = styled.div<{ $variant: AlertVariant }>`
  padding: 12px 16px;
  margin-bottom: ${tokens.space.md};
  border: 1px solid;
  border-radius: ${tokens.radius.sm};
  font-weight: 600;
  ${(p) => looks[p.$variant]}
`;

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  variant?: AlertVariant;
  children: ReactNode;
}

/**
 * A message box. Danger alerts use role="alert" (announced at once); success and info use role="status".
 * `data-variant` lets tests and styles tell them apart.
 */
export function Alert({ variant = 'info', children, ...rest }: AlertProps) {
  return (
    <Box role={variant === 'danger' ? 'alert' : 'status'} data-variant={variant} $variant={variant} {...rest}>
      {children}
    </Box>
  );
}
