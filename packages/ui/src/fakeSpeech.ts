import { act } from '@testing-library/react';

// Tests of the speech core (`speech.ts`): the child area's and the family device login's (`@young-minds/ui/testing`).

/** The voices a fake device offers by default: one English, one Arabic. */
export const fakeVoices = [
  { lang: 'en-GB', name: 'English' },
  { lang: 'ar-SA', name: 'Arabic' },
];

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onboundary: ((event: { name: string; charIndex: number; charLength: number }) => void) | null = null;
  constructor(public text: string) {}
}

/**
 * A device voice for tests (jsdom has none): records what the child area asked it to say, and can end the
 * sentence being said or reach one of its words. `remove()` takes it away again.
 */
export function fakeSpeech(voices: Array<{ lang: string; name: string }> = fakeVoices) {
  const utterances: FakeUtterance[] = [];
  const speak = jest.fn((utterance: FakeUtterance) => utterances.push(utterance));
  // A browser's cancel ends the sentence being said with an error event ("interrupted").
  const cancel = jest.fn(() => utterances.at(-1)?.onerror?.());
  Object.assign(window, { speechSynthesis: { speak, cancel, getVoices: () => voices } });
  Object.assign(globalThis, { SpeechSynthesisUtterance: FakeUtterance });
  return {
    speak,
    /** Everything said so far, in order. */
    texts: () => utterances.map((utterance) => utterance.text),
    /** The sentence being said comes to its end. */
    finishLast: () => act(() => utterances.at(-1)?.onend?.()),
    /** The voice reaches `word` in the sentence being said. */
    word: (word: string) =>
      act(() => {
        const last = utterances.at(-1);
        if (!last) throw new Error('Nothing is being said.');
        last.onboundary?.({ name: 'word', charIndex: last.text.indexOf(word), charLength: word.length });
      }),
    remove() {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    },
  };
}
