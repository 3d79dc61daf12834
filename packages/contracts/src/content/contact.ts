import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { optionalText, requiredText } from './text-fields';

/**
 * The Contact page's form and the admins' Messages screen, and the contact details the public pages show (one
 * place an operator edits, in the admin Settings: no rebuild).
 */
export const contactMessages = {
  received: 'Thank you! Your message has been received. We will reply by email.',
  notFound: 'Message not found.',
  updated: 'Message updated.',
  deleted: 'Message deleted.',
  detailsSaved: 'Contact details saved.',
  replySent: 'Your reply is on its way by email.',
  tooManyMessages: 'You have sent several messages in a short time. Please wait a minute and try again.',
} as const;

export const contactFieldLimits = {
  name: 120,
  email: 254,
  subject: 150,
  message: 5000,
  phone: 32,
  address: 500,
  officeHours: 500,
} as const;

/**
 * How many messages one sender may send in one minute: `perMinute` per email address (the eleventh gets 429 with
 * Retry-After), and three times that per client address, since a school or a family's home shares one address.
 */
export const contactRateLimit = { perMinute: 10, perAddressPerMinute: 30 } as const;

/**
 * The honeypot: a field people never see (hidden from sight and from screen readers) that bots fill in. A
 * message with it filled gets the same answer as any other and is never stored, so a bot learns nothing.
 */
export const contactHoneypotField = 'website';

const emailAddress = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required.' : 'Email must be text.') })
  .trim()
  .min(1, 'Email is required.')
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address.').max(contactFieldLimits.email, 'Email is too long.'));

/** `POST /api/contact`: what a visitor sends from /Contact. */
export const contactFormSchema = z.object({
  name: requiredText('Name', contactFieldLimits.name),
  email: emailAddress,
  subject: requiredText('Subject', contactFieldLimits.subject),
  message: requiredText('Message', contactFieldLimits.message),
  /** The honeypot (see `contactHoneypotField`): empty or absent for people. */
  website: z.string({ error: 'website must be text.' }).max(500, 'website is too long.').optional(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactReceivedSchema = z.object({ message: z.string() });

/** One message as the admins see it. `read_at`/`archived_at` are null until it is opened/archived. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  archived_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** An admin's answer to a message, sent by email to its sender and kept with the message (issue 34). */
export const contactReplySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  /** The admin who answered; null once that admin's account is gone. */
  admin_name: z.string().nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** `POST /api/admin/contact-messages/:id/reply`. */
export const contactReplyFormSchema = z.object({ message: requiredText('Reply', contactFieldLimits.message) });
export type ContactReplyForm = z.infer<typeof contactReplyFormSchema>;
export const contactReplySentSchema = z.object({ message: z.string(), reply: contactReplySchema });

export const contactBoxes = ['inbox', 'archived'] as const;
export type ContactBox = (typeof contactBoxes)[number];

/**
 * The admins' list, newest first: `box=inbox` (default) holds what is not archived, `box=archived` the rest;
 * `search` matches name, email or subject.
 */
export const contactMessageListQuerySchema = listQuerySchema.extend({
  box: z.enum(contactBoxes, { error: 'box must be inbox or archived.' }).default('inbox'),
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;

/** Marks a message read or unread, archived or back in the inbox (at least one of the two). */
export const contactMessageUpdateSchema = z
  .object({
    read: z.boolean({ error: 'read must be true or false.' }).optional(),
    archived: z.boolean({ error: 'archived must be true or false.' }).optional(),
  })
  .refine((update) => update.read !== undefined || update.archived !== undefined, {
    message: 'Say what to change: read or archived.',
  });
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;

export const contactMessageSavedSchema = z.object({ message: z.string(), contact_message: contactMessageSchema });

/** The unread count the admin sidebar shows beside Messages (archived messages never count). */
export const contactUnreadSchema = z.object({ unread: z.number().int().min(0) });

/**
 * The contact details the footer and /Contact show. Every field may be empty (it is then not shown); the
 * address and office hours may have an Arabic version, shown to Arabic readers when set.
 */
export const contactDetailsSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address_ar: z.string().nullable(),
  office_hours: z.string().nullable(),
  office_hours_ar: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const emptyContactDetails: ContactDetails = {
  email: null,
  phone: null,
  address: null,
  address_ar: null,
  office_hours: null,
  office_hours_ar: null,
};

/** `PUT /api/admin/contact-details`: the whole set (a blank field clears it). */
export const contactDetailsFormSchema = z.object({
  email: z
    .string({ error: 'Email must be text.' })
    .trim()
    .toLowerCase()
    .max(contactFieldLimits.email, 'Email is too long.')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid email address.')
    .nullish()
    .transform((value) => (value ? value : null)),
  phone: z
    .string({ error: 'Phone must be text.' })
    .trim()
    .max(contactFieldLimits.phone, 'Phone is too long.')
    .refine((value) => value === '' || /^[+()\d\s.-]+$/.test(value), 'Please enter a valid phone number.')
    .nullish()
    .transform((value) => (value ? value : null)),
  address: optionalText('Address', contactFieldLimits.address),
  address_ar: optionalText('Address', contactFieldLimits.address),
  office_hours: optionalText('Office hours', contactFieldLimits.officeHours),
  office_hours_ar: optionalText('Office hours', contactFieldLimits.officeHours),
});
export type ContactDetailsForm = z.infer<typeof contactDetailsFormSchema>;

export const contactDetailsSavedSchema = z.object({ message: z.string(), details: contactDetailsSchema });

const adminOnly = { roles: ['admin'] } as const;

export const contactEndpoints = {
  send: defineEndpoint({
    id: 'contact.send',
    service: 'content',
    method: 'POST',
    path: '/api/contact',
    access: { roles: 'public' },
    body: contactFormSchema,
    response: contactReceivedSchema,
    successStatus: 201,
    summary: `Send a message to the team (name, email, subject, message); ${contactRateLimit.perMinute} a minute per email address.`,
  }),
  details: defineEndpoint({
    id: 'contact.details',
    service: 'content',
    method: 'GET',
    path: '/api/contact/details',
    access: { roles: 'public' },
    response: contactDetailsSchema,
    summary: 'The contact details and office hours the public pages show.',
  }),
  saveDetails: defineEndpoint({
    id: 'contact.saveDetails',
    service: 'content',
    method: 'PUT',
    path: '/api/admin/contact-details',
    access: adminOnly,
    body: contactDetailsFormSchema,
    response: contactDetailsSavedSchema,
    summary: 'Change the contact details and office hours (a blank field is not shown).',
  }),
  list: defineEndpoint({
    id: 'contact.messages.list',
    service: 'content',
    method: 'GET',
    path: '/api/admin/contact-messages',
    access: adminOnly,
    query: contactMessageListQuerySchema,
    response: pageOf(contactMessageSchema),
    summary: 'Messages sent from /Contact, newest first (box=inbox|archived, search by name, email or subject).',
  }),
  unread: defineEndpoint({
    id: 'contact.messages.unread',
    service: 'content',
    method: 'GET',
    path: '/api/admin/contact-messages/unread',
    access: adminOnly,
    response: contactUnreadSchema,
    summary: 'How many inbox messages no admin has opened yet.',
  }),
  get: defineEndpoint({
    id: 'contact.messages.get',
    service: 'content',
    method: 'GET',
    path: '/api/admin/contact-messages/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: contactMessageSchema,
    summary: 'One message (reading it does not mark it read: the screen says so with PATCH).',
  }),
  replies: defineEndpoint({
    id: 'contact.messages.replies',
    service: 'content',
    method: 'GET',
    path: '/api/admin/contact-messages/:id/replies',
    access: adminOnly,
    params: idParamsSchema,
    response: z.array(contactReplySchema),
    summary: "The admins' emailed replies to one message, oldest first.",
  }),
  reply: defineEndpoint({
    id: 'contact.messages.reply',
    service: 'content',
    method: 'POST',
    path: '/api/admin/contact-messages/:id/reply',
    access: adminOnly,
    params: idParamsSchema,
    body: contactReplyFormSchema,
    response: contactReplySentSchema,
    successStatus: 201,
    summary: 'Answer a message by email to its sender; the reply is kept with the message and marks it read.',
  }),
  update: defineEndpoint({
    id: 'contact.messages.update',
    service: 'content',
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: contactMessageUpdateSchema,
    response: contactMessageSavedSchema,
    summary: 'Mark a message read/unread or archive/unarchive it.',
  }),
  remove: defineEndpoint({
    id: 'contact.messages.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/admin/contact-messages/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    summary: 'Delete a message for good.',
  }),
} as const;

export type ContactEndpoints = typeof contactEndpoints;
