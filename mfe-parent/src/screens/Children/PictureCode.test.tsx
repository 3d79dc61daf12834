import { screen, within } from '@testing-library/react';
import { pictureCodeRemovedMessage, pictureCodeSavedMessage } from '@young-minds/contracts';
import { parentMockState } from '@young-minds/mocks';
import { renderParent, setUpMockServer } from '../../testing';

setUpMockServer();
const yusuf = 3;

async function pictureCodePanel() {
  return screen.findByRole('region', { name: 'Picture code' });
}

describe("A child's picture code", () => {
  it('when the parent taps three pictures in order, then they are shown and saved; the code can be removed', async () => {
    const { user } = renderParent(`/parent/children/${yusuf}`);
    const panel = await pictureCodePanel();
    expect(within(panel).getByText('Yusuf has no picture code yet.')).toBeInTheDocument();
    const save = within(panel).getByRole('button', { name: 'Save picture code' });
    expect(save).toBeDisabled();
    const pad = within(panel).getByRole('group', { name: 'The nine pictures' });
    for (const name of ['fish', 'apple', 'fish']) await user.click(within(pad).getByRole('button', { name }));
    // Three chosen: shown in order, announced, and the pad waits.
    const chosen = within(panel).getByRole('list', { name: 'The pictures chosen' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((slot) => slot.textContent),
    ).toEqual(['fish', 'apple', 'fish']);
    expect(within(panel).getByText('Chosen: fish, apple, fish.')).toBeInTheDocument();
    expect(within(pad).getByRole('button', { name: 'moon' })).toBeDisabled();

    await user.click(save);
    expect(await within(panel).findByRole('status')).toHaveTextContent(pictureCodeSavedMessage);
    expect(parentMockState.pictureCodes.get(yusuf)).toEqual(['fish', 'apple', 'fish']);
    expect(within(panel).getByText('Yusuf has a picture code.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Remove picture code' }));
    expect(await within(panel).findByText(pictureCodeRemovedMessage)).toBeInTheDocument();
    expect(parentMockState.pictureCodes.has(yusuf)).toBe(false);
    expect(within(panel).getByText('Yusuf has no picture code yet.')).toBeInTheDocument();
  });

  it('when the parent starts again, then the chosen pictures are cleared', async () => {
    const { user } = renderParent(`/parent/children/${yusuf}`);
    const panel = await pictureCodePanel();
    const pad = within(panel).getByRole('group', { name: 'The nine pictures' });
    await user.click(within(pad).getByRole('button', { name: 'star' }));
    await user.click(within(panel).getByRole('button', { name: 'Start again' }));
    expect(within(panel).getByText('No pictures chosen yet.')).toBeInTheDocument();
  });

  it('when the parent lets the child in without pictures, then the child is updated through the usual call', async () => {
    const { user } = renderParent(`/parent/children/${yusuf}`);
    const panel = await pictureCodePanel();
    const opens = within(panel).getByRole('switch', {
      name: 'Let Yusuf in without pictures on the family device',
    });
    expect(opens).not.toBeChecked();
    await user.click(opens);
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Yusuf now goes straight in on the family device.',
    );
    expect(opens).toBeChecked();
    expect(parentMockState.children.find((child) => child.id === yusuf)?.opens_without_code).toBe(true);
  });
});
