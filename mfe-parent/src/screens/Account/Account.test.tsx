import { screen, waitFor, within } from '@testing-library/react';
import { wrongParentPasswordMessage } from '@young-minds/contracts';
import {
  accountMockMessages,
  familyAccount,
  familyParent,
  mockAccounts,
  mockMessages,
  mockToken,
  mockState,
  parentMockMessages,
  parentMockState,
} from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();
const password = mockAccounts.parent.password;

type User = ReturnType<typeof renderParent>['user'];

describe('Profile', () => {
  it('when the profile is saved, then the server keeps it and the family name follows', async () => {
    const { user } = renderParent('/parent/profile');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Fatima Khan');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 7700 900123');
    await user.clear(name);
    await user.type(name, 'Fatima Siddiqui');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(familyAccount(familyParent.id).phone).toBe('+44 20 7946 0000');
    expect(mockState.accounts.get(mockAccounts.parent.login)?.user.name).toBe('Fatima Siddiqui');
    expect(screen.getByText("Fatima Siddiqui's family")).toBeInTheDocument();
  });

  it("when the email is another account's, then the server's 409 message shows and nothing changes", async () => {
    const { user } = renderParent('/parent/profile');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, mockAccounts.admin.login);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(mockMessages.emailTaken)).toBeInTheDocument();
    expect(sessionStore.getState().user?.email).toBe(mockAccounts.parent.login);
  });
});

async function pinForm(user: User, pin: string, currentPassword: string) {
  const pinField = await screen.findByLabelText('New PIN (4 digits)');
  await user.clear(pinField);
  await user.type(pinField, pin);
  await user.type(screen.getByLabelText('Current password'), currentPassword);
  await user.click(screen.getByRole('button', { name: 'Save PIN' }));
}

describe('Account: parent PIN', () => {
  it('when a PIN is set and then removed with the password, then the account says so each time', async () => {
    const { user } = renderParent('/parent/account');
    expect(await screen.findByText(/No parent PIN is set/)).toBeInTheDocument();
    await pinForm(user, '2468', password);
    expect(await screen.findByText(accountMockMessages.pinSaved)).toBeInTheDocument();
    expect(screen.getByText('A parent PIN is set.')).toBeInTheDocument();
    expect(familyAccount(familyParent.id).pin).toBe('2468');

    await user.type(screen.getByLabelText('Current password'), password);
    await user.click(screen.getByRole('button', { name: 'Remove PIN' }));
    expect(await screen.findByText(accountMockMessages.pinRemoved)).toBeInTheDocument();
    expect(familyAccount(familyParent.id).pin).toBeNull();
  });

  it('when the current password is wrong, then the server message shows and no PIN is set', async () => {
    const { user } = renderParent('/parent/account');
    await pinForm(user, '2468', 'not-it');
    expect(await screen.findByText(parentMockMessages.wrongCurrentPassword)).toBeInTheDocument();
    expect(familyAccount(familyParent.id).pin).toBeNull();
  });

  it('when the PIN is not 4 digits, then the form says so and nothing is sent', async () => {
    const { user } = renderParent('/parent/account');
    await pinForm(user, '24', password);
    expect(await screen.findByText('The PIN must be exactly 4 digits.')).toBeInTheDocument();
    expect(familyAccount(familyParent.id).pin).toBeNull();
  });
});

describe('Account: export', () => {
  it("when Export data is pressed, then the family's JSON is fetched with the session's token and saved as a file", async () => {
    const authorizations: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/parent/export')
        authorizations.push(request.headers.get('authorization'));
    });
    const saved: Blob[] = [];
    const downloads: string[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:family';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    try {
      const { user } = renderParent('/parent/account');
      await user.click(await screen.findByRole('button', { name: 'Export data' }));
      expect(await screen.findByText(/^Downloaded young-minds-family-\d{4}-\d{2}-\d{2}\.json\.$/)).toBeInTheDocument();
      expect(authorizations).toEqual([`Bearer ${mockToken(familyParent)}`]);
      expect(downloads).toEqual([expect.stringMatching(/^young-minds-family-\d{4}-\d{2}-\d{2}\.json$/)]);
      const document = JSON.parse(await saved[0]!.text()) as { account: { email: string }; children: unknown[] };
      expect(document.account.email).toBe(mockAccounts.parent.login);
      expect(document.children).toHaveLength(3);
    } finally {
      click.mockRestore();
      server.events.removeAllListeners();
    }
  });
});

describe('Account: delete', () => {
  async function openDialog(user: User) {
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  }

  it('when the typed word is not DELETE, then nothing is deleted', async () => {
    const { user } = renderParent('/parent/account');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.type(within(dialog).getByLabelText('Your password'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await within(dialog).findByText('Type DELETE exactly as shown.')).toBeInTheDocument();
    expect(parentMockState.children).toHaveLength(3);
    expect(sessionStore.getState().token).not.toBeNull();
  });

  it('when the password is wrong, then the server message shows and the family stays', async () => {
    const { user } = renderParent('/parent/account');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await within(dialog).findByText(wrongParentPasswordMessage)).toBeInTheDocument();
    expect(parentMockState.children).toHaveLength(3);
  });

  it('when DELETE and the password are given, then the family is gone, the session cleared and the home page opens', async () => {
    const { user } = renderParent('/parent/account');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.type(within(dialog).getByLabelText('Your password'), password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(parentMockState.children).toHaveLength(0);
  });
});

describe('Account: hand the device to a child', () => {
  it("when 'Start learning as Maryam' is pressed, then the session is Maryam's, remembers the parent, and the child area opens", async () => {
    const { user } = renderParent('/parent/account');
    await user.click(await screen.findByRole('button', { name: 'Start learning as Maryam' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child'));
    expect(sessionStore.getState()).toMatchObject({
      userRole: 'child',
      user: { name: 'Maryam' },
      handedOverBy: 'Fatima Khan',
    });
    expect(sessionStore.getState().token).not.toBe(mockToken(familyParent));
  });
});
