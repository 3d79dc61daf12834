import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noParentPinMessage } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { MemoryRouter } from '@young-minds/router/testing';
import { Route, Routes } from '@young-minds/router';
import { ShellMessages } from '../messages';
import { PlaceholderArea } from './Placeholder';

const parent = {
  id: 2,
  name: 'Fatima Khan',
  email: 'parent@example.com',
  role: 'parent',
  avatar: null,
  username: null,
  preferences: { locale: null, digits: null },
  emailVerified: true,
};
const child = {
  id: 5,
  name: 'Maryam',
  email: null,
  role: 'child',
  avatar: null,
  username: 'maryam.k',
  preferences: { locale: null, digits: null },
  emailVerified: false,
};
const parentPin = '2468';

/**
 * The auth service's return-to-parent call as far as this screen cares: the child's token is required, the right
 * PIN answers the parent's session, a wrong one a 400 with its message, and a locked family a 429.
 */
function fakeServer(options: { locked?: boolean; noPin?: boolean } = {}) {
  const sent: Array<{ authorization: string | null; body: unknown }> = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/api/auth/return-to-parent')) throw new Error(`unexpected call ${url}`);
    const headers = new Headers(init?.headers);
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { pin?: string };
    sent.push({ authorization: headers.get('authorization'), body });
    const json = (status: number, answer: unknown) =>
      new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    if (options.noPin && body.pin !== undefined) return json(400, { message: noParentPinMessage });
    if (options.locked) return json(429, { message: 'Too many wrong tries. Please wait 15 minutes and try again.' });
    if (body.pin !== parentPin) return json(400, { message: 'The PIN is incorrect.' });
    return json(200, { token: 'parent-token', user: parent });
  });
  return sent;
}

function renderChildArea() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={['/child']}>
      <ShellMessages>
        <Routes>
          <Route path="/child/*" element={<PlaceholderArea title="area.child" />} />
          <Route path="/parent" element={<p>parent area</p>} />
        </Routes>
      </ShellMessages>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore
    .getState()
    .logIn({ token: 'child-token', user: child }, { handedOverBy: parent.name, parentHasPin: true });
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.getState().logOut();
});

async function giveBack(user: ReturnType<typeof userEvent.setup>, pin: string) {
  await user.click(await screen.findByRole('button', { name: 'Back to parent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Back to the parent area' });
  await user.type(within(dialog).getByLabelText('Parent PIN (4 digits)'), pin);
  await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
  return dialog;
}

describe('the child area placeholder on a handed-over device', () => {
  it("when the parent's PIN is given, then the parent is logged back in and the parent area opens", async () => {
    const sent = fakeServer();
    const user = renderChildArea();
    expect(await screen.findByText('Fatima Khan handed you this device.')).toBeTruthy();
    // A handed-over device goes back to the parent; it is not logged out.
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await giveBack(user, parentPin);
    expect(await screen.findByText('parent area')).toBeTruthy();
    expect(sent).toEqual([{ authorization: 'Bearer child-token', body: { pin: parentPin } }]);
    expect(sessionStore.getState()).toMatchObject({ token: 'parent-token', userRole: 'parent', handedOverBy: null });
  });

  it("when the PIN is wrong, then the server's message shows and the child stays logged in", async () => {
    fakeServer();
    const user = renderChildArea();
    const dialog = await giveBack(user, '1111');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The PIN is incorrect.');
    expect(sessionStore.getState()).toMatchObject({ token: 'child-token', handedOverBy: 'Fatima Khan' });
    expect(screen.queryByText('parent area')).toBeNull();
  });

  it('when the family is locked after wrong tries, then the 429 message shows', async () => {
    fakeServer({ locked: true });
    const user = renderChildArea();
    const dialog = await giveBack(user, parentPin);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many wrong tries. Please wait 15 minutes and try again.',
    );
    expect(sessionStore.getState().token).toBe('child-token');
  });

  it('when the password is chosen instead, then it is sent as the password', async () => {
    const sent = fakeServer();
    const user = renderChildArea();
    await user.click(await screen.findByRole('button', { name: 'Back to parent' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Password' }));
    await user.type(within(dialog).getByLabelText("Parent's password"), 'parent123');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() =>
      expect(sent).toEqual([{ authorization: 'Bearer child-token', body: { password: 'parent123' } }]),
    );
  });

  it('when the parent had no PIN at the hand-off, then the way back asks the password first (issue 32)', async () => {
    sessionStore
      .getState()
      .logIn({ token: 'child-token', user: child }, { handedOverBy: parent.name, parentHasPin: false });
    const user = renderChildArea();
    await user.click(await screen.findByRole('button', { name: 'Back to parent' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Password' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Password' })).toBe(document.activeElement);
    expect(within(dialog).getByLabelText("Parent's password")).toBeTruthy();
  });

  it('when the PIN was removed since the hand-off, then the server says so and the dialog turns to the password', async () => {
    const sent = fakeServer({ noPin: true });
    const user = renderChildArea();
    const dialog = await giveBack(user, parentPin);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(noParentPinMessage);
    expect(within(dialog).getByRole('radio', { name: 'Password' })).toHaveProperty('checked', true);
    await user.type(within(dialog).getByLabelText("Parent's password"), 'parent123');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ authorization: 'Bearer child-token', body: { password: 'parent123' } }),
    );
  });

  it('when Escape is pressed, then the dialog closes and focus returns to the button', async () => {
    fakeServer();
    const user = renderChildArea();
    const button = await screen.findByRole('button', { name: 'Back to parent' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('when the child logged in themselves, then there is no way back to offer, only Log out', async () => {
    sessionStore.getState().logIn({ token: 'child-token', user: child });
    renderChildArea();
    expect(await screen.findByText('This area is on its way.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to parent' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});
