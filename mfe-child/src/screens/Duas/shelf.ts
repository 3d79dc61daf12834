import {
  type Dua,
  type ProgressItem,
  deviceTimeZone,
  duaShelfOrder,
  familyDate,
  familyHour,
  partOfDay,
} from '@young-minds/contracts';

/**
 * The family's clock now: the hour and the day in its zone (the device's zone until the family's is known).
 * `Date.now()`, so a test can set the hour.
 */
export function familyNow(timeZone: string | undefined) {
  const zone = timeZone ?? deviceTimeZone() ?? 'UTC';
  const now = new Date(Date.now());
  return { hour: familyHour(now, zone), today: familyDate(now, zone), zone };
}

/** Whether the child said the dua on the family's `today` (they may say it again on another day). */
export function saidOn(item: ProgressItem | undefined, today: string, zone: string): boolean {
  return item !== undefined && item.completed && familyDate(new Date(item.lastSeenAt), zone) === today;
}

/** The duas grouped by occasion, the groups in the order the family's hour puts first (`duaShelfOrder`). */
export function shelfOf(duas: readonly Dua[], hour: number) {
  return {
    part: partOfDay(hour),
    groups: duaShelfOrder(hour)
      .map((occasion) => ({ occasion, duas: duas.filter((dua) => dua.occasion === occasion) }))
      .filter((group) => group.duas.length > 0),
  };
}
