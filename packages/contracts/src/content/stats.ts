import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * The admin dashboard's totals, counted from the database on every call.
 * `totalUsers` counts the families' accounts: parents plus children (admins are not users of the platform).
 */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int().min(0),
  videos: z.number().int().min(0),
  assignments: z.number().int().min(0),
  quizzes: z.number().int().min(0),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const statsEndpoints = {
  adminStats: defineEndpoint({
    id: 'admin.stats',
    service: 'content',
    method: 'GET',
    path: '/api/admin/stats',
    access: { roles: ['admin'] },
    response: adminStatsSchema,
    summary: 'Totals for the admin dashboard: users (parents + children), videos, assignments, quizzes.',
  }),
} as const;
