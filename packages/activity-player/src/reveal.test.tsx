import { screen, within } from '@testing-library/react';
import { tileOrder } from './RevealBoard';
import {
  FakeSpeak,
  activityOf,
  button,
  checkButton,
  drag,
  recordingVoice,
  renderPlayer,
  revealActivity,
  spoken,
  tabTo,
} from './testing';

const names = () => screen.getByRole('group', { name: 'Names' });
const openTiles = (container: HTMLElement) => container.querySelectorAll('[data-open="true"]').length;
const hiddenPicture = () => screen.getByRole('img');
const submissionOf = (choice: string, reveals: number) => ({
  pairs: [{ choice, target: 'cover' }],
  typed: [],
  reveals,
  seconds: expect.any(Number),
});

describe('Match the Name to the Revealed Book', () => {
  it('is solved by tapping: Show more uncovers one tile at a time, a name is the answer, fewer reveals more stars', async () => {
    const { user, container, onSubmit } = renderPlayer(revealActivity);
    expect(screen.getByText('Tap a square to uncover it. Guess early for more stars!')).toBeInTheDocument();
    expect(openTiles(container)).toBe(0);
    // The description would name the book: it waits until the whole picture shows.
    expect(hiddenPicture()).toHaveAccessibleName('The hidden picture: 0 of 4 parts showing');

    await user.click(button('Show more'));
    expect(spoken()).toBe('More of the picture is showing: 1 of 4.');
    await user.click(button('Show more'));
    expect(openTiles(container)).toBe(2);
    expect(screen.getByText('2 of 4 parts showing')).toBeInTheDocument();

    expect(checkButton()).toBeDisabled();
    await user.click(button('The Three Little Pigs'));
    expect(spoken()).toBe('The Three Little Pigs chosen.');
    await user.click(button('The Little Red Hen'));
    expect(button('The Little Red Hen')).toHaveAttribute('aria-pressed', 'true');
    expect(button('The Three Little Pigs')).toHaveAttribute('aria-pressed', 'false');
    await user.click(checkButton());

    expect(onSubmit).toHaveBeenCalledWith(submissionOf('hen', 2));
    expect(await screen.findByText('2 stars of 3')).toBeInTheDocument();
    expect(within(names()).getByText('✓ Right')).toBeInTheDocument();
    expect(hiddenPicture()).toHaveAccessibleName('The cover of The Little Red Hen');
    expect(openTiles(container)).toBe(4);
  });

  it('a tap on a covered square uncovers that square: each is a striped "?" until then, and counts as a reveal', async () => {
    const { user, container, onSubmit } = renderPlayer(revealActivity);
    const covered = () => screen.getAllByRole('button', { name: /^Uncover part \d$/ });
    expect(covered()).toHaveLength(4);
    // A cover that looks nothing like the picture: a "?" on each square.
    for (const tile of covered()) expect(tile).toHaveTextContent('?');

    await user.click(button('Uncover part 3'));
    expect(spoken()).toBe('More of the picture is showing: 1 of 4.');
    expect(screen.queryByRole('button', { name: 'Uncover part 3' })).toBeNull();
    expect(covered()).toHaveLength(3);
    expect(openTiles(container)).toBe(1);
    // "Show more" uncovers another square, never the one already open.
    await user.click(button('Show more'));
    expect(covered()).toHaveLength(2);
    expect(screen.getByText('2 of 4 parts showing')).toBeInTheDocument();

    await user.click(button('The Little Red Hen'));
    await user.click(checkButton());
    expect(onSubmit).toHaveBeenCalledWith(submissionOf('hen', 2));
    // The result shows the whole picture: no square left to tap.
    expect(await screen.findByText('2 stars of 3')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Uncover part/ })).toHaveLength(0);
  });

  it('a square uncovered from the keyboard hands the focus on to the next covered one', async () => {
    const { user } = renderPlayer(revealActivity);
    await tabTo(user, 'Uncover part 1');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Uncover part 1' })).toBeNull();
    expect(button('Uncover part 2')).toHaveFocus();
    await user.keyboard(' ');
    expect(button('Uncover part 3')).toHaveFocus();
    expect(screen.getByText('2 of 4 parts showing')).toBeInTheDocument();
  });

  it('says the instruction on arrival and gives spoken feedback after each guess', async () => {
    const { voice } = recordingVoice();
    const { user } = renderPlayer(revealActivity, { voice });
    expect(voice.sayOnArrival).toHaveBeenCalledWith('Which book is this?', 'en');

    await user.click(button('The Billy Goats'));
    await user.click(checkButton());
    await screen.findByRole('heading', { name: 'You got 0 of 1 right!' });
    expect(voice.feedback).toHaveBeenLastCalledWith('notQuite', { text: 'You got 0 of 1 right!' });

    await user.click(button('Try again'));
    await user.click(button('The Little Red Hen'));
    await user.click(checkButton());
    await screen.findByRole('heading', { name: 'You got 1 of 1 right!' });
    expect(voice.feedback).toHaveBeenLastCalledWith('right', { text: 'You got 1 of 1 right!' });
    expect(voice.feedback).toHaveBeenCalledTimes(2);
  });

  it('is solved by the keyboard alone: Tab to a name, Enter chooses it; no reveal earns 3 stars', async () => {
    const { user, onSubmit } = renderPlayer(revealActivity);
    await tabTo(user, 'The Little Red Hen');
    await user.keyboard('{Enter}');
    expect(spoken()).toBe('The Little Red Hen chosen.');
    await tabTo(user, 'Check my answers');
    await user.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledWith(submissionOf('hen', 0));
    expect(await screen.findByText('3 stars of 3')).toBeInTheDocument();
  });

  it('is solved by dragging a name onto the picture', async () => {
    const { user, container, onSubmit } = renderPlayer(revealActivity);
    await user.click(button('Show more'));
    drag(button('The Little Red Hen'), container.querySelector('[data-drop-zone="cover"]')!, 'touch');
    expect(spoken()).toBe('The Little Red Hen chosen.');
    await user.click(checkButton());
    expect(onSubmit).toHaveBeenCalledWith(submissionOf('hen', 1));
    expect(await screen.findByText('3 stars of 3')).toBeInTheDocument();
  });

  it('a wrong name earns no star and shakes; Show more stops when all is shown; Try again covers the picture again', async () => {
    const { user, container } = renderPlayer(revealActivity);
    for (let i = 0; i < 4; i += 1) await user.click(button('Show more'));
    expect(button('Show more')).toBeDisabled();
    expect(hiddenPicture()).toHaveAccessibleName('The cover of The Little Red Hen');

    await user.click(button('The Billy Goats'));
    await user.click(checkButton());
    expect(await screen.findByText('0 stars of 3')).toBeInTheDocument();
    expect(button('The Billy Goats')).toHaveAttribute('data-shake', 'true');
    expect(button('The Billy Goats')).toHaveAttribute('aria-pressed', 'false');
    expect(within(names()).getByText('✗ Not quite')).toBeInTheDocument();

    await user.click(button('Try again'));
    expect(openTiles(container)).toBe(0);
    expect(button('Show more')).toBeEnabled();
    expect(checkButton()).toBeDisabled();
  });

  it('with the blur style the picture sharpens step by step', async () => {
    const blurred = activityOf({ ...revealActivity.content, reveal: { style: 'blur', steps: 2 } });
    const { user, container } = renderPlayer(blurred);
    expect(container.querySelector('[data-open]')).toBeNull();
    expect(hiddenPicture()).toHaveStyle({ filter: 'blur(28px)' });
    await user.click(button('Show more'));
    expect(hiddenPicture()).toHaveStyle({ filter: 'blur(14px)' });
    await user.click(button('Show more'));
    expect(hiddenPicture()).toHaveStyle({ filter: 'blur(0px)' });
  });

  it('opens the tiles in a fixed order that is not simply left to right', () => {
    const order = tileOrder(9, 'cover');
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tileOrder(9, 'cover')).toEqual(order);
    expect(order).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reads each name aloud, never the hidden picture', () => {
    renderPlayer(revealActivity, { Speak: FakeSpeak });
    const texts = screen.getAllByTestId('speak').map((speak) => speak.textContent);
    expect(texts).toHaveLength(4);
    expect(texts).not.toContain('The cover of The Little Red Hen');
  });
});
