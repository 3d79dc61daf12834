import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@young-minds/router/testing';
import { messages } from '../messages';
import { useVoiceSettings } from '../shared/voice';
import { fakeSpeech } from '../shared/voice/fakeSpeech';
import { GrownUpsOnly } from './GrownUpsOnly';

const kindWords = "That page is for grown-ups. Here is your home: let's learn something fun!";

function renderAt(state: unknown) {
  return render(
    <messages.MessagesBoundary>
      <MemoryRouter initialEntries={[{ pathname: '/child', state }]}>
        <GrownUpsOnly />
        <p>home</p>
      </MemoryRouter>
    </messages.MessagesBoundary>,
  );
}

describe('a child sent home from a grown-ups’ page', () => {
  let speech: ReturnType<typeof fakeSpeech>;
  beforeEach(() => {
    speech = fakeSpeech();
    useVoiceSettings.setState({ readToMe: true, muted: false });
  });
  afterEach(() => {
    speech.remove();
    useVoiceSettings.setState({ readToMe: false });
  });

  it('when the shell brought the child home from /parent, then kind words show and are read aloud, no "Access Denied"', async () => {
    renderAt({ from: '/parent/addchild', grownUpsOnly: true });
    expect(await screen.findByRole('status')).toHaveTextContent(kindWords);
    await waitFor(() => expect(speech.texts()).toEqual([kindWords]));
    expect(screen.queryByText(/Access Denied/)).toBeNull();
  });

  it('when the child simply opened home, then there is no note and nothing is said', async () => {
    renderAt({ from: '/child/video' });
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(speech.texts()).toEqual([]);
  });
});
