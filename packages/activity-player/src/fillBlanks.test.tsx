import { screen, within } from '@testing-library/react';
import {
  FakeSpeak,
  button,
  checkButton,
  drag,
  renderPlayer,
  spoken,
  tabTo,
  tilesActivity,
  typedActivity,
} from './testing';

const tiles = () => screen.getByRole('group', { name: 'Word tiles' });
const blank = (n: number) => button(new RegExp(`^Blank ${n} of 2`));
const tilesSubmission = {
  pairs: [
    { choice: 'sun', target: 'g1' },
    { choice: 'moon', target: 'g2' },
  ],
  typed: [],
  reveals: 0,
  seconds: expect.any(Number),
};

describe('Fill in the Blanks with word tiles', () => {
  it('shows the passage with a slot in each gap', () => {
    renderPlayer(tilesActivity);
    const passage = screen.getByRole('group', { name: 'The story with its blanks' });
    expect(passage).toHaveTextContent('The shines by day and the by night.');
    expect(within(passage).getAllByRole('button')).toHaveLength(2);
    expect(within(tiles()).getAllByRole('button')).toHaveLength(3);
  });

  it('is solved by dragging the tiles into the gaps', async () => {
    const { user, onSubmit } = renderPlayer(tilesActivity);
    drag(button('sun'), blank(1), 'touch');
    expect(spoken()).toBe('sun placed in blank 1 of 2.');
    drag(button('moon'), blank(2));
    expect(blank(2)).toHaveAccessibleName('Blank 2 of 2, holds moon');
    await user.click(checkButton());
    expect(onSubmit).toHaveBeenCalledWith(tilesSubmission);
    expect(await screen.findByText('Score: 100%')).toBeInTheDocument();
    expect(screen.getByText('3 stars of 3')).toBeInTheDocument();
  });

  it('is solved by tapping a tile, then a gap; a filled gap gives its tile back', async () => {
    const { user, onSubmit } = renderPlayer(tilesActivity);
    await user.click(button('cat'));
    await user.click(blank(1));
    expect(spoken()).toBe('cat placed in blank 1 of 2.');
    await user.click(blank(1));
    expect(spoken()).toBe('cat is back with the word tiles.');
    await user.click(button('sun'));
    await user.click(blank(1));
    await user.click(button('moon'));
    await user.click(blank(2));
    await user.click(checkButton());
    expect(onSubmit).toHaveBeenCalledWith(tilesSubmission);
  });

  it('a tile dropped on a filled gap takes its place, and the other goes back to the pool', async () => {
    const { user } = renderPlayer(tilesActivity);
    await user.click(button('cat'));
    await user.click(blank(1));
    await user.click(button('sun'));
    await user.click(blank(1));
    expect(blank(1)).toHaveAccessibleName('Blank 1 of 2, holds sun');
    expect(within(tiles()).getByRole('button', { name: 'cat' })).toBeInTheDocument();
  });

  it('is solved by the keyboard alone, with Escape cancelling', async () => {
    const { user, onSubmit } = renderPlayer(tilesActivity);
    await tabTo(user, 'moon');
    await user.keyboard(' ');
    expect(spoken()).toBe('moon picked up. Use the arrow keys to choose a blank, Space to drop it.');
    expect(blank(1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(spoken()).toBe('Cancelled.');
    expect(button('moon')).toHaveFocus();

    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    expect(blank(2)).toHaveFocus();
    await user.keyboard(' ');
    expect(spoken()).toBe('moon placed in blank 2 of 2.');
    await tabTo(user, 'sun');
    await user.keyboard('{Enter}');
    expect(blank(1)).toHaveFocus();
    await user.keyboard('{Enter}');
    await tabTo(user, 'Check my answers');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(tilesSubmission);
  });

  it('marks a wrong tile and sends it back shaking', async () => {
    const { user } = renderPlayer(tilesActivity);
    drag(button('cat'), blank(1));
    drag(button('moon'), blank(2));
    await user.click(checkButton());
    expect(await screen.findByText('Score: 50%')).toBeInTheDocument();
    expect(blank(1)).toHaveAccessibleName('Blank 1 of 2, not quite');
    expect(blank(2)).toHaveAccessibleName('Blank 2 of 2, holds moon, right');
    expect(within(tiles()).getByRole('button', { name: 'cat' })).toHaveAttribute('data-shake', 'true');
  });

  it('reads the passage aloud with the words placed so far', () => {
    renderPlayer(tilesActivity, { Speak: FakeSpeak });
    expect(screen.getAllByTestId('speak')[1]).toHaveTextContent('The … shines by day and the … by night.');
    drag(button('sun'), blank(1));
    expect(screen.getAllByTestId('speak')[1]).toHaveTextContent('The sun shines by day and the … by night.');
  });
});

describe('Fill in the Blanks with typed answers', () => {
  it('has a labelled box in each gap and sends what was typed', async () => {
    const { user, onSubmit } = renderPlayer(typedActivity);
    expect(screen.queryByRole('group', { name: 'Word tiles' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Blank 1 of 2' }), ' Sun ');
    expect(checkButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Blank 2 of 2' }), 'cloud');
    await user.click(checkButton());

    expect(onSubmit).toHaveBeenCalledWith({
      pairs: [],
      typed: [
        { gap: 'g1', text: 'Sun' },
        { gap: 'g2', text: 'cloud' },
      ],
      reveals: 0,
      seconds: expect.any(Number),
    });
    expect(await screen.findByText('Score: 50%')).toBeInTheDocument();
    expect(screen.getByText('✓ Right')).toBeInTheDocument();
    expect(screen.getByText('✗ Not quite')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Blank 2 of 2' })).toHaveAttribute('readonly');

    await user.click(button('Try again'));
    expect(screen.getByRole('textbox', { name: 'Blank 1 of 2' })).toHaveValue('');
    expect(screen.queryByText('✓ Right')).not.toBeInTheDocument();
  });
});
