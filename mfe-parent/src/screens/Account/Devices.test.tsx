import { screen, within } from '@testing-library/react';
import { type MockFamilyDevice, familyDevicesOf, familyParent, parentMockState } from '@young-minds/mocks';
import { FAMILY_DEVICE_STORAGE_KEY, familyDeviceMark, keepFamilyDeviceMark } from '@young-minds/session';
import { renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

/** A device the family marked before (on another browser, unless this one keeps its token). */
function familyDevice(id: number, name: string, lastUsed: string | null = null): MockFamilyDevice {
  const device: MockFamilyDevice = {
    id,
    parentId: familyParent.id,
    name,
    token: `token-${id}`,
    created_at: '2026-11-01T09:00:00.000Z',
    last_used_at: lastUsed,
  };
  parentMockState.familyDevices.push(device);
  return device;
}

async function devicesPanel() {
  return screen.findByRole('region', { name: 'Devices' });
}

describe('Account: Devices', () => {
  afterEach(() => localStorage.removeItem(FAMILY_DEVICE_STORAGE_KEY));

  it('when the parent makes this the family device, then the browser keeps the token and the list marks this device', async () => {
    familyDevice(31, 'Kitchen tablet', '2026-11-27T16:30:00.000Z');
    const { user } = renderParent('/parent/account');
    const panel = await devicesPanel();
    const name = await within(panel).findByLabelText('Name of this device');
    expect((name as HTMLInputElement).value).toMatch(/^Family /);
    await user.clear(name);
    await user.type(name, 'Living room iPad');
    await user.click(within(panel).getByRole('button', { name: 'Make this the family device' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('This device is now the family device.');
    const living = parentMockState.familyDevices.find((device) => device.name === 'Living room iPad')!;
    expect(familyDeviceMark()).toEqual({ id: living.id, token: living.token });
    const row = (await within(panel).findByText('Living room iPad')).closest('li')!;
    expect(within(row).getByText('This device')).toBeInTheDocument();
    expect(within(row).getByText('Not used yet')).toBeInTheDocument();
    const other = within(panel).getByText('Kitchen tablet').closest('li')!;
    expect(within(other).queryByText('This device')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Make this the family device' })).not.toBeInTheDocument();
  });

  it("when the family lives at UTC+14, then a device's days are the family's, not UTC's", async () => {
    parentMockState.familyClocks.set(familyParent.id, { timeZone: 'Pacific/Kiritimati', weekStartsOn: 'monday' });
    // 27 Nov 16:30 UTC is 28 Nov 06:30 at UTC+14; 1 Nov 09:00 UTC is 1 Nov 23:00 there.
    familyDevice(31, 'Kitchen tablet', '2026-11-27T16:30:00.000Z');
    renderParent('/parent/account');
    const panel = await devicesPanel();

    const row = (await within(panel).findByText('Kitchen tablet')).closest('li')!;
    expect(await within(row).findByText('Last used 28 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('Added 1 Nov 2026')).toBeInTheDocument();
  });

  it('when the name is empty, then the contract says so and nothing is sent', async () => {
    const { user } = renderParent('/parent/account');
    const panel = await devicesPanel();
    await user.clear(await within(panel).findByLabelText('Name of this device'));
    await user.click(within(panel).getByRole('button', { name: 'Make this the family device' }));
    expect(within(panel).getByLabelText('Name of this device')).toHaveAccessibleDescription(
      /Give the device a name of 1 to 60 characters\./,
    );
    expect(familyDevicesOf(familyParent.id)).toEqual([]);
  });

  it('when this device is removed after a confirmation, then its token is forgotten; Cancel keeps it', async () => {
    const kitchen = familyDevice(31, 'Kitchen tablet');
    keepFamilyDeviceMark({ id: kitchen.id, token: kitchen.token });
    const { user } = renderParent('/parent/account');
    const panel = await devicesPanel();
    expect(
      await within(panel).findByText("This device is the family device: its login shows your children's pictures."),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Remove Kitchen tablet' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove the family device?' });
    expect(dialog).toHaveTextContent('Remove Kitchen tablet, this device?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(familyDevicesOf(familyParent.id)).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Remove Kitchen tablet' }));
    dialog = screen.getByRole('dialog', { name: 'Remove the family device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Kitchen tablet is no longer a family device.');
    expect(familyDevicesOf(familyParent.id)).toEqual([]);
    expect(familyDeviceMark()).toBeNull();
    expect(await within(panel).findByText('No family devices yet.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Make this the family device' })).toBeInTheDocument();
  });

  it("when another device is removed, then this browser's token stays", async () => {
    const kitchen = familyDevice(31, 'Kitchen tablet');
    familyDevice(32, 'Grandma phone');
    keepFamilyDeviceMark({ id: kitchen.id, token: kitchen.token });
    const { user } = renderParent('/parent/account');
    const panel = await devicesPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Remove Grandma phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the family device?' });
    expect(dialog).toHaveTextContent("Remove Grandma phone? Its login will no longer show your children's pictures.");
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Grandma phone is no longer a family device.');
    expect(familyDeviceMark()).toEqual({ id: kitchen.id, token: kitchen.token });
    expect(familyDevicesOf(familyParent.id).map((device) => device.name)).toEqual(['Kitchen tablet']);
  });
});
