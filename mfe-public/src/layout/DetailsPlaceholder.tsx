import styled, { keyframes } from 'styled-components';
import { VisuallyHidden, tokens } from '@young-minds/ui';

const pulse = keyframes`
  50% { opacity: 0.1; }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding-block: 6px;
`;

/** A grey line where a detail will be: the space is kept, so nothing jumps when the details arrive. */
const Line = styled.span<{ $width: string }>`
  display: block;
  inline-size: ${(p) => p.$width};
  max-inline-size: 100%;
  block-size: 1em;
  border-radius: ${tokens.radius.sm};
  background: currentColor;
  opacity: 0.2;
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The contact details on their way: a few grey lines of their size, and their label for screen readers. */
export function DetailsPlaceholder({ label, lines = 3 }: { label: string; lines?: number }) {
  const widths = ['14em', '9em', '16em', '12em'];
  return (
    <Lines aria-busy="true">
      {widths.slice(0, lines).map((width) => (
        <Line key={width} $width={width} aria-hidden="true" />
      ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Lines>
  );
}
