import { contactEndpoints, contactMessages } from '@young-minds/contracts';
import type { ScenarioDriver } from './driver';
import { type Scenario, expectError, expectSuccess, uniqueTag } from './scenarios';

const loginRequired = 'Please log in to continue.';
const forbidden = 'You do not have permission to do this.';

/** A visitor's message whose subject carries `tag`, from an email no other scenario uses. */
function visitorMessage(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Aisha Visitor',
    email: `${tag.toLowerCase()}@example.test`,
    subject: `About the plans ${tag}`,
    message: 'Can two children share one plan?',
    ...overrides,
  };
}

async function unreadCount(driver: ScenarioDriver): Promise<number> {
  return expectSuccess(await driver.call(contactEndpoints.unread, { as: 'admin' }), contactEndpoints.unread).unread;
}

async function listed(driver: ScenarioDriver, tag: string, box: 'inbox' | 'archived' = 'inbox') {
  return expectSuccess(
    await driver.call(contactEndpoints.list, { as: 'admin', query: { search: tag, box } }),
    contactEndpoints.list,
  );
}

/** The Contact page's messages and details: what the public page and the admins' Messages screen rely on. */
export const contactScenarios: Scenario[] = [
  {
    name: "a visitor's message reaches the admins' inbox unread; opened, archived, then deleted",
    async run(driver) {
      const before = await unreadCount(driver);
      const tag = uniqueTag('Contact');
      const sent = expectSuccess(
        await driver.call(contactEndpoints.send, { as: 'anonymous', body: visitorMessage(tag) }),
        contactEndpoints.send,
      );
      expect(sent.message).toBe(contactMessages.received);

      const inbox = await listed(driver, tag);
      expect(inbox.total).toBe(1);
      const [message] = inbox.data;
      expect(message).toMatchObject({ name: 'Aisha Visitor', read_at: null, archived_at: null });
      expect(await unreadCount(driver)).toBe(before + 1);

      const opened = expectSuccess(
        await driver.call(contactEndpoints.update, { as: 'admin', params: { id: message!.id }, body: { read: true } }),
        contactEndpoints.update,
      );
      expect(opened.message).toBe(contactMessages.updated);
      expect(opened.contact_message.read_at).not.toBeNull();
      expect(await unreadCount(driver)).toBe(before);

      expectSuccess(
        await driver.call(contactEndpoints.update, {
          as: 'admin',
          params: { id: message!.id },
          body: { archived: true },
        }),
        contactEndpoints.update,
      );
      expect((await listed(driver, tag)).total).toBe(0);
      expect((await listed(driver, tag, 'archived')).data.map((row) => row.subject)).toEqual([
        `About the plans ${tag}`,
      ]);

      const removed = expectSuccess(
        await driver.call(contactEndpoints.remove, { as: 'admin', params: { id: message!.id } }),
        contactEndpoints.remove,
      );
      expect(removed.message).toBe(contactMessages.deleted);
      expectError(
        await driver.call(contactEndpoints.get, { as: 'admin', params: { id: message!.id } }),
        404,
        contactMessages.notFound,
      );
    },
  },
  {
    name: 'the Contact form refuses a blank name or a bad email and keeps nothing; a filled honeypot is answered, not kept',
    async run(driver) {
      const tag = uniqueTag('Refused');
      expectError(
        await driver.call(contactEndpoints.send, { as: 'anonymous', body: visitorMessage(tag, { name: '  ' }) }),
        400,
        'Name is required.',
      );
      expectError(
        await driver.call(contactEndpoints.send, {
          as: 'anonymous',
          body: visitorMessage(tag, { email: 'not-an-email' }),
        }),
        400,
        'Please enter a valid email address.',
      );
      const bot = expectSuccess(
        await driver.call(contactEndpoints.send, {
          as: 'anonymous',
          body: visitorMessage(tag, { website: 'https://spam.example' }),
        }),
        contactEndpoints.send,
      );
      expect(bot.message).toBe(contactMessages.received);
      expect((await listed(driver, tag)).total).toBe(0);
    },
  },
  {
    name: 'only admins read the messages and change the contact details, which anyone reads',
    async run(driver) {
      expectError(await driver.call(contactEndpoints.list, { as: 'anonymous' }), 401, loginRequired);
      expectError(await driver.call(contactEndpoints.unread, { as: 'parent' }), 403, forbidden);
      expectError(await driver.call(contactEndpoints.list, { as: 'child' }), 403, forbidden);
      expectError(
        await driver.call(contactEndpoints.saveDetails, { as: 'parent', body: { email: 'x@example.test' } }),
        403,
        forbidden,
      );

      const previous = expectSuccess(
        await driver.call(contactEndpoints.details, { as: 'anonymous' }),
        contactEndpoints.details,
      );
      const wanted = {
        email: 'team@example.test',
        phone: '+44 20 7946 0000',
        address: '1 Garden Lane, London',
        address_ar: null,
        office_hours: 'Sunday to Thursday, 9:00 to 17:00',
        office_hours_ar: 'من الأحد إلى الخميس، من 9:00 إلى 17:00',
      };
      const saved = expectSuccess(
        await driver.call(contactEndpoints.saveDetails, { as: 'admin', body: { ...wanted, address_ar: '  ' } }),
        contactEndpoints.saveDetails,
      );
      expect(saved).toEqual({ message: contactMessages.detailsSaved, details: wanted });
      expect(
        expectSuccess(await driver.call(contactEndpoints.details, { as: 'anonymous' }), contactEndpoints.details),
      ).toEqual(wanted);
      expectError(
        await driver.call(contactEndpoints.saveDetails, { as: 'admin', body: { ...wanted, email: 'nope' } }),
        400,
        'Please enter a valid email address.',
      );
      // Leave the details as they were for the other scenarios.
      expectSuccess(
        await driver.call(contactEndpoints.saveDetails, { as: 'admin', body: previous }),
        contactEndpoints.saveDetails,
      );
    },
  },
  {
    name: "an admin's reply is kept with the message, listed oldest first, and marks the message read",
    async run(driver) {
      const tag = uniqueTag('Reply');
      expectSuccess(
        await driver.call(contactEndpoints.send, { as: 'anonymous', body: visitorMessage(tag) }),
        contactEndpoints.send,
      );
      const [message] = (await listed(driver, tag)).data;
      const params = { id: message!.id };
      expect(
        expectSuccess(await driver.call(contactEndpoints.replies, { as: 'admin', params }), contactEndpoints.replies),
      ).toEqual([]);

      const first = expectSuccess(
        await driver.call(contactEndpoints.reply, { as: 'admin', params, body: { message: 'Yes, one plan.' } }),
        contactEndpoints.reply,
      );
      expect(first.message).toBe(contactMessages.replySent);
      expect(first.reply).toMatchObject({ message: 'Yes, one plan.' });
      expectSuccess(
        await driver.call(contactEndpoints.reply, { as: 'admin', params, body: { message: 'And two children.' } }),
        contactEndpoints.reply,
      );
      const replies = expectSuccess(
        await driver.call(contactEndpoints.replies, { as: 'admin', params }),
        contactEndpoints.replies,
      );
      expect(replies.map((reply) => reply.message)).toEqual(['Yes, one plan.', 'And two children.']);
      const read = expectSuccess(
        await driver.call(contactEndpoints.get, { as: 'admin', params }),
        contactEndpoints.get,
      );
      expect(read.read_at).not.toBeNull();

      expectError(
        await driver.call(contactEndpoints.reply, { as: 'admin', params: { id: 987654 }, body: { message: 'Hi' } }),
        404,
        contactMessages.notFound,
      );
      expectError(
        await driver.call(contactEndpoints.replies, { as: 'admin', params: { id: 987654 } }),
        404,
        contactMessages.notFound,
      );
      expectError(
        await driver.call(contactEndpoints.reply, { as: 'parent', params, body: { message: 'Hi' } }),
        403,
        forbidden,
      );
      expectError(await driver.call(contactEndpoints.replies, { as: 'anonymous', params }), 401, loginRequired);
      expectSuccess(await driver.call(contactEndpoints.remove, { as: 'admin', params }), contactEndpoints.remove);
    },
  },
];
