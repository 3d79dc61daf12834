import { useCallback, useEffect, useRef } from 'react';
import { useChildT } from '../../messages';
import { type Cue, playCue } from './cues';
import { useVoiceSettings } from './settings';
import { type SayOptions, hush, say } from './speech';

/** The feedback a child hears (and sees): each has its words and its sound. */
export type Feedback = 'right' | 'notQuite' | 'wellDone' | 'finished';

const feedbackCue: Record<Feedback, Cue> = {
  right: 'right',
  notQuite: 'wrong',
  wellDone: 'celebration',
  finished: 'celebration',
};

/** Whether the child area may speak by itself now: Read to me is on and the sound is not off. */
const useReadsAloud = () => useVoiceSettings((settings) => settings.readToMe && !settings.muted);

/**
 * Speaks `text` once when the screen (or the part of it named by `key`, e.g. a quiz's question number) arrives,
 * when Read to me is on and the sound is not off; stops when the screen goes.
 */
export function useSpeakOnArrival(
  text: string | null,
  options: Omit<SayOptions, 'onWord' | 'onEnd'> = {},
  key?: unknown,
) {
  const readsAloud = useReadsAloud();
  // The options object is new on every render: its values are read when the key changes, not watched.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!readsAloud || !text) return undefined;
    say(text, latest.current);
    return hush;
  }, [readsAloud, text, key]);
}

/**
 * Feedback for an answer or a finished piece of work: its sound (unless the sound is off) and, when Read to me is
 * on, its words spoken — followed by `detail` (e.g. the right answer) when given.
 */
export function useFeedback() {
  const t = useChildT();
  return useCallback(
    (feedback: Feedback, detail?: { text: string; language?: SayOptions['language'] }) => {
      playCue(feedbackCue[feedback]);
      const { readToMe, muted } = useVoiceSettings.getState();
      if (!readToMe || muted) return;
      // The words in the child's language, then the detail in its own (an English "Not quite." before an
      // Arabic answer needs two voices).
      say(t(`voice.${feedback}`), {
        onEnd: (finished) => {
          if (finished && detail) say(detail.text, { language: detail.language });
        },
      });
    },
    [t],
  );
}
