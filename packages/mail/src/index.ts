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
export { formatMailDate, formatMailMoney } from './format';
