import { ageBandForAge, ageBands } from '@young-minds/contracts';
import type { AgeBand } from '@young-minds/contracts';
import type { ContentAudience, ContentRepos } from '@young-minds/db';
import type { Principal } from '@young-minds/service-kit';

const isAgeBand = (value: string | null): value is AgeBand => ageBands.some((band) => band === value);

/**
 * Whose settings narrow the catalogue: a child's (the band their parent chose, else the one their age falls in,
 * and whether they see music-free content only). Admins, parents and anonymous callers: null, everything shows.
 */
export async function contentAudienceOf(
  repos: Pick<ContentRepos, 'users'>,
  principal: Principal | null | undefined,
): Promise<ContentAudience | null> {
  if (principal?.role !== 'child') return null;
  const child = await repos.users.findById(principal.id);
  // The token was just checked against this row; should it be gone meanwhile, show only the narrowest selection.
  if (!child) return { ageBand: '3-5', musicFreeOnly: true };
  return {
    ageBand: isAgeBand(child.ageBand) ? child.ageBand : ageBandForAge(child.age),
    musicFreeOnly: child.musicFreeOnly,
  };
}
