export { composeEmail, escapeHtml, type EmailAction, type EmailContent } from './compose';
export {
  formatMailNumber,
  mailLanguageOf,
  mailLanguages,
  mailText,
  type MailLanguage,
  type MailTextId,
} from './messages';
export { appLink, appUrlFromEnv } from './links';
export {
  giveUpAfterMs,
  laterRetryMs,
  nextAttemptAt,
  retryDelaysMs,
  startOutboxSender,
  type OutboxSender,
  type OutboxSenderOptions,
  type SenderLogger,
} from './sender';
export {
  createFileTransport,
  createSmtpTransport,
  defaultMailFrom,
  describeSmtp,
  emlFileName,
  kindHeader,
  mailFromEnv,
  outboxFolder,
  parseSmtpUrl,
  removeOutboxFilesTo,
  SmtpUrlError,
  toMailOptions,
  transportFromEnv,
  type MailTransport,
  type SmtpSettings,
} from './transports';
export { mailLanguageOfText } from './text-language';
export { formatMailDate, formatMailMoney } from './format';
