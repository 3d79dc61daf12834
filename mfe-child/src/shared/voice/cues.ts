// The three feedback sounds, drawn for the project by scripts/make-cues.mjs (soft tones, a few KB each).
import celebrationSound from './cues/celebration.wav';
import rightSound from './cues/right.wav';
import wrongSound from './cues/wrong.wav';
import { useVoiceSettings } from './settings';

export type Cue = 'right' | 'wrong' | 'celebration';

const cueSounds: Record<Cue, string> = { right: rightSound, wrong: wrongSound, celebration: celebrationSound };

/** Plays a feedback sound, unless the child turned the sound off. A sound that cannot play is simply skipped. */
export function playCue(cue: Cue): void {
  if (useVoiceSettings.getState().muted) return;
  const audio = new Audio(cueSounds[cue]);
  audio.volume = 0.6;
  // Older browsers answer play() with nothing instead of a promise.
  Promise.resolve(audio.play()).catch(() => undefined);
}
