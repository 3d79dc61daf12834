import { screen } from '@testing-library/react';
import { mockUnsubscribeToken, parentMockState } from '@young-minds/mocks';
import { renderAt, setUpMockServer } from '../testing';

setUpMockServer();

const yusuf = () => parentMockState.children.find((child) => child.name === 'Yusuf');

describe('/unsubscribe', () => {
  it('when the parent opens the link without logging in and confirms, then the weekly email stops', async () => {
    const child = yusuf();
    if (!child) throw new Error('the mock family has no Yusuf');
    child.weekly_digest = true;
    const { user } = renderAt(`/unsubscribe?token=${mockUnsubscribeToken(child.id)}`);
    expect(screen.getByRole('heading', { name: 'Stop the weekly email' })).toBeInTheDocument();
    // Opening the page changes nothing: a mail scanner that follows links must not stop the note.
    expect(yusuf()?.weekly_digest).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Stop the weekly email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: you will no longer receive the weekly email about this child.',
    );
    expect(yusuf()?.weekly_digest).toBe(false);
    expect(screen.queryByRole('button', { name: 'Stop the weekly email' })).not.toBeInTheDocument();
  });

  it('when the token is forged, then the page says the link is not valid (the service answered 400)', async () => {
    const { user } = renderAt('/unsubscribe?token=forged-token');
    await user.click(screen.getByRole('button', { name: 'Stop the weekly email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more.');
  });

  it('when the link has no token, then it says so at once and offers nothing to press', () => {
    renderAt('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid any more.');
    expect(screen.queryByRole('button', { name: 'Stop the weekly email' })).not.toBeInTheDocument();
  });
});
