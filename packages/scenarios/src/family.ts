import { authEndpoints, maxChildrenMessage, proPlan, usernameTakenMessage } from '@young-minds/contracts';
import { type Scenario, expectError, expectSuccess, uniqueTag } from './scenarios';

/** The auth service's parent calls for the family's children. Run last: they add children to the household. */
export const familyScenarios: Scenario[] = [
  {
    name: 'a parent registers and logs in; a second account on the email is a 409, a wrong password a 401',
    async run(driver) {
      const email = `${uniqueTag('hafsa').toLowerCase()}@example.com`;
      const register = () =>
        driver.call(authEndpoints.register, {
          as: 'anonymous',
          body: { name: 'Hafsa', phone: '+44 20 7946 0102', email, password: 'learn-and-play-7' },
        });
      expect(expectSuccess(await register(), authEndpoints.register).user).toMatchObject({ email, role: 'parent' });
      expectError(await register(), 409, 'An account with this email already exists.');
      const login = (password: string) =>
        driver.call(authEndpoints.login, { as: 'anonymous', body: { email, password } });
      expect(expectSuccess(await login('learn-and-play-7'), authEndpoints.login).user.email).toBe(email);
      expectError(await login('not-the-password'), 401, 'Invalid email or password.');
    },
  },
  {
    name: 'a parent adds a child who then logs in; a taken username is a 409; past the plan’s limit a 409 that keeps nothing',
    async run(driver) {
      const listed = async () =>
        expectSuccess(await driver.call(authEndpoints.listOwnChildren, { as: 'parent' }), authEndpoints.listOwnChildren)
          .data;
      const add = (username: string) =>
        driver.call(authEndpoints.addChild, {
          as: 'parent',
          body: { name: 'Sumayyah', age: 7, username, password: 'learn-and-play-7', avatar: 'owl' },
        });
      const username = uniqueTag('kid').toLowerCase();
      const added = expectSuccess(await add(username), authEndpoints.addChild);
      expect(added).toMatchObject({ name: 'Sumayyah', username, parent_id: driver.household.parent.id });
      const login = await driver.call(authEndpoints.login, {
        as: 'anonymous',
        body: { email: username, password: 'learn-and-play-7' },
      });
      expect(expectSuccess(login, authEndpoints.login).user).toMatchObject({ id: added.id, role: 'child' });
      expectError(await add(username), 409, usernameTakenMessage);

      while ((await listed()).length < proPlan.max_children)
        expectSuccess(await add(uniqueTag('kid').toLowerCase()), authEndpoints.addChild);
      expectError(await add(uniqueTag('kid').toLowerCase()), 409, maxChildrenMessage);
      expect(await listed()).toHaveLength(proPlan.max_children);
    },
  },
];
