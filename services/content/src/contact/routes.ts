import { contactEndpoints as endpoints, contactHoneypotField, contactMessages } from '@young-minds/contracts';
import { type ContactMessageRecord } from '@young-minds/db';
import { appLink, appUrlFromEnv, composeEmail, mailLanguageOfText, mailText } from '@young-minds/mail';
import { notFound, requirePrincipal, type RateLimiter } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { countOrRefuse } from '../rate-limits';
import { toContactMessage, toContactReply } from './present';

/** The two limits of the Contact form (each `perMinute` in one minute): per client address and per email. */
export interface ContactLimiters {
  perAddress: RateLimiter;
  perEmail: RateLimiter;
}

/** Counts one message; past a limit, 429 with the form's own words (and the kit's Retry-After). */
const countMessage = (limiter: RateLimiter, key: string) =>
  countOrRefuse(limiter, key, contactMessages.tooManyMessages);

/** The Contact page's messages (anyone sends, admins read) and the contact details the public pages show. */
export function mountContactRoutes(context: ContentContext, limiters: ContactLimiters): void {
  const { kit, repos } = context;
  const messages = repos.contactMessages;

  /**
   * A visitor's message. Counted per address and per email before anything else, a bot's too; a message whose
   * honeypot is filled gets the same answer and is never stored.
   */
  kit.route(endpoints.send, async ({ body, ctx, log }) => {
    await countMessage(limiters.perAddress, ctx.ip);
    await countMessage(limiters.perEmail, body.email.toLowerCase());
    if (body[contactHoneypotField]) {
      log.info({ honeypot: contactHoneypotField }, 'contact message dropped: its honeypot field was filled');
      return { message: contactMessages.received };
    }
    const stored = await messages.create({
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
    });
    log.info({ contactMessageId: stored.id }, 'contact message received');
    return { message: contactMessages.received };
  });

  kit.route(endpoints.details, () => repos.siteSettings.getContactDetails());

  kit.route(endpoints.saveDetails, async ({ body }) => ({
    message: contactMessages.detailsSaved,
    details: await repos.siteSettings.saveContactDetails(body),
  }));

  kit.route(endpoints.list, async ({ query }) => {
    const { rows, total } = await messages.list({
      box: query.box,
      search: query.search,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { data: rows.map(toContactMessage), total, page: query.page, pageSize: query.pageSize };
  });

  // Before `:id`, so 'unread' is never read as an id.
  kit.route(endpoints.unread, async () => ({ unread: await messages.unreadCount() }));

  kit.route(endpoints.get, async ({ params }) => {
    const message = await messages.findById(params.id);
    if (!message) throw notFound(contactMessages.notFound);
    return toContactMessage(message);
  });

  // Where the reply's "write to us again" link points (APP_URL, else the local gateway).
  const appUrl = appUrlFromEnv(process.env);

  /** The email to a message's sender: in Arabic when the message was written in Arabic, else English. */
  const replyEmail = (text: string, replyTo: string | null) => (message: ContactMessageRecord) => {
    const language = mailLanguageOfText(`${message.subject}\n${message.message}`);
    return composeEmail({
      to: message.email,
      language,
      kind: 'contact-reply',
      subject: mailText(language, 'contact.reply.subject', { subject: message.subject }).slice(0, 255),
      heading: mailText(language, 'contact.reply.heading', { name: message.name }),
      paragraphs: [
        mailText(language, 'contact.reply.intro', { subject: message.subject }),
        ...text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
      ].filter(Boolean),
      note: mailText(language, 'contact.reply.again', { url: appLink(appUrl, '/Contact') }),
      footer: mailText(language, 'contact.reply.footer'),
      // An answer to the reply reaches the team's published address, not the no-reply sender.
      ...(replyTo ? { headers: { 'Reply-To': replyTo } } : {}),
    });
  };

  /** An admin's answer: kept with the message, emailed to its sender (one transaction), the message marked read. */
  kit.route(endpoints.reply, async ({ params, body, principal, log }) => {
    const admin = requirePrincipal(principal);
    const { email: replyTo } = await repos.siteSettings.getContactDetails();
    const result = await messages.reply(
      params.id,
      { adminId: admin.id, message: body.message },
      replyEmail(body.message, replyTo),
    );
    if (!result.ok) throw notFound(contactMessages.notFound);
    log.info({ contactMessageId: params.id, replyId: result.reply.id }, 'contact message answered by email');
    return { message: contactMessages.replySent, reply: toContactReply(result.reply) };
  });

  kit.route(endpoints.replies, async ({ params }) => {
    const replies = await messages.replies(params.id);
    if (!replies) throw notFound(contactMessages.notFound);
    return replies.map(toContactReply);
  });

  kit.route(endpoints.update, async ({ params, body }) => {
    const updated = await messages.update(params.id, { read: body.read, archived: body.archived });
    if (!updated.ok) throw notFound(contactMessages.notFound);
    return { message: contactMessages.updated, contact_message: toContactMessage(updated.contactMessage) };
  });

  kit.route(endpoints.remove, async ({ params }) => {
    const removed = await messages.remove(params.id);
    if (!removed.ok) throw notFound(contactMessages.notFound);
    return { message: contactMessages.deleted };
  });
}
