import { authEndpoints as endpoints, canonicalTimeZone } from '@young-minds/contracts';
import { messageLocaleOf, messageTagFromHeader } from '@young-minds/contracts/messages';
import { isUniqueViolation, newEmailToken } from '@young-minds/db';
import { HttpError } from '@young-minds/service-kit';
import type { AuthContext } from '../context';
import { verifyEmailEmail } from '../email-links/emails';
import { hashPassword } from '../passwords';
import { toPublicUser } from '../users/present';
import { emailTakenMessage } from './routes';

/**
 * `POST /api/auth/register`: a parent's account, and nothing else. Registration never charges: the plan data
 * the plan page passes along only sends the new parent to the checkout of the parent area, which shows the
 * plan, its dates and its total and buys it (the subscriptions service) when the parent confirms. Until then the
 * family has no subscription, so children cannot be added and a child of it sees "ask your parent".
 */
export function mountRegistrationRoute(context: AuthContext): void {
  const { kit, repos, tokens, limiters } = context;
  const users = repos.users;

  kit.route(endpoints.register, async ({ body, ctx }) => {
    await limiters.accountSetupPerIp.consume(ctx.ip);
    // Cheap early answer for the common case; the insert below is what settles a race.
    if (await users.emailTaken(body.email)) throw new HttpError(409, emailTakenMessage);

    const passwordHash = await hashPassword(body.password);
    // The browser's zone starts the family's clock; one this runtime does not know is ignored (UTC stays).
    const timeZone = body.timeZone === undefined ? null : canonicalTimeZone(body.timeZone);
    // The confirmation email is written with the account (one transaction): it exists exactly when the account does.
    // It is in the language the page was read in (the account has no language of its own yet).
    const { token: link, tokenHash } = newEmailToken();
    const pageLocale = messageLocaleOf(messageTagFromHeader(ctx.get('accept-language')));
    const verification = {
      tokenHash,
      email: verifyEmailEmail(context.appUrl, { email: body.email, locale: pageLocale }, link),
    };
    try {
      const { user } = await repos.families.register({
        name: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash,
        ...(timeZone ? { timeZone } : {}),
        verification,
      });
      const token = await tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
      return { token, user: toPublicUser(user) };
    } catch (error) {
      // The email was taken between the check above and the insert (a racing registration).
      if (isUniqueViolation(error)) throw new HttpError(409, emailTakenMessage);
      throw error;
    }
  });
}
