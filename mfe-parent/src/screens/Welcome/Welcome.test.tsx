import { screen, waitFor, within } from '@testing-library/react';
import { authEndpoints } from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import { familyAccount, familyParent, mockAccounts, mockPath, parentMockState } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { HttpResponse, http } from 'msw';
import { currentPath, renderParent, setUpMockServer } from '../../testing';

jest.mock('@young-minds/ui/chart', () => ({ Chart: () => null }));

const server = setUpMockServer();
afterEach(() => chooseLanguage({ locale: 'en' }));

/**
 * GET /api/parent/devices answered here until the family-device mocks land (issue 32): the family's devices.
 * Returns how many times it was asked.
 */
function familyDevices(names: string[]): { asked: number } {
  const calls = { asked: 0 };
  server.use(
    http.get(mockPath(authEndpoints.listFamilyDevices), () => {
      calls.asked += 1;
      return HttpResponse.json(
        names.map((name, index) => ({
          id: index + 1,
          name,
          created_at: '2026-11-20T10:00:00.000Z',
          last_used_at: null,
        })),
      );
    }),
  );
  return calls;
}

/** A step of the welcome, by its title. */
const step = (title: string) => screen.findByRole('listitem', { name: title });

async function stepState(title: string): Promise<string> {
  const item = await step(title);
  return within(item).getByText(/^(Done|Still to do)$/).textContent ?? '';
}

const steps = {
  child: 'Add your first child',
  pin: 'Set a parent PIN',
  device: 'Make this the family device, or hand it over',
};

describe('Welcome (the first run)', () => {
  it('when a new family arrives, then three steps show, none done, each with what to do', async () => {
    parentMockState.children = [];
    const devices = familyDevices([]);
    renderParent('/parent/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Young Minds' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'First steps' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(Object.values(steps));
    await waitFor(() => expect(devices.asked).toBe(1));
    expect(await stepState(steps.child)).toBe('Still to do');
    expect(await stepState(steps.pin)).toBe('Still to do');
    expect(await stepState(steps.device)).toBe('Still to do');
    expect(within(await step(steps.child)).getByRole('link', { name: 'Add your first child' })).toHaveAttribute(
      'href',
      '/parent/addchild?from=welcome',
    );
    expect(within(await step(steps.pin)).getByLabelText('New PIN (4 digits)')).toBeInTheDocument();
    expect(within(await step(steps.device)).getByRole('link', { name: 'Make this the family device' })).toHaveAttribute(
      'href',
      '/parent/account#devices',
    );
    // No child yet: nobody to hand the device to.
    expect(within(await step(steps.device)).queryByRole('button', { name: /Start learning as/ })).toBeNull();
  });

  it('when the family has children, a PIN and a family device, then every step is ticked and the welcome says all is set', async () => {
    familyAccount(familyParent.id).pin = '2468';
    familyDevices(['Kitchen tablet']);
    renderParent('/parent/welcome');
    await waitFor(async () => expect(await stepState(steps.device)).toBe('Done'));
    expect(await stepState(steps.child)).toBe('Done');
    expect(within(await step(steps.child)).getByText('3 children added.')).toBeInTheDocument();
    expect(await stepState(steps.pin)).toBe('Done');
    expect(screen.getByText('All set! Your family is ready to learn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/parent');
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();
  });

  it('when the parent sets the PIN on the welcome, then the step is ticked from the server', async () => {
    familyDevices([]);
    const { user } = renderParent('/parent/welcome');
    const pin = await step(steps.pin);
    await user.type(within(pin).getByLabelText('New PIN (4 digits)'), '2468');
    await user.type(within(pin).getByLabelText('Current password'), mockAccounts.parent.password);
    await user.click(within(pin).getByRole('button', { name: 'Save PIN' }));
    await waitFor(async () => expect(await stepState(steps.pin)).toBe('Done'));
    expect(familyAccount(familyParent.id).pin).toBe('2468');
    expect(within(await step(steps.pin)).getByText('Your parent PIN is set.')).toBeInTheDocument();
  });

  it('when a child exists, then the last step hands the device over, which counts as done on this device', async () => {
    familyDevices([]);
    const { user } = renderParent('/parent/welcome');
    const device = await step(steps.device);
    await user.click(within(device).getByRole('button', { name: 'Start learning as Hamza' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child'));
    expect(sessionStore.getState()).toMatchObject({ userRole: 'child', user: { name: 'Hamza' } });
    expect(JSON.parse(window.localStorage.getItem('ym-first-run:parent@example.com') ?? '{}')).toMatchObject({
      handedOff: true,
    });
  });

  it('when the parent picks "Not now", then the dashboard opens and still leads back while steps remain', async () => {
    familyDevices([]);
    const { user } = renderParent('/parent/welcome');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(currentPath()).toBe('/parent'));
    await user.click(await screen.findByRole('link', { name: 'Finish setting up: 2 steps left' }));
    await waitFor(() => expect(currentPath()).toBe('/parent/welcome'));
    expect(await screen.findByRole('list', { name: 'First steps' })).toBeInTheDocument();
  });

  it('when the first child is added from the welcome, then the parent comes back to the welcome with the step ticked', async () => {
    parentMockState.children = [];
    familyDevices([]);
    const { user } = renderParent('/parent/welcome');
    await user.click(within(await step(steps.child)).getByRole('link', { name: 'Add your first child' }));
    await user.type(await screen.findByLabelText('Name'), 'Zaynab');
    await user.type(screen.getByLabelText('Age'), '5');
    await user.type(screen.getByLabelText('Username'), 'zaynab-5');
    await user.type(screen.getByLabelText('Password'), 'child-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'child-pass-1');
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(currentPath()).toBe('/parent/welcome'));
    expect(await screen.findByText('Zaynab was added.')).toBeInTheDocument();
    await waitFor(async () => expect(await stepState(steps.child)).toBe('Done'));
    expect(within(await step(steps.device)).getByRole('button', { name: 'Start learning as Zaynab' })).toBeEnabled();
  });

  it('when the page is in Arabic, then the steps read in Arabic with Arabic-Indic step numbers', async () => {
    parentMockState.children = [];
    familyDevices([]);
    chooseLanguage({ locale: 'ar', digits: 'arab' });
    renderParent('/parent/welcome');
    const list = await screen.findByRole('list', { name: 'الخطوات الأولى' });
    expect(within(list).getByText('١')).toBeInTheDocument();
    expect(within(list).getByText('٣')).toBeInTheDocument();
  });
});
