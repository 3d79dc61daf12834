import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { contactEndpoints, contactMessages, contactRateLimit } from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import { adminMockState, contactMessagesFixture, errorHandlers, mockPath } from '@young-minds/mocks';
import { forgetContactDetails } from '../../layout/useContactDetails';
import { renderAt, setUpMockServer } from '../testing';

const server = setUpMockServer();
afterEach(() => {
  jest.restoreAllMocks();
  // The page reads the details once; the next test reads them again from the (reset) mock server.
  forgetContactDetails();
});

/** Records the bodies sent to POST /api/contact (the mock still answers them). */
function recordSends(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(mockPath(contactEndpoints.send), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

async function openForm() {
  const utils = renderAt('/Contact');
  await screen.findByLabelText('Your name');
  return utils;
}

async function fillIn(user: Awaited<ReturnType<typeof openForm>>['user'], email = 'maryam@example.com') {
  await user.type(screen.getByLabelText('Your name'), 'Maryam');
  await user.type(screen.getByLabelText('Your email'), email);
  await user.type(screen.getByLabelText('Subject'), 'Books for age 5');
  await user.type(screen.getByLabelText('Message'), 'Which e-books suit a five-year-old?');
}

const sendButton = () => screen.getByRole('button', { name: 'Send Message' });
const infoCard = () => within(screen.getByRole('complementary', { name: 'Contact Information' }));

describe('/Contact', () => {
  it('when the form is filled in and sent, then the team receives it and a confirmation replaces the form', async () => {
    const bodies = recordSends();
    const { user } = await openForm();
    await fillIn(user);
    await user.click(sendButton());

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Message received');
    expect(confirmation).toHaveTextContent(
      'Thank you! Your message has been received. We will reply by email to maryam@example.com.',
    );
    expect(screen.getByRole('heading', { name: 'Message received' })).toHaveFocus();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Maryam',
        email: 'maryam@example.com',
        subject: 'Books for age 5',
        message: 'Which e-books suit a five-year-old?',
        website: '',
      },
    ]);
    expect(adminMockState.contactMessages).toHaveLength(contactMessagesFixture.length + 1);
    expect(adminMockState.contactMessages.at(-1)).toMatchObject({ name: 'Maryam', read_at: null });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when fields are blank or the email is wrong, then each says why, the first is focused and nothing is sent', async () => {
    const bodies = recordSends();
    const { user } = await openForm();
    await user.click(sendButton());
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required.');

    await fillIn(user, 'maryam-at-example');
    await user.click(sendButton());
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Your email')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(bodies).toEqual([]);
    expect(adminMockState.contactMessages).toEqual(contactMessagesFixture);
  });

  it('when the message is on its way, then the button reads Sending... and is disabled until the answer', async () => {
    const held = errorHandlers.pending('post', contactEndpoints.send);
    server.use(held.handler);
    const { user } = await openForm();
    await fillIn(user);
    await user.click(sendButton());
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    held.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Message received');
  });

  it('when one email has sent too many messages in a minute, then the server’s 429 shows in an alert and the form stays', async () => {
    const { user } = await openForm();
    adminMockState.contactSends.set(
      'maryam@example.com',
      Array.from({ length: contactRateLimit.perMinute }, () => Date.now()),
    );
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(contactMessages.tooManyMessages);
    expect(screen.getByLabelText('Your name')).toHaveValue('Maryam');
    expect(sendButton()).toBeEnabled();
    expect(adminMockState.contactMessages).toEqual(contactMessagesFixture);
  });

  it('when the server cannot be reached, then a general failure shows in an alert', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.networkError('post', contactEndpoints.send));
    const { user } = await openForm();
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please check your connection and try again.',
    );
  });

  it('when the page is read, then the honeypot is hidden from people: no role, no label, out of the tab order', async () => {
    await openForm();
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['name', 'email', 'subject', 'message']);
    expect(screen.queryByLabelText(/website/i)).not.toBeInTheDocument();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('when a bot fills the honeypot, then it sees the same confirmation and nothing is stored', async () => {
    const bodies = recordSends();
    const { user } = await openForm();
    await fillIn(user);
    const form = sendButton().closest('form')!;
    await user.type(form.querySelector<HTMLInputElement>('input[name="website"]')!, 'http://spam.example');
    await user.click(sendButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Message received');
    expect(bodies).toEqual([expect.objectContaining({ website: 'http://spam.example' })]);
    expect(adminMockState.contactMessages).toEqual(contactMessagesFixture);
  });

  it('when the details load, then the information card and the footer show what the API holds; empty ones are left out', async () => {
    adminMockState.contactDetails = {
      email: 'hello@madrasa.example',
      phone: null,
      address: '5 Olive Street, Leeds',
      address_ar: null,
      office_hours: null,
      office_hours_ar: null,
    };
    renderAt('/Contact');
    expect(await infoCard().findByRole('link', { name: 'hello@madrasa.example' })).toHaveAttribute(
      'href',
      'mailto:hello@madrasa.example',
    );
    expect(infoCard().getByText('5 Olive Street, Leeds')).toBeInTheDocument();
    expect(infoCard().queryByText('Phone')).not.toBeInTheDocument();
    expect(infoCard().queryByText('Office Hours')).not.toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'hello@madrasa.example' })).toHaveAttribute('dir', 'ltr');
    expect(footer.getByText('5 Olive Street, Leeds')).toBeInTheDocument();
    expect(footer.queryAllByRole('link', { name: /^tel:|\+/ })).toEqual([]);
  });

  it('when the details are on their way, then a placeholder holds their place; the footer and the card share one call', async () => {
    let calls = 0;
    server.use(
      http.get(mockPath(contactEndpoints.details), () => {
        calls += 1;
      }),
    );
    const held = errorHandlers.pending('get', contactEndpoints.details);
    server.use(held.handler);
    renderAt('/Contact');
    expect(await infoCard().findByText('Loading the contact details…')).toBeInTheDocument();
    held.release();
    expect(await infoCard().findByText('Mon-Fri 9-5, Sat 10-4, Sun closed')).toBeInTheDocument();
    expect(infoCard().queryByText('Loading the contact details…')).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('12 Crescent Lane, Springfield')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('when the details cannot be read, then the card says so and the form still works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('get', contactEndpoints.details, 503, 'The content service is unavailable.'));
    renderAt('/Contact');
    expect(
      await infoCard().findByText(
        'The contact details cannot be shown right now. You can still write to us with the form.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toBeInTheDocument();
  });
});

describe('/Contact in Arabic', () => {
  beforeEach(() => {
    chooseLanguage({ locale: 'ar' });
    document.documentElement.lang = 'ar';
  });
  afterEach(() => {
    cleanup();
    chooseLanguage({ locale: 'en' });
    document.documentElement.removeAttribute('lang');
  });

  it('when an Arabic reader opens the page, then the Arabic address and office hours show, else the English ones', async () => {
    renderAt('/Contact');
    const card = within(await screen.findByRole('complementary', { name: 'معلومات التواصل' }));
    expect(await card.findByText('12 كريسنت لين، سبرينغفيلد')).toBeInTheDocument();
    expect(
      card.getByText('من الاثنين إلى الجمعة 9 صباحًا – 5 مساءً، السبت 10 صباحًا – 4 مساءً، الأحد مغلق'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('12 كريسنت لين، سبرينغفيلد')).toBeInTheDocument();
    cleanup();

    forgetContactDetails();
    adminMockState.contactDetails = { ...adminMockState.contactDetails, address_ar: null };
    renderAt('/Contact');
    // The English address, marked as English so a screen reader pronounces it so on the Arabic page.
    expect(
      await within(await screen.findByRole('complementary', { name: 'معلومات التواصل' })).findByText(
        '12 Crescent Lane, Springfield',
      ),
    ).toHaveAttribute('lang', 'en');
  });

  it('when a field is empty, then the contract’s sentence shows in Arabic', async () => {
    const { user } = renderAt('/Contact');
    await user.click(await screen.findByRole('button', { name: 'إرسال الرسالة' }));
    await waitFor(() => expect(screen.getByLabelText('اسمك')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('اسمك')).toHaveAccessibleDescription('الاسم مطلوب.');
  });
});
