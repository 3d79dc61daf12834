import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxEmailRecord } from '@young-minds/db';
import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** Where an email goes once the sender took it from the outbox: an SMTP relay, or a file per email. */
export interface MailTransport {
  /** Where the emails go, for the start line and the logs (never a password). */
  readonly description: string;
  /** Resolves once the relay accepted the email (or its file is written); rejects when it did not. */
  send(email: OutboxEmailRecord): Promise<void>;
  close(): Promise<void>;
}

/** The `From` of every email when `MAIL_FROM` is not set: a local address nobody answers. */
export const defaultMailFrom = 'Young Minds <no-reply@localhost>';

/** The header every email carries with its kind ('reset-password', 'receipt', …): tests and operators read it. */
export const kindHeader = 'X-Young-Minds-Kind';

/** `MAIL_FROM`, else the default. */
export function mailFromEnv(env: Record<string, string | undefined>): string {
  return env.MAIL_FROM?.trim() || defaultMailFrom;
}

/** The `.eml` folder of the embedded default: `<DATA_DIR>/outbox`. */
export function outboxFolder(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** An `SMTP_URL` taken apart. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** `smtps://`: TLS from the first byte (port 465 by default); `smtp://`: STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
}

/** An `SMTP_URL` that cannot be used: the start fails with this sentence (the password never in it). */
export class SmtpUrlError extends Error {}

/**
 * Reads `SMTP_URL`: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. The user
 * and password may be percent-encoded (`%40` for an `@`). Anything else is refused with a sentence that does not
 * repeat the URL, since it may hold a password.
 */
export function parseSmtpUrl(text: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new SmtpUrlError('SMTP_URL is not a URL: write it as smtp://user:password@host:587 or smtps://…:465.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new SmtpUrlError(`SMTP_URL must start with smtp:// or smtps:// (it starts with ${url.protocol}//).`);
  }
  if (!url.hostname) throw new SmtpUrlError('SMTP_URL has no host: write it as smtp://user:password@host:587.');
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  let user: string | undefined;
  let password: string | undefined;
  try {
    user = url.username ? decodeURIComponent(url.username) : undefined;
    password = url.password ? decodeURIComponent(url.password) : undefined;
  } catch {
    throw new SmtpUrlError('SMTP_URL has a user or password that is not valid percent-encoding.');
  }
  if (password !== undefined && user === undefined) {
    throw new SmtpUrlError('SMTP_URL has a password but no user name.');
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    secure,
    ...(user !== undefined ? { user } : {}),
    ...(password !== undefined ? { password } : {}),
  };
}

/** `smtp://host:port` (no user, no password): what the start line and the logs show. */
export function describeSmtp(settings: SmtpSettings): string {
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return `${settings.secure ? 'smtps' : 'smtp'}://${host}:${settings.port}`;
}

/** The email as nodemailer sends it: the row's parts and headers, the kind header, the language, the `From`. */
export function toMailOptions(email: OutboxEmailRecord, from: string): Mail.Options {
  const extra = email.headers ? (JSON.parse(email.headers) as Record<string, string>) : {};
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: email.toAddress,
    subject: email.subject,
    text: email.textBody,
    html: email.htmlBody,
    // One id per outbox row: a relay or a mailbox that gets the same row twice (a crash between sending and
    // marking it sent) can tell it is the same message.
    messageId: `<outbox-${email.id}-${email.createdAt.getTime()}@${domain}>`,
    headers: { ...extra, [kindHeader]: email.kind, 'Content-Language': email.language },
  };
}

export interface SmtpTransportOptions {
  from: string;
  /** TLS settings for the connection (tests trust their server's self-signed certificate). */
  tls?: SMTPTransport.Options['tls'];
}

/** Sends through an SMTP relay with nodemailer: TLS from the start (`smtps`) or STARTTLS when the server offers it. */
export function createSmtpTransport(settings: SmtpSettings, options: SmtpTransportOptions): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user !== undefined ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    ...(options.tls ? { tls: options.tls } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    description: describeSmtp(settings),
    async send(email) {
      await transporter.sendMail(toMailOptions(email, options.from));
    },
    close() {
      transporter.close();
      return Promise.resolve();
    },
  };
}

export interface FileTransportOptions {
  folder: string;
  from: string;
  /** The time in the file's name (the sender's clock). */
  now?: () => Date;
}

/** The `.eml` file name: `<ISO time>-<row id>-<kind>.eml`, so a folder listing sorts by the time of writing. */
export function emlFileName(email: Pick<OutboxEmailRecord, 'id' | 'kind'>, at: Date): string {
  const time = at.toISOString().replace(/:/g, '-');
  const kind = email.kind.replace(/[^a-z0-9-]+/gi, '_');
  return `${time}-${String(email.id).padStart(8, '0')}-${kind}.eml`;
}

/**
 * The embedded default: each email written as an RFC 822 message (`.eml`, HTML and text parts, every header a
 * relay would get) to `folder`, under a temporary name first and renamed when complete, so a reader never sees
 * half a file.
 */
export function createFileTransport(options: FileTransportOptions): MailTransport {
  const now = options.now ?? (() => new Date());
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: options.folder,
    async send(email) {
      const info = await composer.sendMail(toMailOptions(email, options.from));
      await mkdir(options.folder, { recursive: true });
      const name = emlFileName(email, now());
      const partial = path.join(options.folder, `.${name}.partial`);
      await writeFile(partial, info.message);
      await rename(partial, path.join(options.folder, name));
    },
    close() {
      composer.close();
      return Promise.resolve();
    },
  };
}

/** The transport `SMTP_URL` asks for, else `.eml` files in `<DATA_DIR>/outbox`; a bad `SMTP_URL` throws `SmtpUrlError`. */
export function transportFromEnv(env: Record<string, string | undefined>, dataDir: string): MailTransport {
  const from = mailFromEnv(env);
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) return createSmtpTransport(parseSmtpUrl(smtpUrl), { from });
  return createFileTransport({ folder: outboxFolder(dataDir), from });
}

/** The addresses of a `.eml` file's `To:` header (read from the head of the file only), lower-cased. */
async function recipientsOf(file: string): Promise<string[]> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(16 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head =
      buffer
        .subarray(0, bytesRead)
        .toString('utf8')
        .split(/\r?\n\r?\n/)[0] ?? '';
    const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
    const to = /^to:(.*)$/im.exec(unfolded)?.[1] ?? '';
    return (to.match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []).map((address) => address.toLowerCase());
  } finally {
    await handle.close();
  }
}

/**
 * Deletes the `.eml` files written to these addresses (an account deleted: its mail goes with it). The number of
 * files deleted; a missing folder is none.
 */
export async function removeOutboxFilesTo(folder: string, addresses: readonly string[]): Promise<number> {
  const wanted = new Set(addresses.map((address) => address.toLowerCase()));
  if (wanted.size === 0) return 0;
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((candidate) => candidate.endsWith('.eml'))) {
    const file = path.join(folder, name);
    const recipients = await recipientsOf(file).catch(() => []);
    if (recipients.some((address) => wanted.has(address))) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
