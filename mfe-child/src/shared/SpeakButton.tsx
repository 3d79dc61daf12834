import { focusRing, tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useChildT } from '../messages';
import { SpeakerIcon } from './icons';

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

/** Arabic script anywhere in the text: read it with an Arabic voice. */
export function languageOf(text: string): 'ar' | 'en' {
  return /[\u0600-\u06FF\u0750-\u077F]/.test(text) ? 'ar' : 'en';
}

/** Whether this browser can read aloud at all. */
const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** Reads `text` aloud in its own language, with a voice of that language when the device has one. */
function speak(text: string): void {
  if (!canSpeak()) return;
  const lang = languageOf(text);
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang === 'ar' ? 'ar-SA' : 'en-GB';
  const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith(lang));
  if (voice) utterance.voice = voice;
  // A new tap starts over instead of queueing behind the last one.
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

/**
 * The speaker beside every title, question and answer, for children who cannot read yet. Hidden where the
 * browser has no speech synthesis (a button that does nothing would only confuse).
 */
export function SpeakButton({ text }: { text: string }) {
  const t = useChildT();
  if (!canSpeak()) return null;
  return (
    <Speaker type="button" aria-label={t('speak.label', { text })} onClick={() => speak(text)}>
      <SpeakerIcon size="1.6rem" />
    </Speaker>
  );
}
