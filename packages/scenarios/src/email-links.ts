import { authEndpoints, emailMessages } from '@young-minds/contracts';
import { type Scenario, expectError, expectSuccess } from './scenarios';

/**
 * Issue 34: the emailed links. Asking for a link tells nobody whether an account uses the address; a link that was
 * used, has expired or was never sent is a 400 with the sentence that says to ask again (no scenario redeems a
 * real link: the token is only in the email; the services' own tests do, reading the outbox).
 */
export const emailLinkScenarios: Scenario[] = [
  {
    name: 'forgot password answers the same for unknown and known addresses, and so does the sign-in link',
    async run(driver) {
      const me = expectSuccess(await driver.call(authEndpoints.me, { as: 'parent' }), authEndpoints.me);
      const known = me.user.email!;
      const unknown = `nobody-${Date.now()}@example.test`;
      for (const [endpoint, message] of [
        [authEndpoints.forgotPassword, emailMessages.resetLinkSent],
        [authEndpoints.requestSignInLink, emailMessages.signInLinkSent],
      ] as const) {
        const forKnown = await driver.call(endpoint, { as: 'anonymous', body: { email: known.toUpperCase() } });
        const forUnknown = await driver.call(endpoint, { as: 'anonymous', body: { email: unknown } });
        expect(expectSuccess(forKnown, endpoint)).toEqual({ message });
        expect({ status: forUnknown.status, body: forUnknown.body }).toEqual({
          status: forKnown.status,
          body: forKnown.body,
        });
        expectError(
          await driver.call(endpoint, { as: 'anonymous', body: { email: 'not an address' } }),
          400,
          'Please enter a valid email address.',
        );
      }
    },
  },
  {
    name: 'a used, expired or unknown reset link is a 400 that says to ask again; the same for the other links',
    async run(driver) {
      const never = `never-sent-${Date.now()}`;
      expectError(
        await driver.call(authEndpoints.resetPassword, {
          as: 'anonymous',
          body: { token: never, password: 'a-new-password' },
        }),
        400,
        emailMessages.resetLinkInvalid,
      );
      expectError(
        await driver.call(authEndpoints.verifyEmail, { as: 'anonymous', body: { token: never } }),
        400,
        emailMessages.verifyLinkInvalid,
      );
      expectError(
        await driver.call(authEndpoints.signInWithLink, { as: 'anonymous', body: { token: never } }),
        400,
        emailMessages.signInLinkInvalid,
      );
      expectError(
        await driver.call(authEndpoints.verifyEmail, { as: 'anonymous', body: { token: ' ' } }),
        400,
        emailMessages.tokenRequired,
      );
    },
  },
  {
    // The household's child is gone by now (an earlier auth scenario deletes it): the access matrix covers its 403.
    name: 'a new parent is unconfirmed; "Send again" answers a signed-in parent, and nobody signed out',
    async run(driver) {
      const registered = expectSuccess(
        await driver.call(authEndpoints.register, {
          as: 'anonymous',
          body: {
            name: 'Layla Noor',
            phone: '+1 555 0134',
            email: `new-${Date.now()}@example.test`,
            password: 'secret12',
          },
        }),
        authEndpoints.register,
      );
      expect(registered.user.emailVerified).toBe(false);
      const me = expectSuccess(await driver.call(authEndpoints.me, { as: 'parent' }), authEndpoints.me);
      const resent = expectSuccess(
        await driver.call(authEndpoints.resendVerification, { as: 'parent' }),
        authEndpoints.resendVerification,
      );
      expect(resent.message).toBe(
        me.user.emailVerified ? emailMessages.alreadyVerified : emailMessages.verificationSent,
      );
      expect((await driver.call(authEndpoints.resendVerification, { as: 'anonymous' })).status).toBe(401);
      const admin = expectSuccess(await driver.call(authEndpoints.me, { as: 'admin' }), authEndpoints.me);
      expect(admin.user.emailVerified).toBe(true);
    },
  },
];
