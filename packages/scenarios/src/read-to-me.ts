import { authEndpoints, childEndpoints, errorBodySchema } from '@young-minds/contracts';
import type { ScenarioDriver } from './driver';
import { type Scenario, expectSuccess, uniqueTag } from './scenarios';

/** The parent adds a child of `age` (a fresh username, a known password); `more` sets other fields. */
async function addChild(driver: ScenarioDriver, name: string, age: number, more: Record<string, unknown> = {}) {
  return expectSuccess(
    await driver.call(authEndpoints.addChild, {
      as: 'parent',
      body: {
        name,
        age,
        username: uniqueTag('reader').toLowerCase(),
        password: 'learn-and-play-7',
        avatar: 'bee',
        ...more,
      },
    }),
    authEndpoints.addChild,
  );
}

/**
 * Issue 31: "Read to me" — on by default up to age 7, the parent can change it, null follows the age again. The
 * auth service keeps the child's setting; the content service answers it on the child's home.
 */
export const readToMeAuthScenarios: Scenario[] = [
  {
    name: 'a parent’s child of 5 is read to by default; the parent turns it off, it stays off at 6; null follows the age again',
    async run(driver) {
      const added = await addChild(driver, 'Ruqayyah', 5);
      expect(added).toMatchObject({ read_to_me: true, read_to_me_follows_age: true });
      const edit = async (body: Record<string, unknown>) =>
        expectSuccess(
          await driver.call(authEndpoints.updateOwnChild, { as: 'parent', params: { id: added.id }, body }),
          authEndpoints.updateOwnChild,
        );
      expect(await edit({ read_to_me: false })).toMatchObject({ read_to_me: false, read_to_me_follows_age: false });
      expect(await edit({ age: 6 })).toMatchObject({ age: 6, read_to_me: false, read_to_me_follows_age: false });
      expect(
        expectSuccess(
          await driver.call(authEndpoints.getOwnChild, { as: 'parent', params: { id: added.id } }),
          authEndpoints.getOwnChild,
        ),
      ).toMatchObject({ read_to_me: false, read_to_me_follows_age: false });
      expect(await edit({ read_to_me: null })).toMatchObject({ read_to_me: true, read_to_me_follows_age: true });
      expect(await edit({ age: 9 })).toMatchObject({ read_to_me: false, read_to_me_follows_age: true });
      expect(await edit({ read_to_me: true })).toMatchObject({ read_to_me: true, read_to_me_follows_age: false });

      const wrong = await driver.call(authEndpoints.updateOwnChild, {
        as: 'parent',
        params: { id: added.id },
        body: { read_to_me: 'yes' },
      });
      expect(wrong.status).toBe(400);
      expect(errorBodySchema.parse(wrong.body).message).toContain('Read to me must be true or false.');

      const chosenAtStart = await addChild(driver, 'Bilal', 4, { avatar: 'owl', read_to_me: false });
      expect(chosenAtStart).toMatchObject({ read_to_me: false, read_to_me_follows_age: false });

      // The household goes back to its size: the family's scenarios count children.
      for (const id of [added.id, chosenAtStart.id])
        expect((await driver.call(authEndpoints.removeOwnChild, { as: 'parent', params: { id } })).status).toBe(200);
    },
  },
];

export const readToMeContentScenarios: Scenario[] = [
  {
    name: 'a child of 8 whose parent chose nothing is not read to: the home answers readToMe false',
    async run(driver) {
      const home = expectSuccess(await driver.call(childEndpoints.overview, { as: 'child' }), childEndpoints.overview);
      expect(home.readToMe).toBe(false);
    },
  },
];
