import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { messageResponseSchema } from './message-response';
import { publicUserSchema } from './users';

const everyone = { roles: ['admin', 'parent', 'child'] } as const;

/**
 * The signed-in account's own session calls, in a module of their own so an area's first screen (the parent's
 * email banner asks `me`) does not build every auth schema: `authEndpoints` lists the same objects.
 */
export const sessionEndpoints = {
  me: defineEndpoint({
    id: 'auth.me',
    service: 'auth',
    method: 'GET',
    path: '/api/auth/me',
    access: everyone,
    response: z.object({ user: publicUserSchema }),
    summary: 'The logged-in user.',
  }),
  logout: defineEndpoint({
    id: 'auth.logout',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/logout',
    access: everyone,
    response: messageResponseSchema,
    summary: 'Log out: every token issued before now stops working.',
  }),
  resendVerification: defineEndpoint({
    id: 'auth.verifyEmail.resend',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    access: { roles: ['parent'] },
    response: messageResponseSchema,
    summary: 'Send the confirmation email again (rate-limited).',
  }),
} as const;
