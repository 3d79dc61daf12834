import type { HttpHandler } from 'msw';
import { type ContactMessage, contactEndpoints, contactMessages, contactRateLimit } from '@young-minds/contracts';
import { crudHandlers, fail, mockRoute, newestFirst, nextId, rowById } from '../kit';
import { adminMockState } from './state';

const minuteMs = 60_000;

/**
 * Whether `email` may send one more message now (and counts it when it may): ten a minute per sender, as the
 * content service counts them. The mock has no client address, so only the email's count applies.
 */
function allowSend(email: string, now = Date.now()): boolean {
  const recent = (adminMockState.contactSends.get(email) ?? []).filter((at) => now - at < minuteMs);
  if (recent.length >= contactRateLimit.perMinute) {
    adminMockState.contactSends.set(email, recent);
    return false;
  }
  adminMockState.contactSends.set(email, [...recent, now]);
  return true;
}

const inBox = (message: ContactMessage, box: string | undefined) =>
  box === 'archived' ? message.archived_at !== null : message.archived_at === null;

/**
 * The Contact page's calls and the admins' Messages, as the content service answers them: POST /api/contact
 * (public; the honeypot's answer is the same 201 and nothing is stored; the eleventh message in a minute from
 * one email is a 429 with Retry-After), the public contact details, and the admins' list, unread count, read,
 * archive and delete, the replies by email (kept, listed, the message marked read), and the details' edit
 * (401/403 for anyone but an admin).
 */
export const contactHandlers: HttpHandler[] = [
  mockRoute(contactEndpoints.send, ({ body }) => {
    if (!allowSend(body.email)) {
      const refused = fail(429, contactMessages.tooManyMessages);
      refused.headers.set('Retry-After', '60');
      return refused;
    }
    // A bot filled the hidden field: the same answer, nothing kept.
    if (body.website?.trim()) return { message: contactMessages.received };
    adminMockState.contactMessages.push({
      id: nextId(),
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
      created_at: new Date().toISOString(),
      read_at: null,
      archived_at: null,
    });
    return { message: contactMessages.received };
  }),

  mockRoute(contactEndpoints.details, () => adminMockState.contactDetails),

  mockRoute(contactEndpoints.saveDetails, ({ body }) => {
    adminMockState.contactDetails = { ...body };
    return { message: contactMessages.detailsSaved, details: adminMockState.contactDetails };
  }),

  // An admin's reply: kept with the message, which is marked read (the mock sends no email).
  mockRoute(contactEndpoints.reply, ({ params, body, user }) => {
    const message = rowById(adminMockState.contactMessages, params.id, contactMessages.notFound);
    const created_at = new Date().toISOString();
    message.read_at ??= created_at;
    const reply = { id: nextId(), message: body.message, created_at, admin_name: user?.name ?? null };
    adminMockState.contactReplies.push({ ...reply, contactMessageId: message.id });
    return { message: contactMessages.replySent, reply };
  }),

  mockRoute(contactEndpoints.replies, ({ params }) => {
    if (!adminMockState.contactMessages.some((row) => row.id === params.id)) {
      return fail(404, contactMessages.notFound);
    }
    return adminMockState.contactReplies
      .filter((reply) => reply.contactMessageId === params.id)
      .map(({ contactMessageId: _message, ...reply }) => reply);
  }),

  // Before the `:id` routes: 'unread' is not an id.
  mockRoute(contactEndpoints.unread, () => ({
    unread: adminMockState.contactMessages.filter((message) => !message.read_at && !message.archived_at).length,
  })),

  ...crudHandlers({
    endpoints: contactEndpoints,
    rows: () => adminMockState.contactMessages,
    notFound: contactMessages.notFound,
    list: {
      search: (message) => [message.name, message.email, message.subject],
      filter: (message, query) => inBox(message, query.box as string | undefined),
      order: newestFirst,
    },
    update: {
      apply: (message, { body }) => {
        const now = new Date().toISOString();
        const read_at = body.read === undefined ? message.read_at : body.read ? (message.read_at ?? now) : null;
        const archived_at =
          body.archived === undefined ? message.archived_at : body.archived ? (message.archived_at ?? now) : null;
        return { ...message, read_at, archived_at };
      },
    },
    remove: { message: contactMessages.deleted },
    answer: { update: (message) => ({ message: contactMessages.updated, contact_message: message }) },
  }),
];
