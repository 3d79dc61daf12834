import { screen, waitFor, within } from '@testing-library/react';
import { adminMockState, parentMockState } from '@young-minds/mocks';
import { currentPath, renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

describe('Parent Dashboard', () => {
  it('when the family has three children, then one card each links to the child page', async () => {
    const { user } = renderParent('/parent');
    expect(await screen.findByRole('heading', { name: 'Parent Dashboard' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Yusuf', 'Maryam', 'Hamza']);
    await user.click(links[0]!);
    await waitFor(() => expect(currentPath()).toBe('/parent/children/3'));
  });

  it('when there are no children yet, then the empty state leads to Add Child', async () => {
    parentMockState.children = [];
    const { user } = renderParent('/parent');
    await user.click(await screen.findByRole('link', { name: 'Add Child' }));
    await waitFor(() => expect(currentPath()).toBe('/parent/addchild'));
  });

  it('when the subscription has ended, then a renew banner leads to the subscription', async () => {
    adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
      row.parent_id === 2 ? { ...row, end_date: '2026-01-01', start_date: '2025-07-01' } : row,
    );
    renderParent('/parent');
    expect(await screen.findByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/parent/subscription');
  });

  it('when the subscription runs, then no renew banner shows', async () => {
    const today = new Date().toISOString().slice(0, 10);
    adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
      row.parent_id === 2 ? { ...row, start_date: today, end_date: '2099-01-01' } : row,
    );
    renderParent('/parent');
    await screen.findByRole('link', { name: 'Yusuf' });
    expect(screen.queryByRole('link', { name: 'Renew now' })).not.toBeInTheDocument();
  });
});
