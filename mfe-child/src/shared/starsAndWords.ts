import { childEndpoints } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';

/** Results in stars and words, no percentages, below this age (issue 31: a child of 4 to 6 cannot read "90%"). */
const wordsAndStarsBelowAge = 7;

/**
 * Whether the child is young enough for results in stars and words (the age from their overview); undefined
 * until the overview has answered, so a young child never sees a percentage flash by.
 */
export function useStarsAndWords(): boolean | undefined {
  const overview = useEndpoint(childEndpoints.overview);
  if (!overview.data) return undefined;
  const { age } = overview.data;
  return age != null && age < wordsAndStarsBelowAge;
}
