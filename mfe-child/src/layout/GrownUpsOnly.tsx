import { tokens } from '@young-minds/ui';
import { useLocation } from '@young-minds/router';
import styled from 'styled-components';
import { useChildT } from '../messages';
import { useSpeakOnArrival } from '../shared/voice';

const Note = styled.p`
  margin-block: 0 ${tokens.space.md};
  padding-block: ${tokens.space.md};
  padding-inline: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.infoBg};
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
`;

/** Whether the shell sent the child home from a grown-ups' page (its guard's `grownUpsOnly`, shell/src/routing). */
function cameFromGrownUpsPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'grownUpsOnly' in state && state.grownUpsOnly === true;
}

/**
 * A child who opened a parent's or an admin's page is brought home by the shell's guard (never "Access Denied"):
 * kind words, read aloud, above the home.
 */
export function GrownUpsOnly() {
  const t = useChildT();
  const location = useLocation();
  const shown = cameFromGrownUpsPage(location.state as unknown);
  useSpeakOnArrival(shown ? t('layout.grownUpsOnly') : null);
  return shown ? <Note role="status">{t('layout.grownUpsOnly')}</Note> : null;
}
