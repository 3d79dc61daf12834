// The emails the platform sent, as a family would open them: without SMTP_URL (the e2e stack sets none) every
// email is written as an .eml file to DATA_DIR/outbox/ (issue 34). These helpers wait for one and read it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { StackInfo } from './stack';

export interface ReceivedEmail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the email is ('reset-password', 'receipt', 'weekly-note', …), from its `X-Young-Minds-Kind` header. */
  kind: string | null;
  /** A header as the file has it (`header('List-Unsubscribe-Post')`); mailparser's own map folds some together. */
  header(name: string): string | undefined;
  /** Every absolute link of the plain-text part, in order. */
  links: string[];
}

async function read(file: string): Promise<ReceivedEmail> {
  const parsed = await simpleParser(readFileSync(file));
  const toField = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  const text = parsed.text ?? '';
  const kind = parsed.headers.get('x-young-minds-kind');
  return {
    file,
    to: toField?.value[0]?.address?.toLowerCase() ?? '',
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    kind: typeof kind === 'string' ? kind : null,
    header: (name) =>
      parsed.headerLines
        .find((line) => line.key === name.toLowerCase())
        ?.line.slice(name.length + 1)
        .trim(),
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

/** Every email written so far to `to` (any kind when none is given), oldest first. */
export async function emailsTo(stack: Pick<StackInfo, 'dataDir'>, to: string, kind?: string): Promise<ReceivedEmail[]> {
  const folder = path.join(stack.dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(folder, name));
  const emails = await Promise.all(files.map(read));
  return emails.filter((email) => email.to === to.toLowerCase() && (kind === undefined || email.kind === kind));
}

/**
 * Waits (up to `timeoutMs`) until there are more than `after` emails of `kind` to `to`, and answers the newest:
 * the outbox sender writes an email shortly after the event that caused it committed.
 */
export async function waitForEmail(
  stack: Pick<StackInfo, 'dataDir'>,
  to: string,
  kind: string,
  { after = 0, timeoutMs = 30_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const emails = await emailsTo(stack, to, kind);
    const newest = emails.at(-1);
    if (emails.length > after && newest) return newest;
    if (Date.now() > deadline) throw new Error(`No '${kind}' email to ${to} within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The email's link to a page of the platform (`/reset-password`, …), as a path with its query. */
export function linkTo(email: ReceivedEmail, pathname: string): string {
  const link = email.links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`The '${email.kind ?? email.subject}' email has no link to ${pathname}.`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
