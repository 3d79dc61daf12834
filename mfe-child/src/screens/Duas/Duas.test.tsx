import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@young-minds/api-client';
import { progressEndpoints } from '@young-minds/contracts';
import { fakeSpeech } from '../../shared/voice/fakeSpeech';
import { currentPath, renderChild, setUpMockServer } from '../../testing';

setUpMockServer();

afterEach(() => jest.restoreAllMocks());

/** The family's clock (the mock family's zone is UTC) at `hour` today. */
function familyHourIs(hour: number, daysLater = 0) {
  const at = new Date();
  at.setUTCHours(hour, 0, 0, 0);
  jest.spyOn(Date, 'now').mockReturnValue(at.getTime() + daysLater * 24 * 60 * 60 * 1000);
}

const shelfHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the dua shelf', () => {
  it('when it is morning in the family, then waking and eating duas come first and sleeping last', async () => {
    familyHourIs(7);
    renderChild('/child/duas');
    expect(await screen.findByText('Good morning! These duas come first now.')).toBeInTheDocument();
    expect(shelfHeadings()).toEqual(['Waking up', 'Before eating', 'Before sleeping']);
  });

  it('when it is night in the family, then the sleeping dua comes first', async () => {
    familyHourIs(21);
    const { user } = renderChild('/child/duas');
    expect(await screen.findByText('Time for bed soon! These duas come first now.')).toBeInTheDocument();
    expect(shelfHeadings()[0]).toBe('Before sleeping');
    const section = screen.getByRole('heading', { level: 2, name: 'Before sleeping' }).closest('section')!;
    await user.click(within(section).getByRole('link', { name: /Before sleeping/ }));
    await waitFor(() => expect(currentPath()).toBe('/child/duas/502'));
  });
});

describe('a dua card', () => {
  it('when it opens, then the Arabic is big and marked Arabic, its recording plays, and only the meaning is read aloud', async () => {
    const { speak } = fakeSpeech();
    const { user } = renderChild('/child/duas/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'On waking up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The dua' })).toBeInTheDocument();
    const arabic = screen.getByText('الْحَمْدُ لِلَّهِ الَّذِي أَحْيَانَا بَعْدَ مَا أَمَاتَنَا وَإِلَيْهِ النُّشُورُ');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Listen to the dua')).toHaveAttribute('src', '/media/audio/demo-dua-waking.mp3');
    expect(screen.getByText("Alhamdu lillahil-ladhi ahyana ba'da ma amatana wa ilayhin-nushur")).toBeInTheDocument();
    // No button reads the Arabic with the device's voice: the speakers are the title's and the meaning's.
    const speakers = screen.getAllByRole('button', { name: /^Read aloud:/ }).map((button) => button.ariaLabel);
    expect(speakers.some((name) => /[\u0600-\u06FF]/.test(name ?? ''))).toBe(false);
    const meaning = 'All praise is for Allah who gave us life after He had caused us to die, and to Him is the return.';
    await user.click(screen.getByRole('button', { name: `Read aloud: ${meaning}` }));
    expect(speak).toHaveBeenCalledWith(expect.objectContaining({ text: meaning }));
    expect(speak).not.toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringMatching(/[\u0600-\u06FF]/) }));
  });

  it('when the child says it, then it is recorded as said with a star; the next day they may say it again', async () => {
    familyHourIs(8);
    const spy = jest.spyOn(api, 'call');
    const first = renderChild('/child/duas/503');
    await first.user.click(await screen.findByRole('button', { name: 'I said it!' }));
    expect(await screen.findByText('Well done! You said it today. Say it again tomorrow!')).toBeInTheDocument();
    expect(
      spy.mock.calls.filter(([endpoint]) => endpoint === progressEndpoints.record).map(([, input]) => input),
    ).toEqual([expect.objectContaining({ body: { contentType: 'dua', contentId: 503, completed: true } })]);
    first.unmount();

    // Back on the shelf the same day: said today.
    const shelf = renderChild('/child/duas');
    expect(await screen.findByRole('link', { name: /Before eating/ })).toHaveTextContent('Said today');
    shelf.unmount();

    // Tomorrow it waits to be said again.
    familyHourIs(8, 1);
    renderChild('/child/duas/503');
    expect(await screen.findByRole('button', { name: 'I said it!' })).toBeInTheDocument();
  });

  it('when the dua does not exist (or is not checked yet), then the card does not load', async () => {
    renderChild('/child/duas/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! This did not load.');
    expect(screen.queryByRole('button', { name: 'I said it!' })).not.toBeInTheDocument();
  });
});
