import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@young-minds/api-client';
import { type QuranSurah, quranAttribution, quranEndpoints } from '@young-minds/contracts';
import { loginResponses } from '@young-minds/mocks';
import { chooseLanguage } from '@young-minds/i18n';
import { sessionStore } from '@young-minds/session';
import { http } from 'msw';
import { currentPath, renderChild, setUpMockServer } from '../../testing';

const server = setUpMockServer();

afterEach(() => {
  jest.restoreAllMocks();
  chooseLanguage({ locale: 'en' });
});

/** The surah as the mocks serve it (its ayahs and its recitation's ayah starts), asked as the child. */
async function surahServed(number: number): Promise<QuranSurah> {
  sessionStore.getState().logIn(loginResponses.child);
  return api.call(quranEndpoints.surah, { params: { number } });
}

/** The page's recitation player (the `<audio>` the ayahs' buttons drive). */
const player = () => document.querySelector('audio')!;

/** The recitation reaches `seconds`, as a playing `<audio>` says it. */
function playTo(seconds: number) {
  const audio = player();
  act(() => {
    audio.currentTime = seconds;
    fireEvent.timeUpdate(audio);
  });
}

const highlighted = () =>
  [...document.querySelectorAll('li[aria-current="true"]')].map(
    (item) => within(item as HTMLElement).getAllByRole('button')[0]!.textContent,
  );

describe('the Quran corner', () => {
  it('when the corner opens from the home, then the surahs show as big tiles with their names and ayah counts', async () => {
    const { user } = renderChild('/child');
    await user.click(await screen.findByRole('link', { name: 'The Quran' }));
    await waitFor(() => expect(currentPath()).toBe('/child/quran'));
    const ikhlas = await screen.findByRole('link', { name: /Al-Ikhlas/ });
    expect(ikhlas).toHaveTextContent('4 ayahs');
    expect(within(ikhlas).getByText('الإخلاص')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('link', { name: /Al-Fatihah|Al-Faatiha|Al-Fatiha/ })).toHaveTextContent('7 ayahs');
    expect(screen.getByRole('link', { name: 'My recordings' })).toBeInTheDocument();
    // Yusuf memorised two of its ayahs; the first is due today.
    expect(within(ikhlas).getByRole('img', { name: '2 ayahs of 4 memorised' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Revise today/ })).toHaveTextContent('1 ayah to say');
    // The text's source, as plain text (the child area never links out).
    expect(screen.getByText(quranAttribution.source)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /quran-json/ })).toBeNull();
    await user.click(ikhlas);
    await waitFor(() => expect(currentPath()).toBe('/child/quran/112'));
  });

  it('when an ayah is tapped, then the recitation plays from its start, highlighted, and stops at the next', async () => {
    const surah = await surahServed(112);
    const starts = surah.recitation!.ayahStarts;
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause');
    const { user } = renderChild('/child/quran/112');
    const third = await screen.findByRole('button', { name: /Listen to ayah 3/ });
    expect(third).toHaveTextContent(surah.ayahs[2]!.text);
    await user.click(third);
    expect(play).toHaveBeenCalledTimes(1);
    expect(player().currentTime).toBe(starts[2]);
    expect(highlighted()).toEqual([expect.stringContaining(surah.ayahs[2]!.text)]);
    playTo(starts[3]! + 0.1);
    expect(pause).toHaveBeenCalled();
    expect(highlighted()).toEqual([]);
  });

  it('when Play is pressed, then the highlight follows the recitation ayah by ayah', async () => {
    const surah = await surahServed(112);
    const starts = surah.recitation!.ayahStarts;
    const { user } = renderChild('/child/quran/112');
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(highlighted()).toEqual([expect.stringContaining(surah.ayahs[0]!.text)]);
    playTo(starts[1]! + 0.2);
    expect(highlighted()).toEqual([expect.stringContaining(surah.ayahs[1]!.text)]);
    playTo(starts[3]! + 0.2);
    expect(highlighted()).toEqual([expect.stringContaining(surah.ayahs[3]!.text)]);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(highlighted()).toEqual([]);
  });

  it('when an ayah is repeated three times, then it plays from its start three times and then stops', async () => {
    const surah = await surahServed(112);
    const starts = surah.recitation!.ayahStarts;
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    const { user } = renderChild('/child/quran/112');
    await user.click(await screen.findByRole('button', { name: '3 times' }));
    expect(screen.getByRole('button', { name: '3 times' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Listen to ayah 2/ }));
    expect(screen.getByText('Time 1 of 3')).toBeInTheDocument();
    for (const round of [2, 3]) {
      playTo(starts[2]! + 0.05);
      expect(player().currentTime).toBe(starts[1]);
      expect(screen.getByText(`Time ${round} of 3`)).toBeInTheDocument();
    }
    playTo(starts[2]! + 0.05);
    expect(play).toHaveBeenCalledTimes(3);
    expect(highlighted()).toEqual([]);
  });

  it('when the meaning and the transliteration are turned on, then each ayah shows them', async () => {
    const surah = await surahServed(112);
    const { user } = renderChild('/child/quran/112');
    await screen.findByRole('button', { name: /Listen to ayah 1/ });
    expect(screen.queryByText(surah.ayahs[0]!.meaning)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Meaning' }));
    await user.click(screen.getByRole('button', { name: 'Say it in English letters' }));
    expect(screen.getByText(surah.ayahs[0]!.meaning)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(surah.ayahs[0]!.transliteration)).toBeInTheDocument();
  });

  it('when memorising, then each ayah is hidden until it is tapped', async () => {
    const surah = await surahServed(112);
    const { user } = renderChild('/child/quran/112');
    await screen.findByRole('button', { name: /Listen to ayah 1/ });
    await user.click(screen.getByRole('button', { name: 'Hide to memorise' }));
    expect(screen.queryByText(surah.ayahs[0]!.text)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tap to see ayah 1' }));
    expect(screen.getByText(surah.ayahs[0]!.text)).toBeInTheDocument();
    expect(screen.queryByText(surah.ayahs[1]!.text)).toBeNull();
    expect(screen.getByRole('button', { name: 'Tap to see ayah 2' })).toBeInTheDocument();
  });

  it('when an ayah is marked memorised, then it is saved and its star shows on the corner', async () => {
    const saved: unknown[] = [];
    server.use(
      http.put('/api/child/hifz/:surah/:ayah', async ({ request, params }) => {
        saved.push({ params: { ...params }, body: await request.clone().json() });
        // Falls through to the mock, which keeps it.
        return undefined;
      }),
    );
    const { user } = renderChild('/child/quran/112');
    expect(await screen.findByRole('button', { name: 'I know ayah 1 by heart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const mark = screen.getByRole('button', { name: 'I know ayah 3 by heart' });
    expect(mark).toHaveAttribute('aria-pressed', 'false');
    await user.click(mark);
    await waitFor(() => expect(mark).toHaveAttribute('aria-pressed', 'true'));
    expect(saved).toEqual([{ params: { surah: '112', ayah: '3' }, body: { status: 'memorized' } }]);
    await user.click(screen.getByRole('link', { name: 'All surahs' }));
    const ikhlas = await screen.findByRole('link', { name: /Al-Ikhlas/ });
    expect(within(ikhlas).getByRole('img', { name: '3 ayahs of 4 memorised' })).toBeInTheDocument();
  });

  it('when a surah has no recitation, then it says so kindly and nothing plays', async () => {
    sessionStore.getState().logIn(loginResponses.child);
    const surahs = await api.call(quranEndpoints.surahs);
    const silent = surahs.find((surah) => !surah.hasRecitation)!;
    renderChild(`/child/quran/${silent.number}`);
    expect(await screen.findByText(/has no recitation yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('when the child reads in Arabic, then the corner speaks Arabic and the surah keeps its own names', async () => {
    chooseLanguage({ locale: 'ar' });
    renderChild('/child/quran');
    expect(await screen.findByRole('heading', { name: 'القرآن الكريم' })).toBeInTheDocument();
    const ikhlas = await screen.findByRole('link', { name: /Al-Ikhlas/ });
    expect(ikhlas).toHaveTextContent('٤ آيات');
    expect(within(ikhlas).getByText('Al-Ikhlas')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: /مراجعة اليوم/ })).toBeInTheDocument();
  });

  it('when a surah the corner does not serve is opened, then it is not found, with the way back', async () => {
    renderChild('/child/quran/50');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this surah.');
    expect(screen.getByRole('link', { name: 'All surahs' })).toHaveAttribute('href', '/child/quran');
  });
});
