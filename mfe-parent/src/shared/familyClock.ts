import { defaultFamilyClock, familyClockEndpoints } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';
import { useCallback } from 'react';
import { formatDay } from './format';

/**
 * The family's time zone (`GET /api/family/settings`), in which the parent area writes every moment it shows; UTC
 * while it loads or when it cannot be read, as the services counted before a zone was chosen.
 */
export function useFamilyTimeZone(): string {
  return useEndpoint(familyClockEndpoints.getFamilyClock).data?.timeZone ?? defaultFamilyClock.timeZone;
}

/** `formatDay` writing instants as the family's days (YYYY-MM-DD days are the family's already). */
export function useFamilyFormatDay(): (value: string, options?: Intl.DateTimeFormatOptions) => string {
  const timeZone = useFamilyTimeZone();
  return useCallback((value, options) => formatDay(value, options, timeZone), [timeZone]);
}
