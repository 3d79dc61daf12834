import {
  contactDetailsSchema,
  contactEndpoints,
  contactMessageSchema,
  contactMessages,
  contactRateLimit,
  errorBodySchema,
} from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { contactDetailsFixture, contactMessagesFixture } from './contact-fixtures';
import { adminMockState } from './state';

const adminToken = mockToken(mockAccounts.admin.user);
const parentToken = mockToken(mockAccounts.parent.user);

const sent = { name: 'Maryam', email: 'Maryam@Example.com', subject: 'Hello', message: 'A question about books.' };

describe('contact fixtures satisfy the contracts', () => {
  it.each(contactMessagesFixture.map((message) => [message.subject, message] as const))(
    'when "%s" is read as a message, then the schema accepts it',
    (_subject, message) => {
      expect(contactMessageSchema.parse(message)).toEqual(message);
    },
  );

  it('when the details are read, then the schema accepts them', () => {
    expect(contactDetailsSchema.parse(contactDetailsFixture)).toEqual(contactDetailsFixture);
  });
});

describe('contact handlers answer like the content service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options: { token?: string | null; body?: unknown; language?: string } = {},
  ) {
    const token = options.token === undefined ? adminToken : options.token;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.language) headers['accept-language'] = options.language;
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  const subjectsOf = (answer: { body: unknown }) =>
    contactEndpoints.list.response.parse(answer.body).data.map((message) => message.subject);
  const unread = async () =>
    contactEndpoints.unread.response.parse((await call('GET', '/api/admin/contact-messages/unread')).body).unread;

  it('when a visitor sends a message, then 201 with the thanks, and the admins find it first in the inbox, unread', async () => {
    const answer = await call('POST', '/api/contact', { token: null, body: sent });
    expect(answer.status).toBe(201);
    expect(contactEndpoints.send.response.parse(answer.body).message).toBe(contactMessages.received);
    const inbox = contactEndpoints.list.response.parse((await call('GET', '/api/admin/contact-messages')).body);
    expect(inbox.total).toBe(3);
    expect(inbox.data[0]).toMatchObject({ ...sent, email: 'maryam@example.com', read_at: null, archived_at: null });
    expect(await unread()).toBe(2);
  });

  it('when the hidden website field is filled, then the same 201 answer and nothing is stored', async () => {
    const answer = await call('POST', '/api/contact', {
      token: null,
      body: { ...sent, website: 'http://spam.example' },
    });
    expect(answer.status).toBe(201);
    expect(contactEndpoints.send.response.parse(answer.body).message).toBe(contactMessages.received);
    expect(adminMockState.contactMessages).toEqual(contactMessagesFixture);
  });

  it.each([
    ['no name', { ...sent, name: ' ' }, 'Name is required.'],
    ['a bad email', { ...sent, email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['no subject', { ...sent, subject: undefined }, 'Subject is required.'],
    ['no message', { ...sent, message: '' }, 'Message is required.'],
  ])(
    'when a message with %s is sent, then 400 with the contract text and nothing is stored',
    async (_case, body, message) => {
      expectError(await call('POST', '/api/contact', { token: null, body }), 400, message);
      expect(adminMockState.contactMessages).toEqual(contactMessagesFixture);
    },
  );

  it('when one email sends an eleventh message in a minute, then 429 with Retry-After, in Arabic for Arabic readers', async () => {
    for (let n = 0; n < contactRateLimit.perMinute; n += 1)
      expect((await call('POST', '/api/contact', { token: null, body: sent })).status).toBe(201);
    const refused = await call('POST', '/api/contact', { token: null, body: sent });
    expectError(refused, 429, contactMessages.tooManyMessages);
    expect(refused.headers.get('retry-after')).toBe('60');
    const arabic = await call('POST', '/api/contact', { token: null, body: sent, language: 'ar' });
    expectError(arabic, 429, 'أرسلت عدة رسائل في وقت قصير. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.');
    // Another sender is not held back.
    expect(
      (await call('POST', '/api/contact', { token: null, body: { ...sent, email: 'other@example.com' } })).status,
    ).toBe(201);
    expect(adminMockState.contactMessages).toHaveLength(contactMessagesFixture.length + 11);
  });

  it('when anyone reads the details, then the stored ones; the admin changes them, blanks become null', async () => {
    expect(
      contactEndpoints.details.response.parse((await call('GET', '/api/contact/details', { token: null })).body),
    ).toEqual(contactDetailsFixture);
    const saved = await call('PUT', '/api/admin/contact-details', {
      body: {
        email: ' Team@Example.com ',
        phone: '+44 20 7946 0000',
        address: '',
        address_ar: null,
        office_hours: 'Every day 9-5',
        office_hours_ar: '',
      },
    });
    expect(saved.status).toBe(200);
    const answer = contactEndpoints.saveDetails.response.parse(saved.body);
    expect(answer.message).toBe(contactMessages.detailsSaved);
    const expected = {
      email: 'team@example.com',
      phone: '+44 20 7946 0000',
      address: null,
      address_ar: null,
      office_hours: 'Every day 9-5',
      office_hours_ar: null,
    };
    expect(answer.details).toEqual(expected);
    expect((await call('GET', '/api/contact/details', { token: null })).body).toEqual(expected);
    expectError(
      await call('PUT', '/api/admin/contact-details', { body: { email: 'nope' } }),
      400,
      'Please enter a valid email address.',
    );
    expectError(
      await call('PUT', '/api/admin/contact-details', { body: { phone: 'call me' } }),
      400,
      'Please enter a valid phone number.',
    );
    expect(adminMockState.contactDetails).toEqual(expected);
  });

  it('when the admin lists messages, then the inbox newest first, the archive apart, searchable by name, email or subject, paged', async () => {
    expect(subjectsOf(await call('GET', '/api/admin/contact-messages'))).toEqual([
      'A video does not play',
      'Question about the Pro plan',
    ]);
    expect(subjectsOf(await call('GET', '/api/admin/contact-messages?box=archived'))).toEqual([]);
    expect(subjectsOf(await call('GET', '/api/admin/contact-messages?search=AISHA'))).toEqual([
      'Question about the Pro plan',
    ]);
    expect(subjectsOf(await call('GET', '/api/admin/contact-messages?search=yusuf.ali@'))).toEqual([
      'A video does not play',
    ]);
    expect(subjectsOf(await call('GET', '/api/admin/contact-messages?search=video'))).toEqual([
      'A video does not play',
    ]);
    const second = contactEndpoints.list.response.parse(
      (await call('GET', '/api/admin/contact-messages?page=2&pageSize=1')).body,
    );
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.data.map((message) => message.id)).toEqual([1]);
    expectError(await call('GET', '/api/admin/contact-messages?box=spam'), 400, 'box must be inbox or archived.');
  });

  it('when the admin opens, reads, archives and restores a message, then the answers and the unread count follow', async () => {
    expect(await unread()).toBe(1);
    expect(
      contactEndpoints.get.response.parse((await call('GET', '/api/admin/contact-messages/2')).body).read_at,
    ).toBeNull();
    const read = await call('PATCH', '/api/admin/contact-messages/2', { body: { read: true } });
    const answer = contactEndpoints.update.response.parse(read.body);
    expect(answer.message).toBe(contactMessages.updated);
    expect(answer.contact_message.read_at).not.toBeNull();
    expect(await unread()).toBe(0);
    await call('PATCH', '/api/admin/contact-messages/2', { body: { read: false } });
    expect(await unread()).toBe(1);
    // An archived message never counts as unread.
    const archived = contactEndpoints.update.response.parse(
      (await call('PATCH', '/api/admin/contact-messages/2', { body: { archived: true } })).body,
    );
    expect(archived.contact_message.archived_at).not.toBeNull();
    expect(await unread()).toBe(0);
    expect(subjectsOf(await call('GET', '/api/admin/contact-messages?box=archived'))).toEqual([
      'A video does not play',
    ]);
    await call('PATCH', '/api/admin/contact-messages/2', { body: { archived: false } });
    expect(subjectsOf(await call('GET', '/api/admin/contact-messages?box=archived'))).toEqual([]);
    expectError(
      await call('PATCH', '/api/admin/contact-messages/2', { body: {} }),
      400,
      'Say what to change: read or archived.',
    );
    expectError(
      await call('PATCH', '/api/admin/contact-messages/99', { body: { read: true } }),
      404,
      contactMessages.notFound,
    );
  });

  it('when the admin deletes a message, then it is gone and a second delete is a 404', async () => {
    const answer = await call('DELETE', '/api/admin/contact-messages/2');
    expect(contactEndpoints.remove.response.parse(answer.body).message).toBe(contactMessages.deleted);
    expect(adminMockState.contactMessages.map((message) => message.id)).toEqual([1]);
    expectError(await call('DELETE', '/api/admin/contact-messages/2'), 404, contactMessages.notFound);
    expectError(await call('GET', '/api/admin/contact-messages/2', { language: 'ar' }), 404, 'الرسالة غير موجودة.');
  });

  it.each([
    ['GET', '/api/admin/contact-messages'],
    ['GET', '/api/admin/contact-messages/unread'],
    ['GET', '/api/admin/contact-messages/1'],
    ['PATCH', '/api/admin/contact-messages/1'],
    ['DELETE', '/api/admin/contact-messages/1'],
    ['PUT', '/api/admin/contact-details'],
  ] as const)(
    'when %s %s is called without a token, then 401; with a parent token, then 403; nothing changes',
    async (method, path) => {
      const body = method === 'PATCH' ? { read: true } : method === 'PUT' ? { email: null } : undefined;
      expectError(await call(method, path, { token: null, body }), 401);
      expectError(await call(method, path, { token: parentToken, body }), 403);
      expect(adminMockState.contactMessages).toEqual(contactMessagesFixture);
      expect(adminMockState.contactDetails).toEqual(contactDetailsFixture);
    },
  );
});
