import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { reviewKindSchema } from './review';
import { optionalText, requiredText } from './text-fields';

/**
 * Issue 35: a family reports a mistake in an item (a parent, or a child through a button that asks them to fetch
 * a parent). Admins see the reports, answer by email and mark them resolved; the item's history keeps it.
 */
export const reportMessages = {
  received: 'Thank you. A scholar on our team will check it.',
  notFound: 'Report not found.',
  itemNotFound: 'Item not found.',
  resolved: 'Report resolved.',
  alreadyResolved: 'This report is already resolved.',
  tooMany: 'Too many reports from your family. Try again in an hour.',
} as const;

export const reportRateLimit = { perHour: 10 } as const;

export const reportFormSchema = z.object({
  kind: reviewKindSchema,
  id: z.coerce
    .number({ error: 'id must be a number.' })
    .int('id must be a whole number.')
    .positive('id must be a whole number.'),
  message: requiredText('Message', 2000),
});
export type ReportForm = z.infer<typeof reportFormSchema>;

export const reportStatuses = ['open', 'resolved'] as const;

export const reportSchema = z.object({
  id: z.number().int(),
  kind: reviewKindSchema,
  itemId: z.number().int(),
  /** Null when the item has been deleted since. */
  itemTitle: z.string().nullable(),
  message: z.string(),
  /** The parent who sent it (or whose child did); null when the account has been deleted. */
  reporterName: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  /** Set when a child pressed the button (with a parent beside them). */
  childName: z.string().nullable(),
  status: z.enum(reportStatuses),
  reply: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  /** ISO 8601. */
  resolvedAt: z.string().nullable(),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListQuerySchema = listQuerySchema.extend({
  status: z.enum(reportStatuses, { error: "Status must be 'open' or 'resolved'." }).optional(),
});

/** Resolving: an optional reply, emailed to the parent who reported. */
export const resolveReportFormSchema = z.object({ reply: optionalText('Reply', 5000) });

export const reportEndpoints = {
  send: defineEndpoint({
    id: 'reports.send',
    service: 'content',
    method: 'POST',
    path: '/api/reports',
    access: { roles: ['parent', 'child'] },
    body: reportFormSchema,
    response: z.object({ message: z.string() }),
    successStatus: 201,
    summary: `Report a mistake in an item a family can see; ${reportRateLimit.perHour} an hour per family.`,
  }),
  list: defineEndpoint({
    id: 'reports.list',
    service: 'content',
    method: 'GET',
    path: '/api/admin/reports',
    access: { roles: ['admin'] },
    query: reportListQuerySchema,
    response: pageOf(reportSchema),
    summary: 'Reported mistakes, open first (newest first), or only open or resolved ones.',
  }),
  resolve: defineEndpoint({
    id: 'reports.resolve',
    service: 'content',
    method: 'POST',
    path: '/api/admin/reports/:id/resolve',
    access: { roles: ['admin'] },
    params: idParamsSchema,
    body: resolveReportFormSchema,
    response: reportSchema,
    summary: "Mark a report resolved, with a reply emailed to the parent; it joins the item's history.",
  }),
} as const;
