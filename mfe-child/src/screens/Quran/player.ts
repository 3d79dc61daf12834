import { useCallback, useEffect, useRef, useState } from 'react';

/** How many times the child may hear an ayah or the surah in a row. */
export const repeatChoices = [1, 3, 5, 10] as const;
export type RepeatTimes = (typeof repeatChoices)[number];

/** What is playing: one ayah or the whole surah, which round of how many. */
export interface Playing {
  scope: 'ayah' | 'surah';
  /** The ayah's index (0-based) when one ayah plays. */
  index: number;
  round: number;
  times: RepeatTimes;
}

/** The ayah (0-based) being recited at `time`: the last one that has started. */
function ayahAt(starts: readonly number[], time: number): number {
  let found = 0;
  starts.forEach((start, index) => {
    if (start <= time) found = index;
  });
  return found;
}

/**
 * Plays a surah's recitation through an `<audio>` the page renders (`audioProps`): one ayah from its start to the
 * next one's (`playAyah`), or the whole surah (`playSurah`), each `times` times in a row; `current` is the ayah
 * being recited (for the highlight), null when nothing plays. Only the recitation is ever heard: never the
 * device's voice.
 */
export function useRecitationPlayer(starts: readonly number[]) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  // The media events read what plays now, not what it was when they were bound.
  const playingRef = useRef<Playing | null>(null);

  const show = useCallback((next: Playing | null) => {
    playingRef.current = next;
    setPlaying(next);
  }, []);

  const stop = useCallback(() => {
    audio.current?.pause();
    show(null);
    setCurrent(null);
  }, [show]);

  const startRound = useCallback(
    (next: Playing) => {
      const element = audio.current;
      if (!element) return;
      show(next);
      const from = next.scope === 'ayah' ? next.index : 0;
      setCurrent(from);
      element.currentTime = starts[from] ?? 0;
      // A recitation that cannot play (offline, a format the device lacks): nothing plays, nothing is highlighted.
      element.play()?.catch(() => stop());
    },
    [show, starts, stop],
  );

  const playAyah = useCallback(
    (index: number, times: RepeatTimes) => startRound({ scope: 'ayah', index, round: 1, times }),
    [startRound],
  );
  const playSurah = useCallback(
    (times: RepeatTimes) => startRound({ scope: 'surah', index: 0, round: 1, times }),
    [startRound],
  );

  const finishRound = useCallback(() => {
    const now = playingRef.current;
    if (!now) return;
    if (now.round < now.times) startRound({ ...now, round: now.round + 1 });
    else stop();
  }, [startRound, stop]);

  const onTimeUpdate = useCallback(() => {
    const now = playingRef.current;
    const element = audio.current;
    if (!now || !element) return;
    const time = element.currentTime;
    if (now.scope === 'ayah') {
      const end = starts[now.index + 1];
      if (end !== undefined && time >= end) finishRound();
      return;
    }
    setCurrent(ayahAt(starts, time));
  }, [finishRound, starts]);

  // Leaving the page stops the recitation.
  useEffect(() => {
    const element = audio.current;
    return () => element?.pause();
  }, []);

  return {
    audioProps: { ref: audio, onTimeUpdate, onEnded: finishRound, preload: 'auto' as const },
    playing,
    current,
    playAyah,
    playSurah,
    stop,
  };
}
