import { ageBandForAge, ageBands } from '@young-minds/contracts';
import type { AgeBand } from '@young-minds/contracts';
import { type ContentAudience, type ContentRepos, familyAudience } from '@young-minds/db';
import type { Principal } from '@young-minds/service-kit';

const isAgeBand = (value: string | null): value is AgeBand => ageBands.some((band) => band === value);

/**
 * Whose settings narrow the catalogue. Families and anonymous callers see only what a reviewer approved (issue
 * 35); a child also only their band (the one their parent chose, else the one their age falls in) and, if their
 * parent chose so, music-free content only. Admins: null, everything shows (drafts and items in review too).
 */
export async function contentAudienceOf(
  repos: Pick<ContentRepos, 'users'>,
  principal: Principal | null | undefined,
): Promise<ContentAudience | null> {
  if (principal?.role === 'admin') return null;
  if (principal?.role !== 'child') return familyAudience;
  const child = await repos.users.findById(principal.id);
  // The token was just checked against this row; should it be gone meanwhile, show only the narrowest selection.
  if (!child) return { ageBand: '3-5', musicFreeOnly: true };
  return {
    ageBand: isAgeBand(child.ageBand) ? child.ageBand : ageBandForAge(child.age),
    musicFreeOnly: child.musicFreeOnly,
  };
}
