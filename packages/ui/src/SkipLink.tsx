import styled from 'styled-components';
import { useUiT } from './messages';
import { focusRing, tokens } from './theme';

const Link = styled.a`
  position: absolute;
  inset-inline-start: -9999px;
  inset-block-start: ${tokens.space.sm};
  z-index: 100;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  &:focus {
    inset-inline-start: ${tokens.space.sm};
    ${focusRing}
  }
`;

/**
 * "Skip to content": the first stop of the Tab order in every area, hidden until focused, so keyboard and screen
 * reader users pass the header and the navigation in one step (WCAG 2.4.1). `target` is the id of the area's
 * `<main>`, which needs `tabIndex={-1}` to take the focus.
 */
export function SkipLink({ target }: { target: string }) {
  const t = useUiT();
  return (
    <Link href={`#${target}`} data-print="hide">
      {t('ui.skipToContent')}
    </Link>
  );
}
