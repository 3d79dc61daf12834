import { emailLinkLifetimeMinutes, emailLinkPaths } from '@young-minds/contracts';
import type { OutgoingEmail } from '@young-minds/db';
import { type MailLanguage, appLink, composeEmail, mailLanguageOf, mailText } from '@young-minds/mail';

/** Who a link email goes to: the address, and the account's language (null: English). */
export interface LinkRecipient {
  email: string;
  locale: string | null;
}

function linkEmail(
  recipient: LinkRecipient,
  kind: string,
  compose: (language: MailLanguage) => {
    subject: string;
    heading: string;
    paragraphs: string[];
    action: { label: string; url: string };
  },
): OutgoingEmail {
  const language = mailLanguageOf(recipient.locale);
  return composeEmail({
    to: recipient.email,
    language,
    kind,
    note: mailText(language, 'footer.ignore'),
    ...compose(language),
  });
}

/** The email of `POST /api/auth/forgot-password`: a link to /reset-password, good once for an hour. */
export function resetPasswordEmail(appUrl: string, recipient: LinkRecipient, token: string): OutgoingEmail {
  return linkEmail(recipient, 'reset-password', (language) => ({
    subject: mailText(language, 'accounts.reset.subject'),
    heading: mailText(language, 'accounts.reset.heading'),
    paragraphs: [mailText(language, 'accounts.reset.body', { minutes: emailLinkLifetimeMinutes.resetPassword })],
    action: {
      label: mailText(language, 'accounts.reset.action'),
      url: appLink(appUrl, emailLinkPaths.resetPassword, { token }),
    },
  }));
}

/** The email a new parent receives (and "Send again"): a link to /verify-email, good for 7 days. */
export function verifyEmailEmail(appUrl: string, recipient: LinkRecipient, token: string): OutgoingEmail {
  return linkEmail(recipient, 'verify-email', (language) => ({
    subject: mailText(language, 'accounts.verify.subject'),
    heading: mailText(language, 'accounts.verify.heading'),
    paragraphs: [
      mailText(language, 'accounts.verify.body'),
      mailText(language, 'accounts.verify.validity', { days: emailLinkLifetimeMinutes.verifyEmail / (24 * 60) }),
    ],
    action: {
      label: mailText(language, 'accounts.verify.action'),
      url: appLink(appUrl, emailLinkPaths.verifyEmail, { token }),
    },
  }));
}

/** The email of `POST /api/auth/sign-in-link`: a link to /sign-in-link, good once for 15 minutes. */
export function signInLinkEmail(appUrl: string, recipient: LinkRecipient, token: string): OutgoingEmail {
  return linkEmail(recipient, 'sign-in-link', (language) => ({
    subject: mailText(language, 'accounts.signIn.subject'),
    heading: mailText(language, 'accounts.signIn.heading'),
    paragraphs: [mailText(language, 'accounts.signIn.body', { minutes: emailLinkLifetimeMinutes.signInLink })],
    action: {
      label: mailText(language, 'accounts.signIn.action'),
      url: appLink(appUrl, emailLinkPaths.signInLink, { token }),
    },
  }));
}
