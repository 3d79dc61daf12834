import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * The family's clock: every day and week a family sees (the dashboard's week, goals, the minutes chart, history
 * filters and CSV, the daily learning cap, offline days, every time shown) is counted in its time zone, and its
 * weeks start on its chosen day. Until the parent chooses, a family is on UTC with weeks from Monday.
 */

export const weekStartDays = ['monday', 'saturday', 'sunday'] as const;
export type WeekStartDay = (typeof weekStartDays)[number];

export const defaultFamilyClock = { timeZone: 'UTC', weekStartsOn: 'monday' } as const satisfies FamilyClock;

export const unknownTimeZoneMessage = 'Choose a time zone from the list (for example Asia/Jakarta).';
export const weekStartDayMessage = 'The week starts on monday, saturday or sunday.';

/** Whether this runtime knows the IANA zone (Node and browsers carry the full ICU data). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: unknownTimeZoneMessage })
  .refine(isKnownTimeZone, unknownTimeZoneMessage);

export const familyClockSchema = z.object({
  timeZone: z.string(),
  weekStartsOn: z.enum(weekStartDays),
});
export type FamilyClock = z.infer<typeof familyClockSchema>;

/** `PUT /api/family/settings`: both fields. */
export const setFamilyClockRequestSchema = z.object({
  timeZone: timeZoneSchema,
  weekStartsOn: z.enum(weekStartDays, { error: weekStartDayMessage }),
});
export type SetFamilyClockRequest = z.infer<typeof setFamilyClockRequestSchema>;

/** Its calls, a table of their own so the child area's first screen builds none of the parent's account schemas. */
export const familyClockEndpoints = {
  getFamilyClock: defineEndpoint({
    id: 'family.settings.get',
    service: 'auth',
    method: 'GET',
    path: '/api/family/settings',
    access: { roles: ['parent', 'child'] },
    response: familyClockSchema,
    summary:
      "The family's time zone and first day of the week (a child reads its parent's); UTC and Monday until chosen.",
  }),
  setFamilyClock: defineEndpoint({
    id: 'family.settings.set',
    service: 'auth',
    method: 'PUT',
    path: '/api/family/settings',
    access: { roles: ['parent'] },
    body: setFamilyClockRequestSchema,
    response: familyClockSchema,
    summary: "Set the family's IANA time zone (unknown → 400) and first day of the week (monday, saturday or sunday).",
  }),
};
