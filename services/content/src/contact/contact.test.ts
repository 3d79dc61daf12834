import { contactFieldLimits, contactMessages, contactRateLimit, emptyContactDetails } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import type request from 'supertest';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  from,
} from '@young-minds/service-kit/src/testing/harness';
import { contactPerMinuteFromEnv } from '../app';
import { type ContentHarness, startContent } from '../test-support';

type Form = Record<string, unknown>;

let counter = 0;
/** A valid form from a sender no other test uses (so one test's messages never count towards another's limit). */
function form(overrides: Form = {}): Form {
  counter += 1;
  return {
    name: 'Fatima',
    email: `fatima${counter}@example.test`,
    subject: 'A question about the plans',
    message: 'Assalamu alaikum! Can two children share one plan?',
    ...overrides,
  };
}

/** An address no other test sends from. */
const address = () => {
  counter += 1;
  return `203.0.113.${counter % 250}`;
};

const details = {
  email: 'hello@youngminds.example',
  phone: '+1 (555) 010-2030',
  address: '12 Garden Street, Springfield',
  address_ar: '١٢ شارع الحديقة، سبرينغفيلد',
  office_hours: 'Sunday to Thursday, 9:00 to 17:00',
  office_hours_ar: 'من الأحد إلى الخميس، من 9:00 إلى 17:00',
};

describe.each(serviceDatabases())('contact messages and details on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  let child: TestSession;

  beforeAll(async () => {
    harness = await startContent(name);
    admin = await createAdmin(harness);
    ({ parent, child } = await createFamily(harness));
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    await harness.db.models.ContactMessage.destroy({ where: {} });
    await harness.db.models.SiteSetting.destroy({ where: {} });
  });

  const send = (body: Form, sender = address()) => harness.api().post('/api/contact').set(from(sender)).send(body);
  const asAdmin = (call: request.Test) => call.set(bearer(admin));
  const stored = () => harness.db.models.ContactMessage.count();
  const unread = async () => (await asAdmin(harness.api().get('/api/admin/contact-messages/unread'))).body.unread;

  async function expectRefused(call: request.Test, status: number, message: string) {
    const before = await stored();
    const response = await call;
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect(response.body.error).toBe(message);
    expect(await stored()).toBe(before);
    return response;
  }

  it('when a visitor sends a message, then the admins find it unread in the inbox, read it, archive it and delete it', async () => {
    const sent = await send(form({ email: ' Fatima.Z@Example.TEST ', name: '  Fatima Zahra ' }));
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: contactMessages.received });

    const list = await asAdmin(harness.api().get('/api/admin/contact-messages'));
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      data: [
        {
          id: expect.any(Number),
          name: 'Fatima Zahra',
          email: 'fatima.z@example.test',
          subject: 'A question about the plans',
          message: 'Assalamu alaikum! Can two children share one plan?',
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          read_at: null,
          archived_at: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    const message = list.body.data[0];
    expect(await unread()).toBe(1);

    // Opening it does not mark it read; the screen says so.
    const opened = await asAdmin(harness.api().get(`/api/admin/contact-messages/${message.id}`));
    expect(opened.body).toEqual(message);
    expect(await unread()).toBe(1);

    const read = await asAdmin(harness.api().patch(`/api/admin/contact-messages/${message.id}`)).send({ read: true });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      message: contactMessages.updated,
      contact_message: { ...message, read_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    });
    expect(await unread()).toBe(0);
    const unreadAgain = await asAdmin(harness.api().patch(`/api/admin/contact-messages/${message.id}`)).send({
      read: false,
    });
    expect(unreadAgain.body.contact_message.read_at).toBeNull();
    expect(await unread()).toBe(1);

    const archived = await asAdmin(harness.api().patch(`/api/admin/contact-messages/${message.id}`)).send({
      archived: true,
    });
    expect(archived.body.contact_message.archived_at).toEqual(expect.stringMatching(/^\d{4}-/));
    // An archived message leaves the inbox and the unread count.
    expect(await unread()).toBe(0);
    const inbox = await asAdmin(harness.api().get('/api/admin/contact-messages?box=inbox'));
    expect({ data: inbox.body.data, total: inbox.body.total }).toEqual({ data: [], total: 0 });
    const archive = await asAdmin(harness.api().get('/api/admin/contact-messages?box=archived'));
    expect(archive.body.data.map((row: { id: number }) => row.id)).toEqual([message.id]);

    const removed = await asAdmin(harness.api().delete(`/api/admin/contact-messages/${message.id}`));
    expect({ status: removed.status, body: removed.body }).toEqual({
      status: 200,
      body: { message: contactMessages.deleted },
    });
    for (const call of [
      harness.api().get(`/api/admin/contact-messages/${message.id}`),
      harness.api().patch(`/api/admin/contact-messages/${message.id}`).send({ read: true }),
      harness.api().delete(`/api/admin/contact-messages/${message.id}`),
    ]) {
      await expectRefused(asAdmin(call), 404, contactMessages.notFound);
    }
    expect(await stored()).toBe(0);
  });

  it('when the admins list messages, then the newest come first, pages hold pageSize and search matches name, email or subject', async () => {
    for (const who of ['Bilal', 'Khadija', 'Omar']) {
      expect((await send(form({ name: who, subject: `From ${who}` }))).status).toBe(201);
      harness.clock.advance();
    }
    const names = async (query: string) =>
      (await asAdmin(harness.api().get(`/api/admin/contact-messages?${query}`))).body.data.map(
        (row: { name: string }) => row.name,
      );
    expect(await names('')).toEqual(['Omar', 'Khadija', 'Bilal']);
    expect(await names('pageSize=2&page=2')).toEqual(['Bilal']);
    expect(await names('search=khad')).toEqual(['Khadija']);
    expect(await names('search=FROM%20OMAR')).toEqual(['Omar']);
    expect(await names('search=nobody')).toEqual([]);
  });

  it.each<[string, Form, string]>([
    ['no name', { name: undefined }, 'Name is required.'],
    ['a blank subject', { subject: '   ' }, 'Subject is required.'],
    ['no message', { message: undefined }, 'Message is required.'],
    ['no email', { email: undefined }, 'Email is required.'],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a message too long', { message: 'x'.repeat(contactFieldLimits.message + 1) }, 'Message is too long.'],
    ['a name too long', { name: 'x'.repeat(contactFieldLimits.name + 1) }, 'Name is too long.'],
    ['a number for a name', { name: 42 }, 'Name must be text.'],
    ['an object for a message', { message: { text: 'hi' } }, 'Message must be text.'],
    ['a honeypot that is not text', { website: ['x'] }, 'website must be text.'],
  ])('when a visitor sends %s, then 400 says why and nothing is stored', async (_case, overrides, reason) => {
    const response = await send(form(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(reason);
    expect(response.body.error).toBe(response.body.message);
    expect(await stored()).toBe(0);
  });

  it('when the body is not JSON or not an object, then 400 and nothing is stored', async () => {
    const sender = address();
    const notJson = await harness
      .api()
      .post('/api/contact')
      .set(from(sender))
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(notJson.status).toBe(400);
    expect((await send([form()] as unknown as Form)).status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it('when a bot fills the hidden honeypot field, then it gets the same answer and nothing is stored', async () => {
    const response = await send(form({ website: 'https://spam.example' }));
    expect({ status: response.status, body: response.body }).toEqual({
      status: 201,
      body: { message: contactMessages.received },
    });
    expect(await stored()).toBe(0);
    // An empty honeypot is a person's message.
    expect((await send(form({ website: '' }))).status).toBe(201);
    expect(await stored()).toBe(1);
  });

  it('when one address sends a thirty-first message in a minute (a school shares one), then 429 with Retry-After, and nothing is stored', async () => {
    const sender = address();
    const { perAddressPerMinute } = contactRateLimit;
    // Different people (emails) behind one address.
    for (let n = 0; n < perAddressPerMinute - 1; n += 1)
      expect((await send(form({ email: `pupil${n}-${counter}@example.test` }), sender)).status).toBe(201);
    // A bot's message counts too.
    expect((await send(form({ website: 'spam' }), sender)).status).toBe(201);
    expect(await stored()).toBe(perAddressPerMinute - 1);
    const refused = await expectRefused(send(form(), sender), 429, contactMessages.tooManyMessages);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not held back.
    expect((await send(form())).status).toBe(201);
  });

  it('when one email address sends an eleventh message in a minute from two addresses, then 429 and nothing is stored', async () => {
    const email = `busy${counter}@example.test`;
    const [first, second] = [address(), address()];
    for (let n = 0; n < 10; n += 1) {
      const response = await send(form({ email: n % 2 ? email.toUpperCase() : email }), n < 5 ? first : second);
      expect(response.status).toBe(201);
    }
    const refused = await expectRefused(send(form({ email }), address()), 429, contactMessages.tooManyMessages);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await stored()).toBe(10);
  });

  it('when the sender reads Arabic, then the answers come in Arabic', async () => {
    const sent = await send(form()).set('Accept-Language', 'ar');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('شكرًا لك! وصلتنا رسالتك، وسنرد عليك عبر البريد الإلكتروني.');
    const missing = await asAdmin(harness.api().get('/api/admin/contact-messages/999999')).set('Accept-Language', 'ar');
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 404,
      message: 'الرسالة غير موجودة.',
    });
  });

  it.each<[string, string]>([
    ['an unknown box', '/api/admin/contact-messages?box=trash'],
    ['a page of zero', '/api/admin/contact-messages?page=0'],
    ['an id that is not a number', '/api/admin/contact-messages/abc'],
  ])('when an admin asks with %s, then 400 says why', async (_case, path) => {
    const response = await asAdmin(harness.api().get(path));
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('when an admin sends a change that says nothing or is not true/false, then 400 and the message is unchanged', async () => {
    await send(form());
    const [message] = (await asAdmin(harness.api().get('/api/admin/contact-messages'))).body.data;
    const patch = (body: unknown) =>
      asAdmin(harness.api().patch(`/api/admin/contact-messages/${message.id}`)).send(body as object);
    const nothing = await patch({});
    expect({ status: nothing.status, message: nothing.body.message }).toEqual({
      status: 400,
      message: expect.stringContaining('Say what to change: read or archived.'),
    });
    expect((await patch({ read: 'yes' })).body.message).toContain('read must be true or false.');
    expect((await patch({ archived: 1 })).status).toBe(400);
    expect((await asAdmin(harness.api().get(`/api/admin/contact-messages/${message.id}`))).body).toEqual(message);
  });

  it('when parents, children or visitors call an admin call, then 401 or 403 and nothing changes', async () => {
    await send(form());
    const [message] = (await asAdmin(harness.api().get('/api/admin/contact-messages'))).body.data;
    const calls = () => [
      harness.api().get('/api/admin/contact-messages'),
      harness.api().get('/api/admin/contact-messages/unread'),
      harness.api().get(`/api/admin/contact-messages/${message.id}`),
      harness.api().patch(`/api/admin/contact-messages/${message.id}`).send({ read: true }),
      harness.api().delete(`/api/admin/contact-messages/${message.id}`),
      harness.api().put('/api/admin/contact-details').send(details),
    ];
    for (const [caller, status] of [
      [null, 401],
      [parent, 403],
      [child, 403],
    ] as const) {
      for (const call of calls()) {
        const response = await (caller ? call.set(bearer(caller)) : call);
        expect({ caller: caller?.role ?? 'anonymous', status: response.status }).toEqual({
          caller: caller?.role ?? 'anonymous',
          status,
        });
        expect(response.body.message).toEqual(expect.any(String));
      }
    }
    expect((await asAdmin(harness.api().get(`/api/admin/contact-messages/${message.id}`))).body).toEqual(message);
    expect((await harness.api().get('/api/contact/details')).body).toEqual(emptyContactDetails);
  });

  it('when no details were saved, then every field is null; an admin saves them and the public pages read them', async () => {
    const before = await harness.api().get('/api/contact/details');
    expect({ status: before.status, body: before.body }).toEqual({ status: 200, body: emptyContactDetails });

    const saved = await asAdmin(harness.api().put('/api/admin/contact-details')).send({
      ...details,
      email: ' Hello@YoungMinds.example ',
    });
    expect({ status: saved.status, body: saved.body }).toEqual({
      status: 200,
      body: { message: contactMessages.detailsSaved, details },
    });
    const after = await harness.api().get('/api/contact/details');
    expect(after.body).toEqual(details);
    // An anonymous read carries an ETag, so a browser asks again cheaply.
    const etag = String(after.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await harness.api().get('/api/contact/details').set('If-None-Match', etag);
    expect(again.status).toBe(304);

    // A blank or missing field clears it.
    const cleared = await asAdmin(harness.api().put('/api/admin/contact-details')).send({
      email: details.email,
      phone: '',
      address: '   ',
    });
    expect(cleared.body.details).toEqual({ ...emptyContactDetails, email: details.email });
    expect((await harness.api().get('/api/contact/details').set(bearer(child))).body).toEqual(cleared.body.details);
  });

  it.each<[string, Form, string]>([
    ['a bad email', { email: 'hello@' }, 'Please enter a valid email address.'],
    ['a phone with letters', { phone: 'call me' }, 'Please enter a valid phone number.'],
    ['a phone too long', { phone: '1'.repeat(contactFieldLimits.phone + 1) }, 'Phone is too long.'],
    ['an address that is not text', { address: 12 }, 'Address must be text.'],
    [
      'office hours too long',
      { office_hours: 'x'.repeat(contactFieldLimits.officeHours + 1) },
      'Office hours is too long.',
    ],
  ])('when an admin saves details with %s, then 400 says why and nothing changes', async (_case, overrides, reason) => {
    await asAdmin(harness.api().put('/api/admin/contact-details')).send(details);
    const response = await asAdmin(harness.api().put('/api/admin/contact-details')).send({ ...details, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(reason);
    expect((await harness.api().get('/api/contact/details')).body).toEqual(details);
  });

  describe('replies by email', () => {
    beforeEach(() => harness.db.models.EmailOutbox.destroy({ where: {} }));

    const messageId = async (overrides: Form = {}) => {
      const body = form(overrides);
      expect((await send(body)).status).toBe(201);
      const list = await asAdmin(harness.api().get('/api/admin/contact-messages'));
      const found = (list.body.data as { id: number; email: string }[]).find((row) => row.email === body.email);
      return found!.id;
    };
    const reply = (id: number, message: unknown) =>
      asAdmin(harness.api().post(`/api/admin/contact-messages/${id}/reply`)).send({ message });
    const outbox = (to: string) => harness.db.repos.emailOutbox.listTo(to);

    it('when an admin replies, then the reply is kept with the message, the message is read, and one email to the sender is queued in English', async () => {
      await asAdmin(harness.api().put('/api/admin/contact-details')).send(details);
      const id = await messageId({ email: 'omar@example.test', name: 'Omar', subject: 'Two children' });
      const response = await reply(id, 'Wa alaikum assalam!\n\nYes: one plan covers the whole family.');
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: contactMessages.replySent,
        reply: {
          id: expect.any(Number),
          message: 'Wa alaikum assalam!\n\nYes: one plan covers the whole family.',
          created_at: expect.any(String),
          admin_name: expect.any(String),
        },
      });

      const replies = await asAdmin(harness.api().get(`/api/admin/contact-messages/${id}/replies`));
      expect(replies.status).toBe(200);
      expect(replies.body).toEqual([response.body.reply]);
      const read = await asAdmin(harness.api().get(`/api/admin/contact-messages/${id}`));
      expect(read.body.read_at).not.toBeNull();

      const [email, ...more] = await outbox('omar@example.test');
      expect(more).toEqual([]);
      expect(email).toMatchObject({ kind: 'contact-reply', language: 'en', subject: 'Re: Two children' });
      expect(email?.textBody).toContain('Yes: one plan covers the whole family.');
      expect(email?.textBody).toContain('Hello Omar,');
      expect(JSON.parse(email?.headers ?? '{}')).toEqual({ 'Reply-To': details.email });
    });

    it('when the message was written in Arabic, then the reply email is in Arabic', async () => {
      const id = await messageId({
        email: 'layla@example.test',
        name: 'ليلى',
        subject: 'سؤال عن الخطط',
        message: 'السلام عليكم، هل يمكن لطفلين مشاركة خطة واحدة؟',
      });
      expect((await reply(id, 'وعليكم السلام، نعم.')).status).toBe(201);
      const [email] = await outbox('layla@example.test');
      expect(email).toMatchObject({ language: 'ar', subject: 'رد: سؤال عن الخطط' });
      expect(email?.htmlBody).toContain('dir="rtl"');
    });

    it('when the message is unknown or the reply empty, then 404 or 400, and nothing is kept or emailed', async () => {
      const id = await messageId({ email: 'nadia@example.test' });
      const unknown = await reply(id + 1000, 'Hello');
      expect({ status: unknown.status, message: unknown.body.message }).toEqual({
        status: 404,
        message: contactMessages.notFound,
      });
      expect((await asAdmin(harness.api().get(`/api/admin/contact-messages/${id + 1000}/replies`))).status).toBe(404);
      expect((await reply(id, '   ')).status).toBe(400);
      expect(await outbox('nadia@example.test')).toEqual([]);
      expect(await harness.db.models.ContactReply.count()).toBe(0);
      const stillUnread = await asAdmin(harness.api().get(`/api/admin/contact-messages/${id}`));
      expect(stillUnread.body.read_at).toBeNull();
    });

    it('when someone who is not an admin replies or reads the replies, then 401 or 403', async () => {
      const id = await messageId();
      const path = `/api/admin/contact-messages/${id}/reply`;
      expect((await harness.api().post(path).send({ message: 'Hi' })).status).toBe(401);
      expect((await harness.api().post(path).set(bearer(parent)).send({ message: 'Hi' })).status).toBe(403);
      expect((await harness.api().get(`/api/admin/contact-messages/${id}/replies`).set(bearer(child))).status).toBe(
        403,
      );
      expect(await harness.db.models.ContactReply.count()).toBe(0);
    });
  });
});

describe('CONTACT_MESSAGE_LIMIT', () => {
  it('when it is unset, a whole number or anything else, then the default, that number, or a start that stops', () => {
    expect(contactPerMinuteFromEnv({})).toBeUndefined();
    expect(contactPerMinuteFromEnv({ CONTACT_MESSAGE_LIMIT: ' 200 ' })).toBe(200);
    for (const bad of ['0', '-3', '2.5', 'many']) {
      expect(() => contactPerMinuteFromEnv({ CONTACT_MESSAGE_LIMIT: bad })).toThrow(/CONTACT_MESSAGE_LIMIT/);
    }
  });
});
