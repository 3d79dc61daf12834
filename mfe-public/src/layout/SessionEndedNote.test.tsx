import { screen } from '@testing-library/react';
import { sessionEndedState } from '@young-minds/session';
import { renderAt, setUpMockServer } from '../screens/testing';

setUpMockServer();
afterEach(() => {
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
});

const kindWords = "Hello again! Let's log in again, then we can keep learning.";

describe('the note on /login after a session ended', () => {
  it("when a child's session ended, then /login says kindly to log in again, with a picture and a speaker that reads it", async () => {
    const speak = jest.fn();
    Object.assign(window, { speechSynthesis: { speak, cancel: jest.fn() } });
    Object.assign(globalThis, {
      SpeechSynthesisUtterance: class {
        lang = '';
        constructor(public text: string) {}
      },
    });
    const { user } = renderAt('/login', sessionEndedState('child'));
    const note = (await screen.findByText(kindWords)).closest('[role="status"]') as HTMLElement;
    expect(note.querySelector('svg')).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: kindWords }));
    // The login form is still there below the words.
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it("when a grown-up's session ended, or nobody's, then no note shows (and no speaker without a voice)", () => {
    renderAt('/login', sessionEndedState('parent'));
    expect(screen.queryByText(kindWords)).not.toBeInTheDocument();
    renderAt('/login');
    expect(screen.queryByText(kindWords)).not.toBeInTheDocument();
  });
});
