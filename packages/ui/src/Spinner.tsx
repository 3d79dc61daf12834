import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import { tokens } from './theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wheel = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 4px solid ${tokens.color.infoBorder};
  border-top-color: ${tokens.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  color: ${tokens.color.muted};
`;

export interface SpinnerProps {
  /** What is loading, for screen readers: a text from the caller's catalog (the spinner may show before any). */
  label: string;
}

/** A loading indicator: role="status" with aria-busy, and a label for screen readers. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <Box role="status" aria-busy="true" aria-live="polite">
      <Wheel aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
