import { digestEndpoints, digestMessages, emailMessages } from '@young-minds/contracts';
import { type Scenario, expectError, expectSuccess } from './scenarios';

const forbidden = 'You do not have permission to do this.';

/** The weekly note's calls as the unsubscribe page and the operators rely on them (issue 34). */
export const digestScenarios: Scenario[] = [
  {
    name: 'an unsubscribe link that is not ours is a 400 with its sentence, with or without a login',
    async run(driver) {
      for (const as of ['anonymous', 'parent'] as const)
        expectError(
          await driver.call(digestEndpoints.unsubscribe, { as, body: { token: 'forged-unsubscribe-token' } }),
          400,
          emailMessages.unsubscribeLinkInvalid,
        );
    },
  },
  {
    name: "an admin sends this week's notes now; a second send queues none of the same; a parent may not",
    async run(driver) {
      const first = expectSuccess(await driver.call(digestEndpoints.sendNow, { as: 'admin' }), digestEndpoints.sendNow);
      expect(first.message).toBe(digestMessages.queued);
      const second = expectSuccess(
        await driver.call(digestEndpoints.sendNow, { as: 'admin' }),
        digestEndpoints.sendNow,
      );
      expect(second.queued).toBe(0);
      expectError(await driver.call(digestEndpoints.sendNow, { as: 'parent' }), 403, forbidden);
    },
  },
];
