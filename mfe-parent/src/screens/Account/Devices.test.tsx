import { screen, within } from '@testing-library/react';
import { type FamilyDevice, familyDeviceRemovedMessage } from '@young-minds/contracts';
import { FAMILY_DEVICE_STORAGE_KEY, familyDeviceMark, keepFamilyDeviceMark } from '@young-minds/session';
import { HttpResponse, http } from 'msw';
import { renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/**
 * The family's devices as the service keeps them, kept in the test so each case starts from its own list (the
 * shared mocks answer these calls too; this keeps the tokens the test checks in view).
 */
function devicesServer(initial: FamilyDevice[] = []) {
  const devices = [...initial];
  const added: unknown[] = [];
  server.use(
    http.get('*/api/parent/devices', () => HttpResponse.json(devices)),
    http.post('*/api/parent/devices', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      added.push(body);
      const id = 40 + devices.length;
      devices.unshift({ id, name: body.name, created_at: '2026-11-28T09:00:00.000Z', last_used_at: null });
      return HttpResponse.json({ id, deviceToken: `token-${id}` }, { status: 201 });
    }),
    http.delete('*/api/parent/devices/:id', ({ params }) => {
      const at = devices.findIndex((device) => device.id === Number(params.id));
      devices.splice(at, 1);
      return HttpResponse.json({ message: familyDeviceRemovedMessage });
    }),
  );
  return { devices, added };
}

const kitchen: FamilyDevice = {
  id: 31,
  name: 'Kitchen tablet',
  created_at: '2026-11-01T09:00:00.000Z',
  last_used_at: '2026-11-27T16:30:00.000Z',
};

async function devicesPanel() {
  return screen.findByRole('region', { name: 'Devices' });
}

describe('Account: Devices', () => {
  afterEach(() => localStorage.removeItem(FAMILY_DEVICE_STORAGE_KEY));

  it('when the parent makes this the family device, then the browser keeps the token and the list marks this device', async () => {
    const { added } = devicesServer([kitchen]);
    const { user } = renderParent('/parent/account');
    const panel = await devicesPanel();
    const name = await within(panel).findByLabelText('Name of this device');
    expect((name as HTMLInputElement).value).toMatch(/^Family /);
    await user.clear(name);
    await user.type(name, 'Living room iPad');
    await user.click(within(panel).getByRole('button', { name: 'Make this the family device' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('This device is now the family device.');
    expect(added).toEqual([{ name: 'Living room iPad' }]);
    expect(familyDeviceMark()).toEqual({ id: 41, token: 'token-41' });
    const row = (await within(panel).findByText('Living room iPad')).closest('li')!;
    expect(within(row).getByText('This device')).toBeInTheDocument();
    expect(within(row).getByText('Not used yet')).toBeInTheDocument();
    const other = within(panel).getByText('Kitchen tablet').closest('li')!;
    expect(within(other).queryByText('This device')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Make this the family device' })).not.toBeInTheDocument();
  });

  it('when the name is empty, then the contract says so and nothing is sent', async () => {
    const { added } = devicesServer();
    const { user } = renderParent('/parent/account');
    const panel = await devicesPanel();
    await user.clear(await within(panel).findByLabelText('Name of this device'));
    await user.click(within(panel).getByRole('button', { name: 'Make this the family device' }));
    expect(within(panel).getByLabelText('Name of this device')).toHaveAccessibleDescription(
      /Give the device a name of 1 to 60 characters\./,
    );
    expect(added).toEqual([]);
  });

  it('when this device is removed after a confirmation, then its token is forgotten; Cancel keeps it', async () => {
    const { devices } = devicesServer([kitchen]);
    keepFamilyDeviceMark({ id: kitchen.id, token: 'kitchen-token' });
    const { user } = renderParent('/parent/account');
    const panel = await devicesPanel();
    expect(
      await within(panel).findByText("This device is the family device: its login shows your children's pictures."),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Remove Kitchen tablet' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove the family device?' });
    expect(dialog).toHaveTextContent('Remove Kitchen tablet, this device?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(devices).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Remove Kitchen tablet' }));
    dialog = screen.getByRole('dialog', { name: 'Remove the family device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Kitchen tablet is no longer a family device.');
    expect(devices).toEqual([]);
    expect(familyDeviceMark()).toBeNull();
    expect(await within(panel).findByText('No family devices yet.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Make this the family device' })).toBeInTheDocument();
  });

  it("when another device is removed, then this browser's token stays", async () => {
    const other: FamilyDevice = { ...kitchen, id: 32, name: 'Grandma phone', last_used_at: null };
    devicesServer([kitchen, other]);
    keepFamilyDeviceMark({ id: kitchen.id, token: 'kitchen-token' });
    const { user } = renderParent('/parent/account');
    const panel = await devicesPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Grandma phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the family device?' });
    expect(dialog).toHaveTextContent("Remove Grandma phone? Its login will no longer show your children's pictures.");
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Grandma phone is no longer a family device.');
    expect(familyDeviceMark()).toEqual({ id: kitchen.id, token: 'kitchen-token' });
  });
});
