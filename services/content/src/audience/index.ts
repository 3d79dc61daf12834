import { type ContentAudience, type ContentRepos, familyAudience } from '@young-minds/db';
import { type FamilyPrincipal, childAudience } from '../family-access/session';

/**
 * Whose settings narrow the catalogue. Families and anonymous callers see only what a reviewer approved (issue
 * 35); a child also only their band (the one their parent chose, else the one their age falls in) and, if their
 * parent chose so, music-free content only. Admins: null, everything shows (drafts and items in review too).
 * A child's comes with its session (`withChildFacts`: kept with it in the principal cache), else from its row.
 */
export async function contentAudienceOf(
  repos: Pick<ContentRepos, 'users'>,
  principal: FamilyPrincipal | null | undefined,
): Promise<ContentAudience | null> {
  if (principal?.role === 'admin') return null;
  if (principal?.role !== 'child') return familyAudience;
  return principal.audience ?? childAudience(await repos.users.findById(principal.id));
}
