import { receiptNumber } from '@young-minds/contracts';
import type { OutgoingEmail, ParentRecipient, PaymentRecord } from '@young-minds/db';
import {
  appLink,
  composeEmail,
  formatMailDate,
  formatMailMoney,
  mailLanguageOf,
  mailText,
  type MailLanguage,
} from '@young-minds/mail';

/** The parent area's subscription page: every money email links to it. */
const subscriptionPagePath = '/parent/subscription';

/** The kinds of the money emails (the `X-Young-Minds-Kind` header, tests' `waitForEmail`). */
export const moneyEmailKinds = {
  receipt: 'receipt',
  refund: 'refund',
  cancellation: 'cancellation',
  renewalReminder: 'renewal-reminder',
} as const;

function subscriptionAction(language: MailLanguage, appUrl: string) {
  return { label: mailText(language, 'money.action.subscription'), url: appLink(appUrl, subscriptionPagePath) };
}

/** The receipt of a succeeded payment: amount in the parent's language, plan, period, references. */
export function receiptEmail(parent: ParentRecipient, payment: PaymentRecord, appUrl: string): OutgoingEmail {
  const language = mailLanguageOf(parent.locale);
  const reference = receiptNumber(payment.id);
  const plan = payment.planName ?? '';
  const rows: [string, string][] = [
    [mailText(language, 'money.receipt.amount'), formatMailMoney(language, payment.amount, payment.currency)],
    [mailText(language, 'money.receipt.plan'), plan],
  ];
  if (payment.periodStart && payment.periodEnd)
    rows.push([
      mailText(language, 'money.receipt.period'),
      mailText(language, 'money.receipt.periodValue', {
        start: formatMailDate(language, payment.periodStart),
        end: formatMailDate(language, payment.periodEnd),
      }),
    ]);
  if (payment.paidAt)
    rows.push([
      mailText(language, 'money.receipt.paidOn'),
      formatMailDate(language, payment.paidAt.toISOString().slice(0, 10)),
    ]);
  rows.push([mailText(language, 'money.receipt.reference'), reference]);
  if (payment.providerReference)
    rows.push([mailText(language, 'money.receipt.providerReference'), payment.providerReference]);
  return composeEmail({
    to: parent.email,
    language,
    kind: moneyEmailKinds.receipt,
    subject: mailText(language, 'money.receipt.subject', { reference }),
    heading: mailText(language, 'money.receipt.heading'),
    paragraphs: [mailText(language, 'money.receipt.intro', { plan })],
    rows,
    action: subscriptionAction(language, appUrl),
  });
}

/** The refund's confirmation (a cancel within the money-back guarantee). */
export function refundEmail(
  parent: ParentRecipient,
  refund: { amount: number; currency: string; planName: string },
  appUrl: string,
): OutgoingEmail {
  const language = mailLanguageOf(parent.locale);
  return composeEmail({
    to: parent.email,
    language,
    kind: moneyEmailKinds.refund,
    subject: mailText(language, 'money.refund.subject'),
    heading: mailText(language, 'money.refund.heading'),
    paragraphs: [mailText(language, 'money.refund.intro', { plan: refund.planName })],
    rows: [
      [mailText(language, 'money.refund.amount'), formatMailMoney(language, refund.amount, refund.currency)],
      [mailText(language, 'money.receipt.plan'), refund.planName],
    ],
    action: subscriptionAction(language, appUrl),
    note: mailText(language, 'money.refund.note'),
  });
}

/** A cancel without a refund: access lasts to the plan's last day (`endDate`, 'YYYY-MM-DD'). */
export function cancellationEmail(
  parent: ParentRecipient,
  subscription: { planName: string; endDate: string },
  appUrl: string,
): OutgoingEmail {
  const language = mailLanguageOf(parent.locale);
  return composeEmail({
    to: parent.email,
    language,
    kind: moneyEmailKinds.cancellation,
    subject: mailText(language, 'money.cancel.subject'),
    heading: mailText(language, 'money.cancel.heading'),
    paragraphs: [
      mailText(language, 'money.cancel.intro', {
        plan: subscription.planName,
        date: formatMailDate(language, subscription.endDate),
      }),
    ],
    action: subscriptionAction(language, appUrl),
    note: mailText(language, 'money.cancel.note'),
  });
}

/** The reminder a week before a plan ends; written once per subscription and end date. */
export function renewalReminderEmail(
  parent: ParentRecipient,
  subscription: { subscriptionId: number; planName: string; endDate: string },
  appUrl: string,
): OutgoingEmail {
  const language = mailLanguageOf(parent.locale);
  const date = formatMailDate(language, subscription.endDate);
  return composeEmail({
    to: parent.email,
    language,
    kind: moneyEmailKinds.renewalReminder,
    subject: mailText(language, 'money.reminder.subject', { date }),
    heading: mailText(language, 'money.reminder.heading'),
    paragraphs: [mailText(language, 'money.reminder.intro', { plan: subscription.planName, date })],
    action: subscriptionAction(language, appUrl),
    note: mailText(language, 'money.reminder.note'),
    dedupeKey: `renewal-reminder:${subscription.subscriptionId}:${subscription.endDate}`,
  });
}
