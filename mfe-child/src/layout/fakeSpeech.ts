/** A device voice for tests: records what the child area asked it to say. Removed again by the returned `remove`. */
export function fakeSpeech() {
  const spoken: string[] = [];
  class Utterance {
    lang = '';
    voice: unknown = null;
    rate = 1;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onboundary: (() => void) | null = null;
    constructor(public text: string) {}
  }
  Object.assign(window, {
    speechSynthesis: {
      speak: (utterance: Utterance) => spoken.push(utterance.text),
      cancel: () => undefined,
      getVoices: () => [],
    },
  });
  Object.assign(globalThis, { SpeechSynthesisUtterance: Utterance });
  return {
    spoken,
    remove() {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    },
  };
}
