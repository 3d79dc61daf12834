import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { contactEndpoints } from '@young-minds/contracts';
import { adminMockState, contactDetailsFixture, errorHandlers, mockPath } from '@young-minds/mocks';
import { renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

const card = () => within(screen.getByRole('region', { name: 'Contact details' }));
const field = (label: string) => card().getByLabelText(label);

async function openCard() {
  const utils = renderAdmin('/admin/settings');
  await within(await screen.findByRole('region', { name: 'Contact details' })).findByLabelText('Contact email');
  return utils;
}

/** Records the bodies of the details saves (the mock still answers them). */
function recordSaves(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(mockPath(contactEndpoints.saveDetails), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

describe('Admin Settings: contact details', () => {
  it('when the card loads, then its fields hold the details the public pages show, the Arabic ones right to left', async () => {
    const held = errorHandlers.pending('get', contactEndpoints.details);
    server.use(held.handler);
    renderAdmin('/admin/settings');
    expect(
      await within(await screen.findByRole('region', { name: 'Contact details' })).findByText(
        'Loading contact details…',
      ),
    ).toBeInTheDocument();
    held.release();
    expect(await card().findByLabelText('Contact email')).toHaveValue(contactDetailsFixture.email);
    expect(field('Phone')).toHaveValue(contactDetailsFixture.phone);
    expect(field('Address')).toHaveValue(contactDetailsFixture.address);
    expect(field('Address (Arabic)')).toHaveValue(contactDetailsFixture.address_ar);
    expect(field('Address (Arabic)')).toHaveAttribute('dir', 'rtl');
    expect(field('Office hours')).toHaveValue(contactDetailsFixture.office_hours);
    expect(field('Office hours (Arabic)')).toHaveValue(contactDetailsFixture.office_hours_ar);
    // The profile card is still there beside it.
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();
  });

  it('when the details are changed and saved, then the server keeps them (a blank field as empty) and it says so', async () => {
    const bodies = recordSaves();
    const { user } = await openCard();
    await user.clear(field('Contact email'));
    await user.type(field('Contact email'), 'Hello@Madrasa.example');
    await user.clear(field('Phone'));
    await user.clear(field('Office hours'));
    await user.type(field('Office hours'), 'Every day 8-4');
    await user.click(card().getByRole('button', { name: 'Save contact details' }));

    expect(await card().findByRole('status')).toHaveTextContent('Contact details saved.');
    expect(bodies).toEqual([
      {
        email: 'hello@madrasa.example',
        phone: null,
        address: contactDetailsFixture.address,
        address_ar: contactDetailsFixture.address_ar,
        office_hours: 'Every day 8-4',
        office_hours_ar: contactDetailsFixture.office_hours_ar,
      },
    ]);
    expect(adminMockState.contactDetails).toMatchObject({
      email: 'hello@madrasa.example',
      phone: null,
      office_hours: 'Every day 8-4',
    });
    expect(field('Contact email')).toHaveValue('hello@madrasa.example');
    expect(field('Phone')).toHaveValue('');
  });

  it('when the email or phone is wrong, then the field says why, the first takes the focus and nothing is sent', async () => {
    const bodies = recordSaves();
    const { user } = await openCard();
    await user.clear(field('Contact email'));
    await user.type(field('Contact email'), 'not-an-email');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), 'call us');
    await user.click(card().getByRole('button', { name: 'Save contact details' }));
    expect(field('Contact email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field('Contact email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Contact email')).toHaveFocus();
    expect(field('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(bodies).toEqual([]);
    expect(adminMockState.contactDetails).toEqual(contactDetailsFixture);
    expect(card().queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the server refuses the save, then its reason shows in an alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('put', contactEndpoints.saveDetails, 503, 'The content service is unavailable.'));
    const { user } = await openCard();
    await user.click(card().getByRole('button', { name: 'Save contact details' }));
    expect(await card().findByRole('alert')).toHaveTextContent('The content service is unavailable.');
  });

  it('when the details cannot be loaded, then it says so; Try again loads them', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        mockPath(contactEndpoints.details),
        () =>
          HttpResponse.json(
            { message: 'The content service is unavailable.', error: 'The content service is unavailable.' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    const { user } = renderAdmin('/admin/settings');
    const region = within(await screen.findByRole('region', { name: 'Contact details' }));
    expect(await region.findByRole('alert')).toHaveTextContent(
      'Failed to load contact details: The content service is unavailable.',
    );
    await user.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByLabelText('Contact email')).toHaveValue(contactDetailsFixture.email);
  });
});
