import type { FamilyClock, WeekStartDay } from './auth/family-clock';
import { addDays } from './subscriptions/subscriptions';

/**
 * The family's clock as arithmetic: which day of the family an instant falls on, when the family's day and week
 * begin (as instants), and how many days lie between two days. Only `Intl.DateTimeFormat` with the family's
 * `timeZone`: no date library, and daylight-saving changes come from the runtime's time zone data. A day is
 * 'YYYY-MM-DD' on the family's calendar; its start is the first instant whose local date is that day (local
 * midnight, or the moment a clock change skipped midnight lands on), so a day lasts 23, 24 or 25 hours.
 */

const hourMs = 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it). */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of the family's zone at an instant. */
function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The canonical name of a zone the runtime knows ('asia/jakarta' → 'Asia/Jakarta'), or null. */
export function canonicalTimeZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone this runtime (the browser) is in, by its canonical name; null when it does not say. */
export function deviceTimeZone(): string | null {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? canonicalTimeZone(zone) : null;
  } catch {
    return null;
  }
}

/** The family's date of an instant, 'YYYY-MM-DD'. */
export function familyDate(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Minutes the zone is ahead of UTC at an instant (+420 in Jakarta, −300 in Chicago in summer). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

/** The instant the family's day `day` ('YYYY-MM-DD') begins. */
export function startOfFamilyDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  // The usual case: local midnight exists once; two offset readings find it across a change near midnight.
  const first = midnightUtc - utcOffsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  const candidate = midnightUtc - utcOffsetMinutes(new Date(first), timeZone) * 60_000;
  const startsHere = (at: number) =>
    familyDate(new Date(at), timeZone) === day && familyDate(new Date(at - 1000), timeZone) < day;
  if (startsHere(candidate)) return new Date(candidate);
  // Midnight skipped or repeated: the first whole second whose local date is `day` (offsets stay within ±16 h).
  let low = midnightUtc - 16 * hourMs;
  let high = midnightUtc + 16 * hourMs;
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (familyDate(new Date(middle), timeZone) >= day) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/** The family's day containing an instant: its date and the instants it starts and ends (the next day's start). */
export function familyDayOf(instant: Date, timeZone: string): { day: string; start: Date; end: Date } {
  const day = familyDate(instant, timeZone);
  return { day, start: startOfFamilyDay(day, timeZone), end: startOfFamilyDay(addDays(day, 1), timeZone) };
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / (24 * hourMs));
}

const weekStartIndex: Record<WeekStartDay, number> = { sunday: 0, monday: 1, saturday: 6 };

/** The first day ('YYYY-MM-DD') of the week that holds the calendar day `day`, for weeks from `weekStartsOn`. */
export function weekStartDate(day: string, weekStartsOn: WeekStartDay): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday - weekStartIndex[weekStartsOn] + 7) % 7));
}

/**
 * The family's week containing an instant: today's date, the week's first day and the one before it, the instants
 * the week starts and ends (a week over a clock change lasts 167 or 169 hours), and the part of it gone by (0–1).
 */
export function familyWeekOf(instant: Date, clock: FamilyClock) {
  const today = familyDate(instant, clock.timeZone);
  const weekStart = weekStartDate(today, clock.weekStartsOn);
  const start = startOfFamilyDay(weekStart, clock.timeZone);
  const end = startOfFamilyDay(addDays(weekStart, 7), clock.timeZone);
  const elapsed = (instant.getTime() - start.getTime()) / (end.getTime() - start.getTime());
  return {
    today,
    weekStart,
    lastWeekStart: addDays(weekStart, -7),
    start,
    end,
    /** The part of the week gone by, 0 (its first day's start) to 1. */
    elapsedFraction: Math.min(1, Math.max(0, elapsed)),
  };
}
export type FamilyWeek = ReturnType<typeof familyWeekOf>;

/**
 * An instant as ISO 8601 on the family's wall clock with its offset ('2026-03-08T01:30:00.000-06:00'); in UTC
 * exactly `toISOString()` ('…Z').
 */
export function familyIsoString(instant: Date, timeZone: string): string {
  const offset = utcOffsetMinutes(instant, timeZone);
  if (offset === 0) return instant.toISOString();
  const wall = wallClockAt(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return (
    `${familyDate(instant, timeZone)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}.` +
    `${pad(instant.getUTCMilliseconds(), 3)}${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}
