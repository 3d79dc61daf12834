import { authEndpoints as endpoints, emailMessages } from '@young-minds/contracts';
import type { EmailTokenPurpose, OutgoingEmail, UserRecord } from '@young-minds/db';
import { HttpError, requirePrincipal } from '@young-minds/service-kit';
import type { AuthContext } from '../context';
import { hashPassword } from '../passwords';
import { rememberDevice } from '../session/device-tokens';
import { toPublicUser } from '../users/present';
import { type LinkRecipient, resetPasswordEmail, signInLinkEmail, verifyEmailEmail } from './emails';

/** Only the owner of a grown-up account with a password is ever emailed a link: never a child. */
function linkRecipient(user: UserRecord | null): (LinkRecipient & { id: number }) | null {
  if (!user?.email || !user.passwordHash) return null;
  if (user.role !== 'parent' && user.role !== 'admin') return null;
  return { id: user.id, email: user.email, locale: user.locale ?? null };
}

/**
 * The emailed links (issue 34): forgot/reset a password, confirm a parent's address, and the sign-in link of a
 * paused account. Asking for a link answers the same for every address (nobody learns who has an account) and
 * is rate-limited per address asked for and per client; a link's token is stored hashed and is good once.
 */
export function mountEmailLinkRoutes(context: AuthContext): void {
  const { kit, repos, tokens, limiters, appUrl } = context;
  const { users, emailTokens } = repos;

  /** Counts one link asked for, per client and per address asked for: past either, 429 with Retry-After. */
  async function limitLinks(ip: string, email: string): Promise<void> {
    await limiters.emailLinkPerIp.consume(ip);
    await limiters.emailLinkPerEmail.consume(email);
  }

  /** Issues a link to the account at `email` when it may receive one; nothing otherwise (the caller answers alike). */
  async function sendLink(
    email: string,
    purpose: EmailTokenPurpose,
    compose: (recipient: LinkRecipient, token: string) => OutgoingEmail,
  ): Promise<void> {
    const recipient = linkRecipient(await users.findByEmail(email));
    if (!recipient) return;
    await emailTokens.issue({ userId: recipient.id, purpose, email: recipient.email }, (token) => [
      compose(recipient, token),
    ]);
  }

  kit.route(endpoints.forgotPassword, async ({ body, ctx }) => {
    await limitLinks(ctx.ip, body.email);
    await sendLink(body.email, 'reset-password', (recipient, token) => resetPasswordEmail(appUrl, recipient, token));
    return { message: emailMessages.resetLinkSent };
  });

  /**
   * The new password, hashed as every password is, replaces the old one with a new token version in the link's
   * own transaction: every session and remembered device ends. A bad link is refused before any hashing.
   */
  kit.route(endpoints.resetPassword, async ({ body, ctx }) => {
    await limiters.passwordPerIp.consume(ctx.ip);
    if (!(await emailTokens.findValid(body.token, 'reset-password'))) {
      throw new HttpError(400, emailMessages.resetLinkInvalid);
    }
    const user = await emailTokens.resetPassword(body.token, await hashPassword(body.password));
    if (!user) throw new HttpError(400, emailMessages.resetLinkInvalid);
    // The owner proved the address: the guessers' pause on the account ends with the old password.
    if (user.email) {
      await Promise.all([
        limiters.loginPerAccount.reset(user.email),
        limiters.loginFailuresPerAccount.reset(user.email),
      ]);
    }
    return { message: emailMessages.passwordReset };
  });

  kit.route(endpoints.verifyEmail, async ({ body }) => {
    const result = await emailTokens.verifyEmail(body.token);
    if (!result.ok) throw new HttpError(400, emailMessages.verifyLinkInvalid);
    return { message: emailMessages.emailVerified };
  });

  kit.route(endpoints.resendVerification, async ({ principal, ctx }) => {
    const user = await users.findById(requirePrincipal(principal).id);
    if (!user?.email) throw new HttpError(401, 'Your session is no longer valid. Please log in again.');
    if (user.emailVerifiedAt) return { message: emailMessages.alreadyVerified };
    await limitLinks(ctx.ip, user.email);
    const recipient = { email: user.email, locale: user.locale ?? null };
    await emailTokens.issue({ userId: user.id, purpose: 'verify-email', email: user.email }, (token) => [
      verifyEmailEmail(appUrl, recipient, token),
    ]);
    return { message: emailMessages.verificationSent };
  });

  kit.route(endpoints.requestSignInLink, async ({ body, ctx }) => {
    await limitLinks(ctx.ip, body.email);
    await sendLink(body.email, 'sign-in', (recipient, token) => signInLinkEmail(appUrl, recipient, token));
    return { message: emailMessages.signInLinkSent };
  });

  /** As a login: a session and a fresh remembered-device token, so this device's next logins pass the pause. */
  kit.route(endpoints.signInWithLink, async ({ body }) => {
    const user = await emailTokens.signIn(body.token);
    if (!user) throw new HttpError(400, emailMessages.signInLinkInvalid);
    const deviceToken = await rememberDevice(repos, user, context.now());
    const token = await tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
    return { token, user: toPublicUser(user), deviceToken };
  });
}
