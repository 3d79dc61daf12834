import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../pagination';
import { emailAddress, resetPasswordRequestSchema } from './email';

/**
 * Issue 35: several admins. An admin invites another by email (the link sets their password; `setupToken` in the
 * answer serves operators without email), Admin → Team lists them with their reviewer flag, and an admin can be
 * removed — never the last one. Reviewers check content before it reaches a child (content/review.ts).
 */
export const adminTeamMessages = {
  invited: 'Invitation sent.',
  accepted: 'Your password is set. You can log in now.',
  removed: 'Admin removed.',
  updated: 'Admin updated.',
  notFound: 'Admin not found.',
  emailTaken: 'This email is already in use.',
  lastAdmin: 'The last admin cannot be removed.',
  notYourself: 'You cannot remove yourself.',
  badInvite: 'This invitation link is not valid any more. Ask an admin to invite you again.',
} as const;

/** An invitation link is good for 7 days. */
export const adminInviteDays = 7;

export const adminMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  reviewer: z.boolean(),
  /** Invited and not yet accepted (no password yet). */
  invited: z.boolean(),
  /** The caller's own row. */
  isYou: z.boolean(),
  created_at: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

const reviewerFlag = z.boolean({ error: 'Reviewer must be true or false.' });

export const inviteAdminRequestSchema = z.object({
  name: z
    .string({ error: (issue) => (issue.input === undefined ? 'Name is required.' : 'Name must be text.') })
    .trim()
    .min(1, 'Name is required.')
    .max(120, 'Name is too long.'),
  email: emailAddress,
  reviewer: reviewerFlag.optional().default(false),
});
export type InviteAdminRequest = z.infer<typeof inviteAdminRequestSchema>;

export const inviteAdminResponseSchema = z.object({
  message: z.string(),
  admin: adminMemberSchema,
  /** The invitation's token, for an operator without email (the link is /accept-invite?token=…). */
  setupToken: z.string(),
});

export const updateAdminRequestSchema = z.object({ reviewer: reviewerFlag });

/** `POST /api/auth/accept-invite`: the invitation's token and the new admin's password. */
export const acceptInviteRequestSchema = resetPasswordRequestSchema;

const adminOnly = { roles: ['admin'] } as const;

export const adminTeamEndpoints = {
  list: defineEndpoint({
    id: 'admins.list',
    service: 'auth',
    method: 'GET',
    path: '/api/admin/admins',
    access: adminOnly,
    response: z.array(adminMemberSchema),
    summary: 'The admins, with their reviewer flag and whether they have accepted their invitation.',
  }),
  invite: defineEndpoint({
    id: 'admins.invite',
    service: 'auth',
    method: 'POST',
    path: '/api/admin/admins',
    access: adminOnly,
    body: inviteAdminRequestSchema,
    response: inviteAdminResponseSchema,
    successStatus: 201,
    summary: `Invite an admin by email (a link good for ${adminInviteDays} days; the token is in the answer too).`,
  }),
  update: defineEndpoint({
    id: 'admins.update',
    service: 'auth',
    method: 'PATCH',
    path: '/api/admin/admins/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: updateAdminRequestSchema,
    response: adminMemberSchema,
    summary: 'Make an admin a reviewer, or not.',
  }),
  remove: defineEndpoint({
    id: 'admins.remove',
    service: 'auth',
    method: 'DELETE',
    path: '/api/admin/admins/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    summary: 'Remove an admin (never the last one, never yourself); their content stays.',
  }),
  acceptInvite: defineEndpoint({
    id: 'admins.acceptInvite',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/accept-invite',
    access: { roles: 'public' },
    body: acceptInviteRequestSchema,
    response: z.object({ message: z.string() }),
    summary: 'Accept an admin invitation: set the password with the emailed token (good once).',
  }),
} as const;
