import { act, screen, within } from '@testing-library/react';
import {
  FakeSpeak,
  activityOf,
  button,
  checkButton,
  drag,
  matchActivity,
  recordingVoice,
  renderPlayer,
  spoken,
  tabTo,
} from './testing';

const pool = () => screen.getByRole('group', { name: 'Names' });
const picture = (n: number) => button(new RegExp(`^Picture ${n}:`));

/** Drags every name onto a picture: Sun, Moon, Star onto pictures 1, 2, 3 unless told otherwise. */
function dragAll(order: readonly string[] = ['Sun', 'Moon', 'Star']) {
  order.forEach((name, index) => drag(button(name), picture(index + 1)));
}
const rightSubmission = {
  pairs: [
    { choice: 'sun', target: 'p-sun' },
    { choice: 'moon', target: 'p-moon' },
    { choice: 'star', target: 'p-star' },
  ],
  typed: [],
  reveals: 0,
  seconds: expect.any(Number),
};

describe('Match the Picture', () => {
  it('when the area asks for stars and words (a young child), then the result is words and stars, said as seen, with no count or percentage', async () => {
    const { voice } = recordingVoice();
    renderPlayer(matchActivity, { starsAndWords: true, voice });
    dragAll();
    await act(async () => checkButton().click());
    expect(await screen.findByRole('heading', { name: 'Excellent!' })).toBeInTheDocument();
    expect(screen.getByText('3 stars of 3')).toBeInTheDocument();
    expect(screen.queryByText(/%|of 3 right/)).toBeNull();
    expect(voice.feedback).toHaveBeenCalledWith('finished', { text: 'Excellent!' });
  });

  it('is solved by dragging each name onto its picture, with a mouse or a finger', async () => {
    const { onSubmit, onFinished } = renderPlayer(matchActivity);
    expect(checkButton()).toBeDisabled();

    drag(button('Sun'), picture(1));
    expect(spoken()).toBe('Sun placed on picture 1: a bright sun.');
    drag(button('Moon'), picture(2), 'touch');
    expect(spoken()).toBe('Moon placed on picture 2: a crescent moon.');
    expect(picture(2)).toHaveAccessibleName('Picture 2: a crescent moon, holds Moon');
    drag(button('Star'), picture(3), 'touch');

    // Every name is placed: the tray of names is gone.
    expect(screen.queryByRole('group', { name: 'Names' })).toBeNull();
    await act(async () => checkButton().click());

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(rightSubmission);
    expect(await screen.findByRole('heading', { name: 'You got 3 of 3 right!' })).toHaveFocus();
    expect(screen.getByText('3 stars of 3')).toBeInTheDocument();
    expect(screen.getByText('Score: 100%')).toBeInTheDocument();
    expect(picture(2)).toHaveAccessibleName('Picture 2: a crescent moon, holds Moon, right');
    expect(within(picture(2)).getByText('✓ Right')).toBeInTheDocument();
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ score: 100, stars: 3, attempts: 1 }));
  });

  it('a drag that ends off any target, or back on the pool, changes nothing', () => {
    renderPlayer(matchActivity);
    drag(button('Sun'), pool());
    expect(spoken()).toBe('Cancelled.');
    drag(button('Sun'), document.body);
    expect(spoken()).toBe('Cancelled.');
    expect(within(pool()).getByRole('button', { name: 'Sun' })).toBeInTheDocument();
    expect(picture(1)).toHaveAccessibleName('Picture 1: a bright sun');
  });

  it('a name let go where nothing takes it springs back with the "wrong" sound; back on the names, no sound', () => {
    const { voice } = recordingVoice();
    renderPlayer(matchActivity, { voice });
    drag(button('Sun'), document.body);
    expect(spoken()).toBe('Cancelled.');
    expect(within(pool()).getByRole('button', { name: 'Sun' })).toBeInTheDocument();
    expect(voice.cue).toHaveBeenCalledWith('wrong');
    drag(button('Moon'), pool());
    expect(voice.cue).toHaveBeenCalledTimes(1);
    drag(button('Moon'), picture(2));
    expect(voice.cue).toHaveBeenCalledTimes(1);
  });

  it('says the instruction on arrival, the tap hint beside the chosen name, and "finished" when all is right', async () => {
    const { voice, stop, said } = recordingVoice();
    const { user } = renderPlayer(matchActivity, { voice });
    expect(said()).toEqual(['Match each name to its picture.']);

    await user.click(button('Sun'));
    const hint = 'Now tap where Sun goes, or tap Sun again to put it back.';
    // The hint sits in the names, right after the chosen card, and is said.
    const next = button('Sun').parentElement?.nextElementSibling;
    expect(next).toHaveTextContent(hint);
    expect(within(pool()).getByText(hint)).toBeInTheDocument();
    expect(said()).toEqual(['Match each name to its picture.', hint]);
    await user.click(picture(1));
    // The hint goes with the card: its words stop too.
    expect(screen.queryByText(hint)).toBeNull();
    expect(stop).toHaveBeenCalled();

    drag(button('Moon'), picture(2));
    drag(button('Star'), picture(3));
    await user.click(checkButton());
    await screen.findByRole('heading', { name: 'You got 3 of 3 right!' });
    expect(voice.feedback).toHaveBeenCalledWith('finished', { text: 'You got 3 of 3 right!' });
  });

  it('a placed name is dragged on to another picture, or back to the pool', () => {
    renderPlayer(matchActivity);
    drag(button('Moon'), picture(1));
    drag(picture(1), picture(2), 'touch');
    expect(spoken()).toBe('Moon placed on picture 2: a crescent moon.');
    expect(picture(1)).toHaveAccessibleName('Picture 1: a bright sun');
    expect(picture(2)).toHaveAccessibleName('Picture 2: a crescent moon, holds Moon');
    drag(picture(2), pool());
    expect(spoken()).toBe('Moon is back with the names.');
    expect(within(pool()).getByRole('button', { name: 'Moon' })).toBeInTheDocument();
    // An empty picture has nothing to drag.
    drag(picture(2), picture(3));
    expect(picture(3)).toHaveAccessibleName('Picture 3: a twinkling star');
  });

  it('once every name is placed, the pinned tray of names goes instead of staying an empty box; a name taken back brings it again', async () => {
    const { user } = renderPlayer(matchActivity);
    expect(pool()).toHaveAttribute('data-tray', 'true');
    for (const [name, n] of [
      ['Sun', 1],
      ['Moon', 2],
    ] as const) {
      await user.click(button(name));
      await user.click(picture(n));
    }
    expect(within(pool()).getAllByRole('button')).toHaveLength(1);
    await user.click(button('Star'));
    await user.click(picture(3));
    expect(screen.queryByRole('group', { name: 'Names' })).toBeNull();
    // The pictures and Check stay; a filled picture still gives its name back with a tap.
    expect(checkButton()).toBeEnabled();
    await user.click(picture(2));
    expect(spoken()).toBe('Moon is back with the names.');
    expect(
      within(pool())
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual(['Moon']);
    expect(pool()).toHaveAttribute('data-tray', 'true');
  });

  it('is solved by tapping a name, then its picture; tapping again cancels, a filled picture gives its name back', async () => {
    const { user, onSubmit } = renderPlayer(matchActivity);

    await user.click(button('Moon'));
    expect(button('Moon')).toHaveAttribute('aria-pressed', 'true');
    expect(spoken()).toBe('Moon picked up. Use the arrow keys to choose a picture, Space to drop it.');
    expect(screen.getByText('Now tap where Moon goes, or tap Moon again to put it back.')).toBeInTheDocument();
    await user.click(button('Moon'));
    expect(spoken()).toBe('Cancelled.');
    expect(button('Moon')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('Moon'));
    await user.click(picture(1));
    expect(spoken()).toBe('Moon placed on picture 1: a bright sun.');
    await user.click(picture(1));
    expect(spoken()).toBe('Moon is back with the names.');
    expect(within(pool()).getByRole('button', { name: 'Moon' })).toBeInTheDocument();

    for (const [name, n] of [
      ['Sun', 1],
      ['Moon', 2],
      ['Star', 3],
    ] as const) {
      await user.click(button(name));
      await user.click(picture(n));
    }
    await user.click(checkButton());
    expect(onSubmit).toHaveBeenCalledWith(rightSubmission);
    expect(await screen.findByText('Score: 100%')).toBeInTheDocument();
  });

  it('Escape cancels a tapped name wherever the focus is', async () => {
    const { user } = renderPlayer(matchActivity);
    await user.click(button('Star'));
    await user.click(document.body);
    await user.keyboard('{Escape}');
    expect(spoken()).toBe('Cancelled.');
    expect(button('Star')).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts afresh when given another activity', () => {
    const { replay, play } = renderPlayer(matchActivity);
    drag(button('Sun'), picture(1));
    replay(play);
    expect(picture(1)).toHaveAccessibleName('Picture 1: a bright sun, holds Sun');
    replay({ ...play, id: 8 });
    expect(picture(1)).toHaveAccessibleName('Picture 1: a bright sun');
  });

  it('is solved by the keyboard alone: Space picks up, arrows move among the pictures, Space drops, Escape cancels', async () => {
    const { user, onSubmit } = renderPlayer(matchActivity);
    await tabTo(user, 'Moon');
    await user.keyboard(' ');
    expect(spoken()).toBe('Moon picked up. Use the arrow keys to choose a picture, Space to drop it.');
    expect(picture(1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(spoken()).toBe('Cancelled.');
    expect(button('Moon')).toHaveFocus();
    expect(button('Moon')).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}');
    expect(picture(2)).toHaveFocus();
    await user.keyboard(' ');
    expect(spoken()).toBe('Moon placed on picture 2: a crescent moon.');

    await tabTo(user, 'Sun');
    await user.keyboard('{Enter}');
    expect(picture(1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(spoken()).toBe('Sun placed on picture 1: a bright sun.');

    await tabTo(user, 'Star');
    await user.keyboard(' ');
    // The first empty picture gets the focus; arrows wrap around.
    expect(picture(3)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(picture(1)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(picture(3)).toHaveFocus();
    await user.keyboard(' ');

    await user.tab();
    expect(checkButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(rightSubmission);
    expect(await screen.findByText('Score: 100%')).toBeInTheDocument();
  });

  it('a wrong name shakes back to the pool, the right ones stay with a ✓; Try again starts a new try', async () => {
    const { user, onSubmit } = renderPlayer(matchActivity);
    dragAll(['Moon', 'Sun', 'Star']);
    await user.click(checkButton());

    expect(await screen.findByRole('heading', { name: 'You got 1 of 3 right!' })).toBeInTheDocument();
    expect(screen.getByText('Score: 33%')).toBeInTheDocument();
    expect(screen.getByText('0 stars of 3')).toBeInTheDocument();
    expect(spoken()).toBe('1 of 3 right. 0 stars of 3.');
    expect(picture(3)).toHaveAccessibleName('Picture 3: a twinkling star, holds Star, right');
    expect(picture(1)).toHaveAccessibleName('Picture 1: a bright sun, not quite');
    expect(within(picture(1)).getByText('✗ Not quite')).toBeInTheDocument();
    expect(within(pool()).getByRole('button', { name: 'Moon' })).toHaveAttribute('data-shake', 'true');
    expect(within(pool()).getByRole('button', { name: 'Sun' })).toHaveAttribute('data-shake', 'true');
    // Nothing moves while the result is on show.
    await user.click(button('Moon'));
    expect(button('Moon')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('Try again'));
    expect(screen.queryByRole('heading', { name: /right!/ })).not.toBeInTheDocument();
    expect(within(pool()).getAllByRole('button')).toHaveLength(3);
    expect(within(pool()).getByRole('button', { name: 'Moon' })).not.toHaveAttribute('data-shake');
    expect(picture(3)).toHaveAccessibleName('Picture 3: a twinkling star');
    expect(checkButton()).toBeDisabled();

    dragAll();
    await user.click(checkButton());
    expect(await screen.findByText('Score: 100%')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(rightSubmission);
  });

  it('sends the whole seconds since the player appeared', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      const { user, onSubmit } = renderPlayer(matchActivity);
      dragAll();
      now.mockReturnValue(1_000_000 + 42_400);
      await user.click(checkButton());
      expect(onSubmit).toHaveBeenCalledWith({ ...rightSubmission, seconds: 42 });
    } finally {
      now.mockRestore();
    }
  });

  it('says so when the answers cannot be sent, and keeps the placements', async () => {
    const { user } = renderPlayer(matchActivity, { onSubmit: () => Promise.reject(new Error('offline')) });
    dragAll();
    await user.click(checkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be sent. Please try again.');
    expect(checkButton()).toBeEnabled();
    expect(picture(2)).toHaveAccessibleName('Picture 2: a crescent moon, holds Moon');
  });

  it('gets only the play view: the answer never reaches it', () => {
    const { play } = renderPlayer(matchActivity);
    expect(play.content).not.toHaveProperty('answer');
    expect(JSON.stringify(play)).not.toContain('"answer"');
  });

  it('shows a read-aloud button beside the prompt, every name and every picture when the area gives one', () => {
    const { unmount } = renderPlayer(matchActivity, { Speak: FakeSpeak });
    const texts = screen.getAllByTestId('speak').map((speak) => speak.textContent);
    expect(texts.slice(0, 4)).toEqual([
      'Match each name to its picture.',
      'a bright sun',
      'a crescent moon',
      'a twinkling star',
    ]);
    // The names come in the play view's shuffled order.
    expect(texts.slice(4).sort()).toEqual(['Moon', 'Star', 'Sun']);
    unmount();
    renderPlayer(matchActivity);
    expect(screen.queryAllByTestId('speak')).toHaveLength(0);
  });

  it('reads right to left for an Arabic activity, where the left arrow moves on', async () => {
    const arabic = activityOf(matchActivity.content, { language: 'ar', direction: 'rtl' });
    const { container, user } = renderPlayer(arabic);
    const root = container.querySelector('section')!;
    expect(root).toHaveAttribute('dir', 'rtl');
    // The activity's words are Arabic; the player's own controls keep the area's language.
    expect(screen.getByText('Match each name to its picture.').closest('[lang]')).toHaveAttribute('lang', 'ar');
    expect(checkButton().closest('[lang]')).toBeNull();
    button('Sun').focus();
    await user.keyboard(' ');
    expect(picture(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(picture(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(picture(1)).toHaveFocus();
  });
});
