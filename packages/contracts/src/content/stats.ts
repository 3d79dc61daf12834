import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { type AdminTotalKey, type ContentKind, contentKindIds, contentKinds } from './kinds';

/**
 * The admin dashboard's totals, counted from the database on every call.
 * `totalUsers` counts the families' accounts: parents plus children (admins are not users of the platform).
 */
const count = z.number().int().min(0);

/** The kinds with a total on the admin dashboard (`adminTotal` in the registry), in the cards' order. */
export const adminTotals: ReadonlyArray<{ kind: ContentKind; key: AdminTotalKey }> = contentKindIds
  .flatMap((kind) => {
    const total = contentKinds[kind].adminTotal;
    return total ? [{ kind, key: total.key, position: total.position }] : [];
  })
  .sort((a, b) => a.position - b.position)
  .map(({ kind, key }) => ({ kind, key }));

export const adminStatsSchema = z.object({
  totalUsers: count,
  ...(Object.fromEntries(adminTotals.map(({ key }) => [key, count])) as Record<AdminTotalKey, typeof count>),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The totals from the number of users and the number of items of each kind (the service and the mocks alike). */
export function adminStatsOf(totalUsers: number, itemsOf: (kind: ContentKind) => number): AdminStats {
  const totals = Object.fromEntries(adminTotals.map(({ kind, key }) => [key, itemsOf(kind)]));
  return { totalUsers, ...(totals as Record<AdminTotalKey, number>) };
}

export const statsEndpoints = {
  adminStats: defineEndpoint({
    id: 'admin.stats',
    service: 'content',
    method: 'GET',
    path: '/api/admin/stats',
    access: { roles: ['admin'] },
    response: adminStatsSchema,
    summary: 'Totals for the admin dashboard: users (parents + children) and the kinds counted there (`adminTotal`).',
  }),
} as const;
