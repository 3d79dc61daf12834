import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentLanguage } from '@young-minds/contracts';
import { messages } from '../messages';
import { SpeakButton, languageOf } from './SpeakButton';

class Utterance {
  lang = '';
  voice: unknown = null;
  constructor(public text: string) {}
}

const voices = [
  { lang: 'en-GB', name: 'English' },
  { lang: 'ar-SA', name: 'Arabic' },
];

function renderSpeaker(text: string, audioUrl?: string, language?: ContentLanguage) {
  return render(
    <messages.MessagesBoundary>
      <SpeakButton text={text} audioUrl={audioUrl} language={language} />
      <p data-testid="catalog-ready" />
    </messages.MessagesBoundary>,
  );
}

// jsdom cannot play or pause media: the tests that need it stand in for play(); pause() does nothing.
beforeEach(() => jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined));

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
});

describe('read-aloud', () => {
  it('when the browser cannot speak, then there is no speaker button', async () => {
    renderSpeaker('Hello');
    // The catalog loads first; then the speaker would be there.
    await screen.findByTestId('catalog-ready');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when Arabic text is read, then it is spoken in Arabic with an Arabic voice', async () => {
    const speak = jest.fn();
    Object.assign(window, { speechSynthesis: { speak, cancel: jest.fn(), getVoices: () => voices } });
    Object.assign(globalThis, { SpeechSynthesisUtterance: Utterance });
    renderSpeaker('بسم الله');
    await userEvent.click(await screen.findByRole('button', { name: 'Read aloud: بسم الله' }));
    expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'بسم الله', lang: 'ar-SA', voice: voices[1] }));
  });

  it('when an item is declared Arabic, then its English-script title is still read with the Arabic voice', async () => {
    const speak = jest.fn();
    Object.assign(window, { speechSynthesis: { speak, cancel: jest.fn(), getVoices: () => voices } });
    Object.assign(globalThis, { SpeechSynthesisUtterance: Utterance });
    renderSpeaker('Surah Al-Fatiha', undefined, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'Read aloud: Surah Al-Fatiha' }));
    expect(speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Surah Al-Fatiha', lang: 'ar-SA', voice: voices[1] }),
    );
  });

  it('when the card has its own recording, then the recording plays (also where the browser cannot speak)', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      return Promise.resolve();
    });
    renderSpeaker('Sun', '/media/activities/sun.mp3');
    await userEvent.click(await screen.findByRole('button', { name: 'Read aloud: Sun' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/\/media\/activities\/sun\.mp3$/);
  });

  it('when the recording cannot play, then the voice reads the text instead', async () => {
    const speak = jest.fn();
    Object.assign(window, { speechSynthesis: { speak, cancel: jest.fn(), getVoices: () => voices } });
    Object.assign(globalThis, { SpeechSynthesisUtterance: Utterance });
    jest
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementation(() => Promise.reject(new DOMException('not supported', 'NotSupportedError')));
    renderSpeaker('Moon', '/media/activities/gone.mp3');
    await userEvent.click(await screen.findByRole('button', { name: 'Read aloud: Moon' }));
    await waitFor(() => expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: 'Moon', lang: 'en-GB' })));
  });

  it('tells Arabic from English by the script', () => {
    expect(languageOf('Which prophet built the Ark?')).toBe('en');
    expect(languageOf('من بنى السفينة؟')).toBe('ar');
  });

  it("when the item declares one language, then that is the voice's; for 'both' or none, the script decides", () => {
    expect(languageOf('الفاتحة', 'en')).toBe('en');
    expect(languageOf('Al-Fatiha', 'ar')).toBe('ar');
    expect(languageOf('الفاتحة', 'both')).toBe('ar');
    expect(languageOf('Al-Fatiha', 'both')).toBe('en');
    expect(languageOf('الفاتحة', null)).toBe('ar');
  });
});
