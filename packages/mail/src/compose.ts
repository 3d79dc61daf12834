import type { OutgoingEmail } from '@young-minds/db';
import { mailText, type MailLanguage } from './messages';

/** A link button in an email: a label and an absolute address on the platform. */
export interface EmailAction {
  label: string;
  url: string;
}

/** What a message says; the layout, the language's direction and the plain-text part are added by `composeEmail`. */
export interface EmailContent {
  to: string;
  language: MailLanguage;
  kind: string;
  subject: string;
  heading: string;
  /** Paragraphs of plain text (escaped for HTML). */
  paragraphs: readonly string[];
  /** Optional rows shown as a small table (a receipt's amount, plan and period). */
  rows?: readonly (readonly [label: string, value: string])[];
  action?: EmailAction;
  /** A closing line under the action ("If you did not ask for this, …"). */
  note?: string;
  headers?: Record<string, string>;
  dedupeKey?: string;
  /** The small print at the bottom; default why an account holder gets it (`footer.why`). */
  footer?: string;
  /** A small link under the message (the weekly note's one-click unsubscribe). */
  footerLink?: EmailAction;
}

// The platform's colours (packages/ui theme: azure), inline: mail clients drop <style> blocks.
const colours = { primary: '#1F5FCC', text: '#1d2433', muted: '#5b6475', background: '#f4f7fc', card: '#ffffff' };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * An email in the platform's layout, as HTML and plain text, in the recipient's language and direction. No
 * images, no tracking pixels, nothing loaded from elsewhere: text and one link.
 */
export function composeEmail(content: EmailContent): OutgoingEmail {
  const { language } = content;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const name = mailText(language, 'platform.name');
  const footer = content.footer ?? mailText(language, 'footer.why');

  const paragraphsHtml = content.paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text)}</p>`)
    .join('');
  const rowsHtml = content.rows?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${content.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:${align};padding:6px 0;color:${colours.muted};font-weight:normal">${escapeHtml(label)}</th>` +
            `<td style="text-align:${align};padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${colours.primary};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block;font-weight:bold">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;color:${colours.muted};font-size:14px;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const noteHtml = content.note
    ? `<p style="margin:0 0 16px;color:${colours.muted};font-size:14px">${escapeHtml(content.note)}</p>`
    : '';

  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;background:${colours.background};color:${colours.text};font-family:Arial,'Noto Naskh Arabic',sans-serif;text-align:${align}">` +
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px 16px">` +
    `<p style="margin:0 0 16px;color:${colours.primary};font-weight:bold;font-size:20px">${escapeHtml(name)}</p>` +
    `<div style="background:${colours.card};border-radius:12px;padding:24px">` +
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>` +
    paragraphsHtml +
    rowsHtml +
    actionHtml +
    noteHtml +
    `</div>` +
    (content.footerLink
      ? `<p style="margin:16px 0 0;color:${colours.muted};font-size:12px"><a href="${escapeHtml(content.footerLink.url)}" style="color:${colours.primary}">${escapeHtml(content.footerLink.label)}</a></p>`
      : '') +
    `<p style="margin:16px 0 0;color:${colours.muted};font-size:12px">${escapeHtml(footer)}</p></div></body></html>`;

  const text = [
    name,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.rows ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.rows?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`] : []),
    footer,
  ].join('\n');

  return {
    to: content.to,
    language,
    kind: content.kind,
    subject: content.subject,
    text,
    html,
    ...(content.headers ? { headers: content.headers } : {}),
    ...(content.dedupeKey !== undefined ? { dedupeKey: content.dedupeKey } : {}),
  };
}
