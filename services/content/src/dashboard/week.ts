import { type FamilyClock, defaultFamilyClock, familyWeekOf } from '@young-minds/contracts';
import type { ContentContext } from '../context';

/**
 * The family's clock of a caller: a parent's own, a child's parent's (one query by primary keys). UTC with weeks
 * from Monday for a user without one (an admin's row, or one deleted in between).
 */
export async function familyClockFor(context: Pick<ContentContext, 'repos'>, userId: number): Promise<FamilyClock> {
  return (await context.repos.users.familyClockOf(userId)) ?? defaultFamilyClock;
}

/** The family's week of a moment: from its first day's start in its zone (see `familyWeekOf`). */
export function weekOf(now: Date, clock: FamilyClock) {
  return familyWeekOf(now, clock);
}
