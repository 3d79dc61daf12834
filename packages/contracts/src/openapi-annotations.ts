import type { z } from 'zod';
import { authEndpoints } from './auth';
import {
  type FileField,
  assignmentEndpoints,
  assignmentFileField,
  assignmentSubmissionFileField,
  blogBannerField,
  blogEndpoints,
  bookEndpoints,
  bookFiles,
  categoryEndpoints,
  familyProgressEndpoints,
  activityEndpoints,
  learningTimeEndpoints,
  offlineEndpoints,
  offlineReplayTtlDays,
  progressEndpoints,
  quizEndpoints,
  videoEndpoints,
  videoUpdateFiles,
  videoUploadFiles,
} from './content';
import type { ErrorStatus } from './errors';
import {
  idempotencyKeyHeader,
  idempotencyKeySchema,
  idempotencyKeyTtlHours,
  idempotentReplayedHeader,
  paymentEndpoints,
  subscriptionEndpoints,
} from './subscriptions';

/**
 * What the API reference says about an endpoint beyond its own definition: the file parts of its multipart body,
 * the error statuses its handler answers besides those its shape implies (see `errorStatusesOf` in openapi.ts),
 * and the request headers it reads. Keyed by endpoint id; the test checks every key names a real endpoint.
 */
export interface EndpointAnnotation {
  /** The body is multipart/form-data: the body schema's fields plus these file parts. */
  files?: Readonly<Record<string, FileField>>;
  errors?: readonly ErrorStatus[];
  headers?: Readonly<Record<string, { schema: z.ZodType; description: string }>>;
}

/** The same file parts, none of them required (an edit keeps the files it is not sent). */
function optionalFiles(files: Readonly<Record<string, FileField>>): Record<string, FileField> {
  return Object.fromEntries(Object.entries(files).map(([name, field]) => [name, { ...field, required: false }]));
}

const blogFiles = { [blogBannerField]: { kind: 'image', required: true } } as const satisfies Record<string, FileField>;
const assignmentFiles = { [assignmentFileField]: { kind: 'assignment', required: true } } as const satisfies Record<
  string,
  FileField
>;

/** The optional `Idempotency-Key` of the child area's writes, resent from its offline queue. */
const offlineReplayHeaders = {
  [idempotencyKeyHeader]: {
    schema: idempotencyKeySchema,
    description:
      `A fresh random value (a UUID) per write, made on the device and resent unchanged from its offline queue: a ` +
      `repeat within ${offlineReplayTtlDays} days gets the first answer and changes nothing (with ` +
      `\`${idempotentReplayedHeader}: true\`); the key with another request, or while its first request still runs, is a 409.`,
  },
};

/** Calls that check or set a password are rate-limited per user and per address. */
const passwordWork: readonly ErrorStatus[] = [429];

export const endpointAnnotations: Readonly<Record<string, EndpointAnnotation>> = {
  // Uploads.
  [videoEndpoints.upload.id]: { files: videoUploadFiles },
  [videoEndpoints.update.id]: { files: videoUpdateFiles },
  [bookEndpoints.create.id]: { files: bookFiles },
  [bookEndpoints.update.id]: { files: optionalFiles(bookFiles) },
  [blogEndpoints.create.id]: { files: blogFiles },
  [blogEndpoints.update.id]: { files: optionalFiles(blogFiles) },
  [assignmentEndpoints.create.id]: { files: assignmentFiles },
  [assignmentEndpoints.update.id]: { files: optionalFiles(assignmentFiles) },
  [assignmentEndpoints.submit.id]: {
    files: { [assignmentSubmissionFileField]: { kind: 'submission', required: false } },
    errors: [409],
    headers: offlineReplayHeaders,
  },

  // Auth: credentials, limits, taken emails and usernames, payments at registration.
  [authEndpoints.login.id]: { errors: [401, 429] },
  [authEndpoints.register.id]: { errors: [402, 409, 429, 503] },
  [authEndpoints.checkPasswordSet.id]: { errors: [429] },
  [authEndpoints.setPassword.id]: { errors: [403, 409, 429] },
  [authEndpoints.changePassword.id]: { errors: passwordWork },
  [authEndpoints.getAdminProfile.id]: { errors: [404] },
  [authEndpoints.updateAdminProfile.id]: { errors: [404, 409, ...passwordWork] },
  [authEndpoints.updateChild.id]: { errors: [409, ...passwordWork] },
  [authEndpoints.addChild.id]: { errors: [409, ...passwordWork] },
  [authEndpoints.updateOwnChild.id]: { errors: [409, ...passwordWork] },
  [authEndpoints.returnToParent.id]: { errors: passwordWork },
  [authEndpoints.setParentPin.id]: { errors: passwordWork },
  [authEndpoints.updateParentProfile.id]: { errors: [409] },
  [authEndpoints.deleteAccount.id]: { errors: passwordWork },

  // Content.
  [categoryEndpoints.create.id]: { errors: [409] },
  [categoryEndpoints.update.id]: { errors: [409] },
  [categoryEndpoints.remove.id]: { errors: [409] },
  [blogEndpoints.list.id]: { errors: [403] },
  [progressEndpoints.record.id]: { errors: [404, 409], headers: offlineReplayHeaders },
  [quizEndpoints.submit.id]: { errors: [409, 429], headers: offlineReplayHeaders },
  [activityEndpoints.submit.id]: { errors: [409], headers: offlineReplayHeaders },
  [offlineEndpoints.learningTime.id]: { errors: [404, 409], headers: offlineReplayHeaders },
  [offlineEndpoints.syncReport.id]: { errors: [404] },
  [learningTimeEndpoints.heartbeat.id]: { errors: [404] },
  [familyProgressEndpoints.history.id]: { errors: [404] },
  [familyProgressEndpoints.historyCsv.id]: { errors: [404] },
  [familyProgressEndpoints.submissions.id]: { errors: [404] },
  [familyProgressEndpoints.review.id]: { errors: [404] },

  // Subscriptions.
  [subscriptionEndpoints.ownSubscription.id]: { errors: [404] },
  [subscriptionEndpoints.cancelOwnSubscription.id]: { errors: [404, 409, 503] },
  [paymentEndpoints.ownPaymentReceipt.id]: { errors: [404] },
  [subscriptionEndpoints.subscribe.id]: {
    errors: [402, 409, 503],
    headers: {
      [idempotencyKeyHeader]: {
        schema: idempotencyKeySchema,
        description:
          `A fresh random value (a UUID) per purchase, sent again unchanged on every retry of it: a repeat within ` +
          `${idempotencyKeyTtlHours} h gets the first answer without a second charge (with \`${idempotentReplayedHeader}: true\`).`,
      },
    },
  },
};
