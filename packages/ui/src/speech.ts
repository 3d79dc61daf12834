import { languageOfText } from '@young-minds/i18n';
import { type ActivityLanguage, type ContentLanguage, singleLanguageOf } from '@young-minds/contracts';

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
/** Set by a renderer of pages ahead (Node): draw as the browsers that can speak do (their speak buttons in place). */
let speakingAssumed = false;

const speechInWindow = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

export const canSpeak = () => speakingAssumed || speechInWindow();

/**
 * For a page rendered ahead in Node (mfe-child/src/prerender): the screen is drawn with the speak buttons the
 * browsers that can speak show (nearly all), so the area's own render, which has them, takes its place unmoved.
 * Never called in a browser: nothing speaks there through it (`say` still needs `speechSynthesis`).
 */
export function drawAsSpeaking(): void {
  speakingAssumed = true;
}

export interface SayOptions {
  /** The item's declared language, when it has one: it picks the voice (else the text's script does). */
  language?: ContentLanguage | null | undefined;
  /** The admin's recording of this text: played instead of the device's voice when it plays. */
  audioUrl?: string | null | undefined;
  /** Called as each word starts (its offset and length in `text`), for highlighting what is being read. */
  onWord?: (start: number, length: number) => void;
  /** Called once when the reading ends (`finished`: true), or is stopped or cannot start (false). */
  onEnd?: (finished: boolean) => void;
}

// One voice at a time: whatever speaks next stops what spoke before (a child tapping twice hears one voice).
// Shared by the child area (`mfe-child/src/shared/voice`) and the family device's login (`@young-minds/ui/speech`).
let playing: HTMLAudioElement | null = null;
let finishLast: ((finished: boolean) => void) | null = null;

/** Stops whatever the child area is reading aloud. */
export function hush(): void {
  const finish = finishLast;
  finishLast = null;
  playing?.pause();
  playing = null;
  if (speechInWindow()) window.speechSynthesis.cancel();
  finish?.(false);
}

/** The length of the word starting at `start` (browsers that give no `charLength` in boundary events). */
function wordLengthAt(text: string, start: number): number {
  const match = /^[^\s]+/u.exec(text.slice(start));
  return match ? match[0].length : 0;
}

function synthesize(text: string, options: SayOptions, finish: (finished: boolean) => void): void {
  if (!speechInWindow()) {
    finish(false);
    return;
  }
  const lang = languageOf(text, options.language);
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang === 'ar' ? 'ar-SA' : 'en-GB';
  // A little slower than an adult's reading pace: the listeners are learning.
  utterance.rate = 0.9;
  const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith(lang));
  if (voice) utterance.voice = voice;
  const { onWord } = options;
  if (onWord) {
    utterance.onboundary = (event) => {
      if (event.name !== 'word') return;
      onWord(event.charIndex, event.charLength || wordLengthAt(text, event.charIndex));
    };
  }
  utterance.onend = () => finish(true);
  utterance.onerror = () => finish(false);
  window.speechSynthesis.speak(utterance);
}

/**
 * Reads `text` aloud: the admin's recording when there is one and it plays, the device's voice in the text's
 * language otherwise. Stops whatever was speaking first.
 */
export function say(text: string, options: SayOptions = {}): void {
  hush();
  let over = false;
  const finish = (finished: boolean) => {
    if (over) return;
    over = true;
    if (finishLast === finish) finishLast = null;
    options.onEnd?.(finished);
  };
  finishLast = finish;
  if (!options.audioUrl) {
    synthesize(text, options, finish);
    return;
  }
  const audio = new Audio(options.audioUrl);
  playing = audio;
  audio.onended = () => finish(true);
  audio.play().catch(() => {
    // A recording that will not play (offline, a format the device lacks): the voice reads the text instead.
    if (playing === audio) synthesize(text, options, finish);
  });
}
