import { childBadgeIds, childEndpoints, totalStars } from '@young-minds/contracts';
import type { Scenario } from './scenarios';
import { expectError, expectSuccess } from './scenarios';

// The service kit's texts (the mocks' and the services' answers must both read exactly these).
const loginRequired = 'Please log in to continue.';
const forbidden = 'You do not have permission to do this.';

/** The child area's calls of the content service (home), run against the MSW handlers and the real service. */
export const childContentScenarios: Scenario[] = [
  {
    name: 'a child opens their home: their own name, every badge in order, stars adding up; nobody else may read it',
    async run(driver) {
      const home = expectSuccess(await driver.call(childEndpoints.overview, { as: 'child' }), childEndpoints.overview);
      expect(home.name).toBe(driver.household.child.name);
      expect(home.badges.map((badge) => badge.id)).toEqual([...childBadgeIds]);
      expect(home.stars).toBe(totalStars(home.starsByKind));
      expect(home.todaySeconds).toBeLessThanOrEqual(home.weekSeconds);
      expectError(await driver.call(childEndpoints.overview, { as: 'parent' }), 403, forbidden);
      expectError(await driver.call(childEndpoints.overview, { as: 'admin' }), 403, forbidden);
      expectError(await driver.call(childEndpoints.overview, { as: 'anonymous' }), 401, loginRequired);
    },
  },
];
