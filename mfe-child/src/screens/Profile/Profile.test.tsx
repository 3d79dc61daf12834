import { childAccountEndpoints } from '@young-minds/contracts';
import { errorHandlers } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { screen, within } from '@testing-library/react';
import { renderChild, setUpMockServer } from '../../testing';

const server = setUpMockServer();

describe('my page', () => {
  it('shows the name, the stars, every badge (earned or not, in words) and finished work as picture tiles', async () => {
    renderChild('/child/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yusuf' })).toBeInTheDocument();
    const total = Number(/You have (\d+) stars?!/.exec(screen.getByText(/^You have \d+ stars?!$/).textContent)![1]);
    // Where the stars come from: one row per kind, adding up to the total.
    const kinds = screen.getByText('Activities', { selector: 'strong' }).closest('ul')!;
    const rows = within(kinds).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')!.textContent)).toEqual([
      'Videos',
      'Books',
      'Quizzes',
      'Worksheets',
      'Activities',
      'Duas',
    ]);
    const perKind = rows.map((row) => Number(/^(\d+) stars?$/.exec(row.querySelector('em')!.textContent)![1]));
    expect(perKind.reduce((sum, stars) => sum + stars, 0)).toBe(total);
    const badges = screen.getByText('First video watched').closest('ul')!;
    expect(within(badges).getAllByRole('listitem')).toHaveLength(10);
    expect(within(badges).getAllByText(/^(Earned!|Not yet)$/)).toHaveLength(10);
    expect(within(badges).getByText('Three stars in an activity')).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'My history in pictures' }).parentElement!.nextElementSibling!;
    const tiles = within(history as HTMLElement).getAllByRole('link');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/child\/(video|book|quiz|assignments|activities|duas)\/\d+$/),
    );
  });

  it('when the child picks a picture, then it is saved for them and stays chosen', async () => {
    const { user } = renderChild('/child/profile');
    const falcon = await screen.findByRole('radio', { name: 'Falcon' });
    expect(falcon).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Owl' }));
    expect(await screen.findByText('Saved! That is your picture now.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Owl' })).toBeChecked();
    expect(sessionStore.getState().user?.avatar).toBe('owl');
  });

  it('when the picture cannot be saved, then the earlier one comes back and the child is told', async () => {
    server.use(errorHandlers.status('put', childAccountEndpoints.setOwnAvatar, 500, 'Server error'));
    const { user } = renderChild('/child/profile');
    await user.click(await screen.findByRole('radio', { name: 'Cat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your picture could not be saved.');
    expect(screen.getByRole('radio', { name: 'Falcon' })).toBeChecked();
  });
});
