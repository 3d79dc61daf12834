import { screen } from '@testing-library/react';
import { mockAccounts, mockState, parentMockMessages } from '@young-minds/mocks';
import { renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

async function fill(user: ReturnType<typeof renderParent>['user'], current: string, next: string, confirm: string) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password', () => {
  it('when the current password is right, then the password changes', async () => {
    const { user } = renderParent('/parent/changepassword');
    await fill(user, mockAccounts.parent.password, 'fresh123', 'fresh123');
    expect(await screen.findByText(/Your password was changed/)).toBeInTheDocument();
    expect(mockState.accounts.get(mockAccounts.parent.login)?.password).toBe('fresh123');
  });

  it('when the current password is wrong, then the server message shows', async () => {
    const { user } = renderParent('/parent/changepassword');
    await fill(user, 'wrong-one', 'fresh123', 'fresh123');
    expect(await screen.findByText(parentMockMessages.wrongCurrentPassword)).toBeInTheDocument();
  });

  it('when the confirmation differs, then the form says so and the password stays', async () => {
    const { user } = renderParent('/parent/changepassword');
    await fill(user, mockAccounts.parent.password, 'fresh123', 'fresh124');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(mockState.accounts.get(mockAccounts.parent.login)?.password).toBe(mockAccounts.parent.password);
  });
});
