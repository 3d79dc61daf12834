import { screen, within } from '@testing-library/react';
import { unknownTimeZoneMessage, authEndpoints } from '@young-minds/contracts';
import { errorHandlers, familyParent, parentMockState } from '@young-minds/mocks';
import { renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();

// The section reads only the family's clock: Account's list of children (for the hand-off) is kept empty here.
beforeEach(() => server.use(errorHandlers.body('get', authEndpoints.listOwnChildren, { data: [] })));

async function clockSection() {
  return within((await screen.findByRole('heading', { name: 'Family clock' })).closest('section')!);
}

describe('Account: family clock', () => {
  it('when the parent picks a zone by searching and Sunday as the first day, then the server keeps both', async () => {
    const { user } = renderParent('/parent/account');
    const section = await clockSection();
    const zone = await section.findByLabelText('Time zone');
    expect(zone).toHaveValue('UTC');
    expect(section.getByLabelText('First day of the week')).toHaveValue('monday');

    await user.type(section.getByLabelText('Search time zones'), 'kiritimati');
    expect(within(zone).getByRole('option', { name: 'Pacific / Kiritimati' })).toBeInTheDocument();
    expect(within(zone).queryByRole('option', { name: 'Asia / Jakarta' })).not.toBeInTheDocument();
    await user.selectOptions(zone, 'Pacific/Kiritimati');
    await user.selectOptions(section.getByLabelText('First day of the week'), 'sunday');
    await user.click(section.getByRole('button', { name: 'Save family clock' }));

    expect(await section.findByText("Saved. Your family's days are now counted in Pacific/Kiritimati.")).toBeVisible();
    expect(parentMockState.familyClocks.get(familyParent.id)).toEqual({
      timeZone: 'Pacific/Kiritimati',
      weekStartsOn: 'sunday',
    });
  });

  it("when the device is in another zone than the family's, then it is offered and one click picks it", async () => {
    parentMockState.familyClocks.set(familyParent.id, { timeZone: 'Asia/Riyadh', weekStartsOn: 'saturday' });
    const device = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { user } = renderParent('/parent/account');
    const section = await clockSection();
    const zone = await section.findByLabelText('Time zone');
    expect(zone).toHaveValue('Asia/Riyadh');
    expect(section.getByLabelText('First day of the week')).toHaveValue('saturday');
    await user.click(section.getByRole('button', { name: "Use this device's time zone" }));
    expect(zone).toHaveValue(device);
  });

  it('when the server refuses the zone, then its words show', async () => {
    server.use(errorHandlers.status('put', authEndpoints.setFamilyClock, 400, unknownTimeZoneMessage));
    const { user } = renderParent('/parent/account');
    const section = await clockSection();
    await section.findByLabelText('Time zone');
    await user.click(section.getByRole('button', { name: 'Save family clock' }));
    expect(await section.findByRole('alert')).toHaveTextContent(unknownTimeZoneMessage);
  });
});
