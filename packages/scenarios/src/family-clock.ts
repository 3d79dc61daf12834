import { authEndpoints, unknownTimeZoneMessage } from '@young-minds/contracts';
import { type Scenario, expectError, expectSuccess } from './scenarios';

/**
 * Issue 32: the family's clock. UTC and Monday until the parent chooses; the parent sets an IANA zone (kept by its
 * canonical name) and the first day of the week; an unknown zone is a 400 with the contract's message; the child
 * reads its parent's.
 */
export const familyClockScenarios: Scenario[] = [
  {
    name: "the family's clock: UTC and Monday at first; the parent sets Jakarta and Saturday, the child reads it; an unknown zone is refused",
    async run(driver) {
      const read = async (as: 'parent' | 'child') =>
        expectSuccess(await driver.call(authEndpoints.getFamilyClock, { as }), authEndpoints.getFamilyClock);
      expect(await read('parent')).toEqual({ timeZone: 'UTC', weekStartsOn: 'monday' });
      expect(await read('child')).toEqual({ timeZone: 'UTC', weekStartsOn: 'monday' });

      const set = (body: Record<string, unknown>) => driver.call(authEndpoints.setFamilyClock, { as: 'parent', body });
      expect(
        expectSuccess(await set({ timeZone: 'asia/jakarta', weekStartsOn: 'saturday' }), authEndpoints.setFamilyClock),
      ).toEqual({
        timeZone: 'Asia/Jakarta',
        weekStartsOn: 'saturday',
      });
      expect(await read('child')).toEqual({ timeZone: 'Asia/Jakarta', weekStartsOn: 'saturday' });

      expectError(await set({ timeZone: 'Mars/Olympus_Mons', weekStartsOn: 'sunday' }), 400, unknownTimeZoneMessage);
      expect(
        (
          await driver.call(authEndpoints.setFamilyClock, {
            as: 'child',
            body: { timeZone: 'UTC', weekStartsOn: 'sunday' },
          })
        ).status,
      ).toBe(403);
      expect(await read('parent')).toEqual({ timeZone: 'Asia/Jakarta', weekStartsOn: 'saturday' });

      // The household goes back to the default clock for the scenarios after this one.
      expectSuccess(await set({ timeZone: 'UTC', weekStartsOn: 'monday' }), authEndpoints.setFamilyClock);
    },
  },
];
