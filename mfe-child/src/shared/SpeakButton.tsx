import { languageOfText } from '@young-minds/i18n';
import { type ActivityLanguage, type ContentLanguage, singleLanguageOf } from '@young-minds/contracts';
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

/**
 * The voice's language: the item's declared one when it is a single language (an admin marked it Arabic or
 * English); for 'both' or none, Arabic script anywhere in the text means an Arabic voice.
 */
export function languageOf(text: string, declared?: ContentLanguage | null): ActivityLanguage {
  const single = declared ? singleLanguageOf(declared) : null;
  if (single) return single;
  return languageOfText(text);
}

/** Whether this browser can read aloud at all. */
const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** Reads `text` aloud in its language, with a voice of that language when the device has one. */
function speak(text: string, declared?: ContentLanguage | null): void {
  if (!canSpeak()) return;
  const lang = languageOf(text, declared);
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang === 'ar' ? 'ar-SA' : 'en-GB';
  const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith(lang));
  if (voice) utterance.voice = voice;
  // A new tap starts over instead of queueing behind the last one.
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

// One recording at a time, like the voice: a new tap stops the last one.
let playing: HTMLAudioElement | null = null;

/** Plays an admin's recording (an activity card's name, say); the voice reads the text if it cannot play. */
function play(audioUrl: string, text: string, declared?: ContentLanguage | null): void {
  playing?.pause();
  if (canSpeak()) window.speechSynthesis.cancel();
  const audio = new Audio(audioUrl);
  playing = audio;
  audio.play().catch(() => {
    if (playing === audio) speak(text, declared);
  });
}

/**
 * The speaker beside every title, question and answer, for children who cannot read yet: the item's own
 * recording when it has one, otherwise the device's voice. Hidden when there is neither (a button that does
 * nothing would only confuse).
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
  const onClick = () => (audioUrl ? play(audioUrl, text, language) : speak(text, language));
  return (
    <Speaker type="button" aria-label={t('speak.label', { text })} onClick={onClick}>
      <SpeakerIcon size="1.6rem" />
    </Speaker>
  );
}
