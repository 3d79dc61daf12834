import { authEndpoints, emailMessages } from '@young-minds/contracts';
import { MockHttpError, mockRoute } from './kit';
import { mockToken } from './fixtures';
import { endHandOffsOf, loginsOf, mockState } from './state';

/** What an emailed link does, as the auth service's `email_tokens.purpose`. */
export type MockLinkPurpose = 'reset-password' | 'verify-email' | 'sign-in';

let issued = 0;

/** The account filed under `email` when it may receive a link (a parent or an admin, never a child). */
function linkOwner(email: string) {
  const account = mockState.accounts.get(email.toLowerCase());
  return account && account.user.role !== 'child' ? account : undefined;
}

/** Files a new link for a user (the older unused ones of its purpose stop working, as the service's do). */
export function issueMockLink(userId: number, purpose: MockLinkPurpose): string {
  for (const [token, link] of [...mockState.emailLinks])
    if (link.userId === userId && link.purpose === purpose) mockState.emailLinks.delete(token);
  issued += 1;
  const token = `mock-${purpose}-${issued}`;
  mockState.emailLinks.set(token, { userId, purpose });
  return token;
}

/** Takes a link once: the user it was filed for, or a 400 with the purpose's sentence. */
function redeem(token: string, purpose: MockLinkPurpose, invalid: string): number {
  const link = mockState.emailLinks.get(token);
  if (!link || link.purpose !== purpose) throw new MockHttpError(400, invalid);
  mockState.emailLinks.delete(token);
  return link.userId;
}

/** The emailed links of issue 34 as the auth service answers them (no email is sent: the links are filed). */
export const emailLinkHandlers = [
  mockRoute(authEndpoints.forgotPassword, ({ body }) => {
    const owner = linkOwner(body.email);
    if (owner) issueMockLink(owner.user.id, 'reset-password');
    return { message: emailMessages.resetLinkSent };
  }),

  mockRoute(authEndpoints.resetPassword, ({ body }) => {
    const userId = redeem(body.token, 'reset-password', emailMessages.resetLinkInvalid);
    for (const [, account] of loginsOf(userId)) account.password = body.password;
    endHandOffsOf(userId);
    return { message: emailMessages.passwordReset };
  }),

  mockRoute(authEndpoints.verifyEmail, ({ body }) => {
    const userId = redeem(body.token, 'verify-email', emailMessages.verifyLinkInvalid);
    for (const [, account] of loginsOf(userId)) account.user.emailVerified = true;
    return { message: emailMessages.emailVerified };
  }),

  mockRoute(authEndpoints.resendVerification, ({ user }) => {
    const [filed] = loginsOf(user!.id);
    if (filed?.[1].user.emailVerified) return { message: emailMessages.alreadyVerified };
    issueMockLink(user!.id, 'verify-email');
    return { message: emailMessages.verificationSent };
  }),

  mockRoute(authEndpoints.requestSignInLink, ({ body }) => {
    const owner = linkOwner(body.email);
    if (owner) issueMockLink(owner.user.id, 'sign-in');
    return { message: emailMessages.signInLinkSent };
  }),

  mockRoute(authEndpoints.signInWithLink, ({ body }) => {
    const userId = redeem(body.token, 'sign-in', emailMessages.signInLinkInvalid);
    const [filed] = loginsOf(userId);
    if (!filed) throw new MockHttpError(400, emailMessages.signInLinkInvalid);
    const { user } = filed[1];
    issued += 1;
    return { token: mockToken(user), user, deviceToken: `mock-device-link-${issued}` };
  }),
];
