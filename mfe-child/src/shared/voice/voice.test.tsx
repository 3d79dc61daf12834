import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentLanguage } from '@young-minds/contracts';
import { messages } from '../../messages';
import { MuteButton, SpeakButton, languageOf, useFeedback, useSpeakOnArrival, useVoiceSettings } from '.';
import { VOICE_STORAGE_KEY } from './settings';
import { fakeSpeech, fakeVoices } from './fakeSpeech';

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
  useVoiceSettings.setState({ muted: false, readToMe: false });
  localStorage.clear();
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
    const { speak } = fakeSpeech();
    renderSpeaker('بسم الله');
    await userEvent.click(await screen.findByRole('button', { name: 'Read aloud: بسم الله' }));
    expect(speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'بسم الله', lang: 'ar-SA', voice: fakeVoices[1] }),
    );
  });

  it('when an item is declared Arabic, then its English-script title is still read with the Arabic voice', async () => {
    const { speak } = fakeSpeech();
    renderSpeaker('Surah Al-Fatiha', undefined, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'Read aloud: Surah Al-Fatiha' }));
    expect(speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Surah Al-Fatiha', lang: 'ar-SA', voice: fakeVoices[1] }),
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
    const { speak } = fakeSpeech();
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

function Arrival({ text }: { text: string }) {
  useSpeakOnArrival(text);
  return <p>{text}</p>;
}

function AnswerButtons() {
  const feedback = useFeedback();
  return (
    <>
      <button type="button" onClick={() => feedback('notQuite', { text: 'نوح', language: 'ar' })}>
        wrong answer
      </button>
      <button type="button" onClick={() => feedback('right')}>
        right answer
      </button>
    </>
  );
}

const inCatalog = (children: React.ReactNode) =>
  render(<messages.MessagesBoundary>{children}</messages.MessagesBoundary>);

describe('speaking by itself', () => {
  it('when Read to me is on, then a screen reads its instruction once on arrival', async () => {
    const voice = fakeSpeech();
    useVoiceSettings.setState({ readToMe: true });
    inCatalog(<Arrival text="What shall we learn today?" />);
    await screen.findByText('What shall we learn today?');
    expect(voice.texts()).toEqual(['What shall we learn today?']);
  });

  it('when Read to me is off, or the child turned the sound off, then nothing is read by itself', async () => {
    const voice = fakeSpeech();
    inCatalog(<Arrival text="Quiet please" />);
    await screen.findByText('Quiet please');
    useVoiceSettings.setState({ readToMe: true, muted: true });
    inCatalog(<Arrival text="Still quiet" />);
    await screen.findByText('Still quiet');
    expect(voice.texts()).toEqual([]);
  });

  it('when the child taps the sound switch, then the sound is off, stays off on this device, and no cue plays', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    inCatalog(
      <>
        <MuteButton />
        <AnswerButtons />
      </>,
    );
    const soundOff = await screen.findByRole('button', { name: 'Sound off' });
    expect(soundOff.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'right answer' }));
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(soundOff);
    expect(soundOff.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(VOICE_STORAGE_KEY) ?? '{}')).toMatchObject({ state: { muted: true } });
    await userEvent.click(screen.getByRole('button', { name: 'right answer' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});

describe('feedback', () => {
  it('when an answer is not quite right, then the cue plays, "Not quite." is said, then the right answer in its language', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const voice = fakeSpeech();
    useVoiceSettings.setState({ readToMe: true });
    inCatalog(<AnswerButtons />);
    await userEvent.click(await screen.findByRole('button', { name: 'wrong answer' }));
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/stub-media\.wav$/);
    expect(voice.texts()).toEqual(['Not quite.']);
    voice.finishLast();
    expect(voice.texts()).toEqual(['Not quite.', 'نوح']);
  });

  it('when Read to me is off, then feedback is a sound only', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const voice = fakeSpeech();
    inCatalog(<AnswerButtons />);
    await userEvent.click(await screen.findByRole('button', { name: 'right answer' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(voice.texts()).toEqual([]);
  });
});
