import { screen } from '@testing-library/react';
import { sessionStore } from '@young-minds/session';
import { renderAt, setUpMockServer } from '../testing';

setUpMockServer();
afterEach(() => sessionStore.getState().logOut());

const child = { name: 'Yusuf', email: 'yusuf', role: 'child', avatar: null };
const parent = { name: 'Amina', email: 'amina@example.com', role: 'parent', avatar: null };

describe('/unauthorized', () => {
  it('when a child lands on it, then they go home to /child (whose layout says kindly the page was for grown-ups), never "Access Denied"', async () => {
    sessionStore.getState().logIn({ token: 'child-token', user: child });
    renderAt('/unauthorized');
    expect(await screen.findByTestId('location')).toHaveTextContent('/child');
    expect(screen.queryByText(/Access Denied/)).not.toBeInTheDocument();
  });

  it("when a grown-up lands on it, then it shows the spec's 403 page", () => {
    sessionStore.getState().logIn({ token: 'parent-token', user: parent });
    renderAt('/unauthorized');
    expect(screen.getByRole('heading', { name: '403 - Access Denied' })).toBeInTheDocument();
  });
});
