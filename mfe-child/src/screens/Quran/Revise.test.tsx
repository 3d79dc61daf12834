import { screen, waitFor } from '@testing-library/react';
import { api } from '@young-minds/api-client';
import { hifzEndpoints, quranEndpoints } from '@young-minds/contracts';
import { loginResponses } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { http } from 'msw';
import { fakeSpeech } from '../../shared/voice/fakeSpeech';
import { useVoiceSettings } from '../../shared/voice';
import { currentPath, renderChild, setUpMockServer } from '../../testing';

const server = setUpMockServer();

afterEach(() => {
  jest.restoreAllMocks();
  useVoiceSettings.setState({ muted: false, readToMe: false });
});

describe('revise today', () => {
  it('when the due ayah is recited and graded with a picture, then it is rescheduled and the list is done', async () => {
    const graded: unknown[] = [];
    server.use(
      http.post('/api/child/hifz/review', async ({ request }) => {
        graded.push(await request.clone().json());
        // Falls through to the mock, which reschedules it.
        return undefined;
      }),
    );
    const { user } = renderChild('/child/quran');
    await user.click(await screen.findByRole('link', { name: /Revise today/ }));
    await waitFor(() => expect(currentPath()).toBe('/child/quran/revise'));
    // Yusuf's Al-Ikhlas 1 is due today: said from memory first, the text shown on a tap.
    expect(await screen.findByRole('heading', { name: 'Al-Ikhlas, ayah 1' })).toBeInTheDocument();
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
    const surah = await api.call(quranEndpoints.surah, { params: { number: 112 } });
    expect(screen.queryByText(surah.ayahs[0]!.text)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show me the ayah' }));
    expect(screen.getByText(surah.ayahs[0]!.text)).toHaveAttribute('lang', 'ar');
    const grades = screen.getByRole('group', { name: 'How did it go?' });
    expect([...grades.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'I forgot',
      'Hard',
      'Good',
      'Easy!',
    ]);
    await user.click(screen.getByRole('button', { name: 'Good' }));
    expect(await screen.findByText('You revised them all!')).toBeInTheDocument();
    expect(graded).toEqual([{ surah: 112, ayah: 1, grade: 'good' }]);
    // Nothing is due any more: the corner has no "revise today" now.
    const due = await api.call(hifzEndpoints.due);
    expect(due.due).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back to the Quran' }));
    await screen.findByRole('link', { name: /Al-Ikhlas/ });
    expect(screen.queryByRole('link', { name: /Revise today/ })).toBeNull();
  });

  it('when nothing is due, then the child hears that there is nothing to revise today', async () => {
    sessionStore.getState().logIn(loginResponses.child);
    await api.call(hifzEndpoints.review, { body: { surah: 112, ayah: 1, grade: 'easy' } });
    const speech = fakeSpeech();
    useVoiceSettings.setState({ readToMe: true });
    renderChild('/child/quran/revise');
    expect(await screen.findByText('Nothing to revise today. Well done!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read aloud: Nothing to revise today. Well done!' })).toBeInTheDocument();
    speech.remove();
  });
});
