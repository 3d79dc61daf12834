import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

function renderSpeaker(text: string) {
  return render(
    <messages.MessagesBoundary>
      <SpeakButton text={text} />
      <p data-testid="catalog-ready" />
    </messages.MessagesBoundary>,
  );
}

afterEach(() => {
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

  it('tells Arabic from English by the script', () => {
    expect(languageOf('Which prophet built the Ark?')).toBe('en');
    expect(languageOf('من بنى السفينة؟')).toBe('ar');
  });
});
