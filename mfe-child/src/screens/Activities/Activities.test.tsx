import { screen, within } from '@testing-library/react';
import { api } from '@young-minds/api-client';
import { progressEndpoints } from '@young-minds/contracts';
import { activityAttemptsMockState, mockAccounts, parentMockState } from '@young-minds/mocks';
import { useVoiceSettings } from '../../shared/voice';
import { currentPath, renderChild, setUpMockServer, turnOnReadToMe } from '../../testing';
import { fakeSpeech } from '../../shared/voice/fakeSpeech';

setUpMockServer();

const yusuf = mockAccounts.child.user.id;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const check = () => button('Check my answers');
/** The heading and the stars the player shows once the server graded a try. */
const resultHeading = (text: string) => screen.findByRole('heading', { name: text });

describe('activities', () => {
  it('when the list opens, then each published activity is a tile by category with its picture or kind, no draft, no reveal given away', async () => {
    renderChild('/child/activities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    const section = async (name: string) =>
      within((await screen.findByRole('heading', { level: 2, name })).closest('section')!);

    const manners = await section('Akhlaq (Manners)');
    const hrefs = manners.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.slice(0, 3)).toEqual(['/child/activities/403', '/child/activities/405', '/child/activities/406']);
    // A reveal's cover is the picture to guess: its tile shows the kind's picture, not the answer.
    const reveal = manners.getByRole('link', { name: /Name That Book/ });
    expect(reveal).toHaveTextContent('Guess from the Picture');
    expect(reveal.querySelector('img')).toBeNull();
    expect(reveal.querySelector('svg')).not.toBeNull();
    // A text-only Fill in the Blanks has no cover: its kind's picture stands in.
    const blanks = manners.getByRole('link', { name: /At the Table/ });
    expect(blanks).toHaveTextContent('Fill in the Blanks');
    expect(blanks.querySelector('img')).toBeNull();
    expect(blanks.querySelector('svg')).not.toBeNull();

    const quran = await section('Quran');
    const match = quran.getByRole('link', { name: /Sky Friends/ });
    expect(match).toHaveTextContent('Match the Picture');
    expect(match.querySelector('img')).toHaveAttribute('src', '/media/activities/demo-sun.svg');
    expect(quran.getByRole('link', { name: /حيوانات صغيرة/ })).toHaveAttribute('href', '/child/activities/402');
    expect(screen.queryByRole('link', { name: /Night Prayers/ })).not.toBeInTheDocument();
    // Nothing played yet: no stars on any tile.
    expect(screen.queryByText(/Your best/)).not.toBeInTheDocument();
  });

  it('when the child matches the names by tapping, then the server grades it, stars are celebrated and kept as best', async () => {
    const { user } = renderChild('/child/activities/401');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sky Friends' })).toBeInTheDocument();
    expect(screen.getByText('Match each name to its picture.')).toBeInTheDocument();
    for (const [name, picture] of [
      ['Sun', /^Picture 1: A bright yellow sun/],
      ['Moon', /^Picture 2: A thin moon/],
      ['Star', /^Picture 3: A shining star/],
    ] as const) {
      await user.click(button(name));
      await user.click(button(picture));
    }
    await user.click(check());

    expect(await resultHeading('You got 3 of 3 right!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 stars' })).toBeInTheDocument();
    // Celebrated once: the result box leaves its own stars to the celebration.
    expect(screen.queryByText('3 stars of 3')).not.toBeInTheDocument();
    // A new try takes the last one's celebration away.
    await user.click(button('Try again'));
    expect(screen.queryByRole('img', { name: '3 stars' })).not.toBeInTheDocument();
    expect(activityAttemptsMockState.attempts).toEqual([expect.objectContaining({ childId: yusuf, activityId: 401 })]);
    const progress = await api.call(progressEndpoints.myItems, { query: { contentType: 'activity' } });
    expect(progress.data[0]).toMatchObject({ contentId: 401, completed: true, score: 100, title: 'Sky Friends' });

    await user.click(screen.getByRole('link', { name: 'All activities' }));
    expect(currentPath()).toBe('/child/activities');
    const tile = await screen.findByRole('link', { name: /Sky Friends/ });
    expect(tile).toHaveTextContent('★★★');
    expect(tile).toHaveAccessibleName(/Your best: 3 stars of 3/);
  });

  it('when a name is wrong, then the result says so without a celebration, and Try again starts over', async () => {
    const { user } = renderChild('/child/activities/401');
    await user.click(await screen.findByRole('button', { name: 'Moon' }));
    await user.click(button(/^Picture 1:/));
    await user.click(button('Sun'));
    await user.click(button(/^Picture 2:/));
    await user.click(button('Star'));
    await user.click(button(/^Picture 3:/));
    await user.click(check());

    expect(await resultHeading('You got 1 of 3 right!')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /star/ })).not.toBeInTheDocument();
    await user.click(button('Try again'));
    expect(check()).toBeDisabled();
  });

  describe('with Read to me on', () => {
    beforeEach(() => {
      turnOnReadToMe();
      useVoiceSettings.setState({ muted: false });
    });
    afterEach(() => {
      useVoiceSettings.setState({ readToMe: false, muted: false });
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    });

    it('when an activity opens, then its instruction is said; a tapped name says where to tap; a wrong try says "Not quite." and the count with the wrong sound', async () => {
      const voice = fakeSpeech();
      const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      const { user } = renderChild('/child/activities/401');
      await screen.findByRole('heading', { level: 1, name: 'Sky Friends' });
      expect(voice.texts()).toEqual(['Match each name to its picture.']);

      await user.click(button('Moon'));
      expect(voice.texts().at(-1)).toBe('Now tap where Moon goes, or tap Moon again to put it back.');
      await user.click(button(/^Picture 1:/));
      await user.click(button('Sun'));
      await user.click(button(/^Picture 2:/));
      await user.click(button('Star'));
      await user.click(button(/^Picture 3:/));
      play.mockClear();
      await user.click(check());

      expect(await resultHeading('You got 1 of 3 right!')).toBeInTheDocument();
      expect(play).toHaveBeenCalledTimes(1);
      expect(voice.texts().at(-1)).toBe('Not quite.');
      voice.finishLast();
      expect(voice.texts().at(-1)).toBe('You got 1 of 3 right!');
      play.mockRestore();
    });

    it('when a try is all right, then the celebration says "Well done!" and then the result heading (nothing talks over it)', async () => {
      const voice = fakeSpeech();
      const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      const { user } = renderChild('/child/activities/403');
      await screen.findByRole('heading', { level: 1, name: 'Name That Book' });
      await user.click(button('The Four Seasons'));
      play.mockClear();
      await user.click(check());
      expect(await resultHeading('You got 1 of 1 right!')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: '3 stars' })).toBeInTheDocument();
      // One sound: the celebration's.
      expect(play).toHaveBeenCalledTimes(1);
      expect(voice.texts().at(-1)).toBe('Well done!');
      voice.finishLast();
      expect(voice.texts().at(-1)).toBe('You got 1 of 1 right!');
      play.mockRestore();
    });

    it('when a child under 7 finishes an activity, then the heading is words and stars, and it is said after "Well done!"', async () => {
      parentMockState.children.find((child) => child.id === yusuf)!.age = 5;
      const voice = fakeSpeech();
      const { user } = renderChild('/child/activities/403');
      await screen.findByRole('heading', { level: 1, name: 'Name That Book' });
      await user.click(button('The Four Seasons'));
      await user.click(check());
      expect(await resultHeading('Excellent!')).toBeInTheDocument();
      expect(screen.queryByText(/of 1 right|%/)).not.toBeInTheDocument();
      expect(voice.texts().at(-1)).toBe('Well done!');
      voice.finishLast();
      expect(voice.texts().at(-1)).toBe('Excellent!');
    });
  });

  it('when the child guesses the book after one reveal, then it earns 3 stars', async () => {
    const { user } = renderChild('/child/activities/403');
    expect(await screen.findByRole('heading', { level: 1, name: 'Name That Book' })).toBeInTheDocument();
    await user.click(button('Show more'));
    await user.click(button('The Four Seasons'));
    await user.click(check());
    expect(await resultHeading('You got 1 of 1 right!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 stars' })).toBeInTheDocument();
  });

  it('when the child taps word tiles into the gaps, or types the words, then each passage is graded', async () => {
    const { user, unmount } = renderChild('/child/activities/405');
    await user.click(await screen.findByRole('button', { name: 'Bismillah' }));
    await user.click(button(/^Blank 1 of 2/));
    await user.click(button('Alhamdulillah'));
    await user.click(button(/^Blank 2 of 2/));
    await user.click(check());
    expect(await resultHeading('You got 2 of 2 right!')).toBeInTheDocument();
    unmount();

    renderChild('/child/activities/406');
    await user.type(await screen.findByRole('textbox', { name: 'Blank 1 of 2' }), 'Spring');
    await user.type(screen.getByRole('textbox', { name: 'Blank 2 of 2' }), 'fall');
    await user.click(check());
    expect(await resultHeading('You got 2 of 2 right!')).toBeInTheDocument();
  });

  it('when an activity plays in Arabic, then its title and cards read right to left', async () => {
    renderChild('/child/activities/402');
    const title = await screen.findByRole('heading', { level: 1, name: 'حيوانات صغيرة' });
    expect(title.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(title.closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(button('قطة')).toBeInTheDocument();
  });

  it.each([
    ['a draft', 407],
    ['an unknown activity', 999],
  ])('when %s is opened, then the child sees "not found" and the way back', async (_what, id) => {
    renderChild(`/child/activities/${id}`);
    expect(await screen.findByRole('heading', { name: 'We could not find this activity.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All activities' })).toHaveAttribute('href', '/child/activities');
    expect(screen.queryByRole('button', { name: 'Check my answers' })).not.toBeInTheDocument();
  });
});
