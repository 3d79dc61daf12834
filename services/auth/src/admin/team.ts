import {
  type AdminMember,
  adminInviteDays,
  adminTeamEndpoints as endpoints,
  adminTeamMessages,
} from '@young-minds/contracts';
import type { OutgoingEmail, UserRecord } from '@young-minds/db';
import { appLink, composeEmail, mailLanguageOf, mailText } from '@young-minds/mail';
import { HttpError, conflict, notFound, requirePrincipal } from '@young-minds/service-kit';
import type { AuthContext } from '../context';
import { hashPassword } from '../passwords';

/** Where an invitation's link leads: the page that sets the new admin's password. */
const acceptInvitePath = '/accept-invite';

function toAdminMember(admin: UserRecord, callerId: number): AdminMember {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email ?? '',
    reviewer: admin.reviewer,
    invited: admin.passwordHash === null,
    isYou: admin.id === callerId,
    created_at: admin.createdAt.toISOString(),
  };
}

/** The invitation email: who invited them, and the link that sets their password (good once, for 7 days). */
function inviteEmail(appUrl: string, inviter: string, admin: UserRecord, token: string): OutgoingEmail {
  const language = mailLanguageOf(admin.locale);
  return composeEmail({
    to: admin.email ?? '',
    language,
    kind: 'admin-invite',
    subject: mailText(language, 'admin.invite.subject'),
    heading: mailText(language, 'admin.invite.heading', { name: admin.name }),
    paragraphs: [
      mailText(language, 'admin.invite.intro', { inviter }),
      mailText(language, 'admin.invite.expiry', { days: adminInviteDays }),
    ],
    action: { label: mailText(language, 'admin.invite.button'), url: appLink(appUrl, acceptInvitePath, { token }) },
    note: mailText(language, 'footer.ignore'),
  });
}

/**
 * Issue 35, Admin → Team: the admins and their reviewer flag, invitations (an email with a link, the token in the
 * answer too for operators without email) and removals (never the last admin, never oneself).
 */
export function mountAdminTeamRoutes(context: AuthContext): void {
  const { kit, repos, appUrl, limiters } = context;
  const { adminTeam, users } = repos;

  kit.route(endpoints.list, async ({ principal }) => {
    const caller = requirePrincipal(principal);
    return (await adminTeam.list()).map((admin) => toAdminMember(admin, caller.id));
  });

  kit.route(endpoints.invite, async ({ body, principal }) => {
    const caller = requirePrincipal(principal);
    const inviter = (await users.nameOf(caller.id)) ?? '';
    const result = await adminTeam.invite(body, (token, admin) => [inviteEmail(appUrl, inviter, admin, token)]);
    if (!result.ok) throw conflict(adminTeamMessages.emailTaken);
    return {
      message: adminTeamMessages.invited,
      admin: toAdminMember(result.admin, caller.id),
      setupToken: result.token,
    };
  });

  kit.route(endpoints.update, async ({ params, body, principal }) => {
    const caller = requirePrincipal(principal);
    const admin = await adminTeam.setReviewer(params.id, body.reviewer);
    if (!admin) throw notFound(adminTeamMessages.notFound);
    return toAdminMember(admin, caller.id);
  });

  kit.route(endpoints.remove, async ({ params, principal }) => {
    const caller = requirePrincipal(principal);
    const result = await adminTeam.remove(params.id, caller.id);
    if (!result.ok) {
      if (result.reason === 'notFound') throw notFound(adminTeamMessages.notFound);
      throw conflict(result.reason === 'lastAdmin' ? adminTeamMessages.lastAdmin : adminTeamMessages.notYourself);
    }
    return { message: adminTeamMessages.removed };
  });

  /** The link's token and the new password; a bad link is refused before any hashing. */
  kit.route(endpoints.acceptInvite, async ({ body, ctx }) => {
    await limiters.passwordPerIp.consume(ctx.ip);
    if (!(await repos.emailTokens.findValid(body.token, 'admin-invite'))) {
      throw new HttpError(400, adminTeamMessages.badInvite);
    }
    const admin = await adminTeam.acceptInvite(body.token, await hashPassword(body.password));
    if (!admin) throw new HttpError(400, adminTeamMessages.badInvite);
    return { message: adminTeamMessages.accepted };
  });
}
