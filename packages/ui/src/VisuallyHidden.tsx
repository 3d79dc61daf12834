import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * A table for screen readers only (a chart's numbers). A table is never narrower than its rows and does not clip
 * what overflows it, so a table hidden itself stays as wide as its content and a phone's page scrolls sideways (in
 * Arabic the start edge is cut off): it is hidden inside a box that clips it instead.
 */
export function VisuallyHiddenTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <VisuallyHidden as="div">
      <table {...props} />
    </VisuallyHidden>
  );
}
