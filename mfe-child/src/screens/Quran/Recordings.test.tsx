import { screen, waitFor, within } from '@testing-library/react';
import { fakeSpeech } from '../../shared/voice/fakeSpeech';
import { renderChild, setUpMockServer } from '../../testing';

setUpMockServer();

describe('my recordings', () => {
  it("when the parent answered, then their stars and comment show and the child's voice reads them", async () => {
    const speech = fakeSpeech();
    const { user } = renderChild('/child/quran/recordings');
    const list = await screen.findByRole('list', { name: 'My recordings' });
    const recording = within(list).getByRole('listitem');
    expect(within(recording).getByRole('heading', { name: 'Al-Ikhlas, ayahs 1 to 4' })).toBeInTheDocument();
    expect(within(recording).getByRole('img', { name: 'Mum or Dad gave you 3 stars' })).toBeInTheDocument();
    expect(recording).toHaveTextContent('Beautiful, Yusuf! Your tajweed is getting better.');
    expect(within(recording).getByLabelText('Listen: Al-Ikhlas, ayahs 1 to 4')).toHaveAttribute(
      'src',
      expect.stringContaining('/media/voices/'),
    );
    const answer = 'Mum or Dad gave you 3 stars and said: Beautiful, Yusuf! Your tajweed is getting better.';
    await user.click(within(recording).getByRole('button', { name: `Read aloud: ${answer}` }));
    await waitFor(() => expect(speech.texts()).toEqual([answer]));
    speech.remove();
  });
});
