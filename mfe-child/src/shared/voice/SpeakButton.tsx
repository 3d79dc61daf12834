import type { ContentLanguage } from '@young-minds/contracts';
import { focusRing, tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { SpeakerIcon, SpeakerOffIcon } from '../icons';
import { useVoiceSettings } from './settings';
import { canSpeak, say } from './speech';

const Speaker = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 48px;
  min-height: 48px;
  padding: 0;
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: 1.5rem;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * The speaker for a card that needs one, for children who cannot read yet: the item's own recording when it has
 * one, otherwise the device's voice. A tap always speaks (the child asked), even with the sound switch off.
 * Hidden when there is neither (a button that does nothing would only confuse).
 */
export function SpeakButton({
  text,
  audioUrl,
  language,
}: {
  text: string;
  audioUrl?: string | null;
  /** The item's declared language, when it has one: it picks the voice (else the text's script does). */
  language?: ContentLanguage | null | undefined;
}) {
  const t = useChildT();
  if (!audioUrl && !canSpeak()) return null;
  return (
    <Speaker type="button" aria-label={t('speak.label', { text })} onClick={() => say(text, { audioUrl, language })}>
      <SpeakerIcon size="1.6rem" />
    </Speaker>
  );
}

const Switch = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 56px;
  min-height: 56px;
  padding: 0;
  border: 3px solid currentColor;
  border-radius: ${tokens.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

/** The sound switch a child can see in the top bar: off means no speaking by itself and no sounds. */
export function MuteButton() {
  const t = useChildT();
  const muted = useVoiceSettings((settings) => settings.muted);
  const setMuted = useVoiceSettings((settings) => settings.setMuted);
  return (
    <Switch type="button" aria-pressed={muted} aria-label={t('voice.soundOff')} onClick={() => setMuted(!muted)}>
      {muted ? <SpeakerOffIcon size="1.8rem" /> : <SpeakerIcon size="1.8rem" />}
    </Switch>
  );
}
