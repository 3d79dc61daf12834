import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database, type OutboxEmailRecord } from '@young-minds/db';
import { createTestClock, createTestDatabase, databasesUnderTest, type TestDatabase } from '@young-minds/db/testing';
import { simpleParser } from 'mailparser';
import { composeEmail } from './compose';
import { giveUpAfterMs, nextAttemptAt, type SenderLogger, startOutboxSender } from './sender';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';
import {
  createFileTransport,
  createSmtpTransport,
  type MailTransport,
  parseSmtpUrl,
  removeOutboxFilesTo,
} from './transports';

const from = 'Young Minds <hello@youngminds.example>';
const minute = 60_000;

const email = (to: string, kind = 'test-note', language: 'en' | 'ar' = 'en') =>
  composeEmail({
    to,
    language,
    kind,
    subject: `A note for ${to}`,
    heading: 'Hello',
    paragraphs: ['Assalamu alaikum, this is a test.'],
    action: { label: 'Open', url: 'https://youngminds.example/reset-password?token=abc' },
    headers: { 'List-Unsubscribe': '<https://youngminds.example/unsubscribe?token=u1>' },
  });

/** A logger that keeps what was logged. */
function recordingLogger() {
  const lines: { level: string; message: string; details: object }[] = [];
  const at =
    (level: string) =>
    (details: object, message: string): void => {
      lines.push({ level, message, details });
    };
  const logger: SenderLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

/** Waits, up to `timeoutMs`, until `condition` holds (the polling test only; the others drive the sender). */
async function eventually(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('nextAttemptAt', () => {
  test('when tries fail, then they wait 1, 5, 15 and 60 minutes, then 4 hours, and stop after 24 hours', () => {
    const written = new Date('2026-05-01T08:00:00Z');
    const waits: number[] = [];
    let at = written;
    for (let attempts = 1; ; attempts += 1) {
      const next = nextAttemptAt(written, attempts, at);
      if (!next) break;
      waits.push((next.getTime() - at.getTime()) / minute);
      at = next;
    }
    expect(waits).toEqual([1, 5, 15, 60, 240, 240, 240, 240, 240]);
    expect(at.getTime() - written.getTime()).toBeLessThanOrEqual(giveUpAfterMs);
  });
});

describe.each(databasesUnderTest())('the outbox sender on %s', ({ name }) => {
  const clock = createTestClock('2026-05-01T08:00:00Z');
  let testDb: TestDatabase;
  let db: Database;
  let smtp: TestSmtpServer;
  const credentials = { user: 'mailer@youngminds.example', password: 'p@ss:w/rd' };

  const smtpTransport = () =>
    createSmtpTransport(
      parseSmtpUrl(
        `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${smtp.port}`,
      ),
      // The test server's certificate is self-signed.
      { from, tls: { rejectUnauthorized: false } },
    );

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { now: clock.now });
    db = testDb.db;
    smtp = await startTestSmtpServer(credentials);
  });
  afterAll(async () => {
    await smtp.stop();
    await testDb.drop();
  });
  beforeEach(async () => {
    await testDb.clear();
    smtp.received.length = 0;
  });

  const rowsTo = (address: string) => db.repos.emailOutbox.listTo(address);

  test('when an email is enqueued, then it arrives once over STARTTLS with its HTML and text parts and its kind', async () => {
    await db.repos.emailOutbox.enqueue([email('amina@example.test', 'receipt', 'ar')]);
    const sender = startOutboxSender({
      outbox: db.repos.emailOutbox,
      transport: smtpTransport(),
      intervalMs: 60 * minute,
      now: clock.now,
    });
    try {
      expect(await sender.sendDue()).toBe(1);
      expect(await sender.sendDue()).toBe(0);
    } finally {
      await sender.close();
    }

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message).toMatchObject({ to: ['amina@example.test'], secure: true, user: credentials.user });
    const parsed = await simpleParser(message!.raw);
    expect(parsed.headers.get('x-young-minds-kind')).toBe('receipt');
    expect(parsed.headers.get('content-language')).toBe('ar');
    expect(message!.raw.toString()).toMatch(
      /^List-Unsubscribe: <https:\/\/youngminds\.example\/unsubscribe\?token=u1>\r$/m,
    );
    expect(parsed.from?.text).toBe('"Young Minds" <hello@youngminds.example>');
    expect(parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(parsed.text).toContain('Open: https://youngminds.example/reset-password?token=abc');
    const [row] = await rowsTo('amina@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now(), claimedUntil: null });
  });

  test('when the mail server is down, then the email waits, is tried again later and arrives once it is back', async () => {
    await db.repos.emailOutbox.enqueue([email('bilal@example.test')]);
    const { logger, lines } = recordingLogger();
    const sender = startOutboxSender({
      outbox: db.repos.emailOutbox,
      transport: smtpTransport(),
      logger,
      intervalMs: 60 * minute,
      now: clock.now,
    });
    try {
      await smtp.stop();
      expect(await sender.sendDue()).toBe(0);
      let [row] = await rowsTo('bilal@example.test');
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(clock.now().getTime() + minute),
        claimedUntil: null,
      });
      expect(row?.lastError).toBeTruthy();
      expect(lines.map((line) => line.level)).toEqual(['warn']);

      // Back up, but the retry is not due yet: nothing is sent before its time.
      await smtp.start();
      expect(await sender.sendDue()).toBe(0);
      expect(smtp.received).toHaveLength(0);

      clock.advance(minute);
      expect(await sender.sendDue()).toBe(1);
      clock.advance(60 * minute);
      expect(await sender.sendDue()).toBe(0);
      [row] = await rowsTo('bilal@example.test');
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await sender.close();
    }
    expect(smtp.received.map((message) => message.to)).toEqual([['bilal@example.test']]);
  });

  test('when the server refuses the message part-way, then nothing counts as sent and the retry delivers it once', async () => {
    await db.repos.emailOutbox.enqueue([email('chadia@example.test')]);
    let refuse = true;
    const relay = smtpTransport();
    const flaky: MailTransport = {
      description: relay.description,
      async send(row) {
        if (refuse) {
          refuse = false;
          throw new Error('451 4.3.0 Temporary failure, try again');
        }
        await relay.send(row);
      },
      close: () => relay.close(),
    };
    const sender = startOutboxSender({ outbox: db.repos.emailOutbox, transport: flaky, now: clock.now });
    try {
      expect(await sender.sendDue()).toBe(0);
      clock.advance(minute);
      expect(await sender.sendDue()).toBe(1);
      clock.advance(24 * 60 * minute);
      expect(await sender.sendDue()).toBe(0);
    } finally {
      await sender.close();
    }
    expect(smtp.received).toHaveLength(1);
  });

  test('when every try fails for 24 hours, then the email is given up on and logged as failed', async () => {
    await db.repos.emailOutbox.enqueue([email('dawud@example.test')]);
    const { logger, lines } = recordingLogger();
    let tries = 0;
    const broken: MailTransport = {
      description: 'nowhere',
      send: () => {
        tries += 1;
        return Promise.reject(new Error('connect ECONNREFUSED'));
      },
      close: () => Promise.resolve(),
    };
    const sender = startOutboxSender({ outbox: db.repos.emailOutbox, transport: broken, logger, now: clock.now });
    try {
      for (let hour = 0; hour < 30; hour += 1) {
        await sender.sendDue();
        clock.advance(60 * minute);
      }
    } finally {
      await sender.close();
    }
    const [row] = await rowsTo('dawud@example.test');
    expect(row).toMatchObject({ status: 'failed', lastError: 'connect ECONNREFUSED' });
    expect(row?.attempts).toBe(tries);
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'email given up on: not sent within 24 hours' });
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  test('when two senders on one database look at once, then no email is sent twice', async () => {
    const addresses = Array.from({ length: 24 }, (_, index) => `family${index}@example.test`);
    await db.repos.emailOutbox.enqueue(addresses.map((address) => email(address)));
    // The second sender has its own connection, as a second instance of the service would.
    const second = createDatabase({ url: testDb.url, logging: false, now: clock.now });
    const senders = [db, second].map((database) =>
      startOutboxSender({
        outbox: database.repos.emailOutbox,
        transport: smtpTransport(),
        batchSize: 5,
        intervalMs: 60 * minute,
        now: clock.now,
      }),
    );
    try {
      const counts = await Promise.all(senders.map((sender) => sender.sendDue()));
      expect(counts[0]! + counts[1]!).toBe(addresses.length);
    } finally {
      await Promise.all(senders.map((sender) => sender.close()));
      await second.close();
    }
    const recipients = smtp.received.flatMap((message) => message.to).sort();
    expect(recipients).toEqual([...addresses].sort());
  });

  test('when an email is written and the sender nudged, then it is sent without waiting for the next tick', async () => {
    const sender = startOutboxSender({
      outbox: db.repos.emailOutbox,
      transport: smtpTransport(),
      intervalMs: 60 * minute,
      now: clock.now,
    });
    try {
      await db.repos.emailOutbox.enqueue([email('elias@example.test')]);
      sender.nudge();
      await eventually(() => smtp.received.length === 1);
    } finally {
      await sender.close();
    }
    const [row] = await rowsTo('elias@example.test');
    expect(row?.status).toBe('sent');
  });
});

describe('the .eml transport', () => {
  let folder: string;
  beforeEach(() => {
    folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'ym-outbox-')), 'outbox');
  });
  afterEach(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

  const row = (id: number, to: string, kind: string): OutboxEmailRecord => {
    const composed = email(to, kind);
    return {
      id,
      dedupeKey: null,
      toAddress: to,
      language: composed.language,
      kind,
      subject: composed.subject,
      textBody: composed.text,
      htmlBody: composed.html,
      headers: JSON.stringify(composed.headers),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date('2026-05-01T08:00:00Z'),
      claimedUntil: null,
      sentAt: null,
      lastError: null,
      createdAt: new Date('2026-05-01T08:00:00Z'),
    };
  };

  test('when emails are written, then each is an RFC 822 file named by time that mailparser reads whole', async () => {
    const clock = createTestClock('2026-05-01T08:00:00Z');
    const transport = createFileTransport({ folder, from, now: clock.now });
    await transport.send(row(10, 'fatima@example.test', 'reset-password'));
    clock.advance();
    await transport.send(row(9, 'fatima@example.test', 'receipt'));
    await transport.close();

    const files = readdirSync(folder);
    expect(files).toEqual([
      '2026-05-01T08-00-00.000Z-00000010-reset-password.eml',
      '2026-05-01T08-00-01.000Z-00000009-receipt.eml',
    ]);
    const parsed = await simpleParser(readFileSync(path.join(folder, files[0]!)));
    expect(parsed.headers.get('x-young-minds-kind')).toBe('reset-password');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : null).toBe('fatima@example.test');
    expect(parsed.subject).toBe('A note for fatima@example.test');
    expect(parsed.html).toContain('Assalamu alaikum, this is a test.');
    expect(parsed.text).toContain('Assalamu alaikum, this is a test.');
    expect(parsed.messageId).toBe('<outbox-10-1777622400000@youngminds.example>');
  });

  test("when a family's mail is removed, then only the files to its addresses go", async () => {
    const transport = createFileTransport({ folder, from });
    await transport.send(row(1, 'gone@example.test', 'receipt'));
    await transport.send(row(2, 'stays@example.test', 'receipt'));
    await transport.send(row(3, 'Gone@Example.test', 'weekly-note'));
    expect(await removeOutboxFilesTo(folder, ['GONE@example.test'])).toBe(2);
    expect(readdirSync(folder)).toHaveLength(1);
    expect(readdirSync(folder)[0]).toContain('-00000002-');
    expect(await removeOutboxFilesTo(path.join(folder, 'missing'), ['gone@example.test'])).toBe(0);
  });
});

describe('parseSmtpUrl', () => {
  test('when SMTP_URL is well formed, then its host, port, TLS mode and decoded log-in are read', () => {
    expect(parseSmtpUrl('smtp://user%40example.com:p%3Ass@mail.example.com:2525')).toEqual({
      host: 'mail.example.com',
      port: 2525,
      secure: false,
      user: 'user@example.com',
      password: 'p:ss',
    });
    expect(parseSmtpUrl('smtps://relay.example.com')).toEqual({ host: 'relay.example.com', port: 465, secure: true });
    expect(parseSmtpUrl('smtp://relay.example.com')).toMatchObject({ port: 587, secure: false });
  });

  test('when SMTP_URL is not usable, then the error says why and never repeats the password', () => {
    for (const [url, reason] of [
      ['not a url', /is not a URL/],
      ['https://user:secret@relay.example.com', /must start with smtp:\/\/ or smtps:\/\//],
      ['smtp://:secret@relay.example.com', /password but no user/],
      ['smtp://user:%E0%A4%A@relay.example.com', /percent-encoding/],
    ] as const) {
      expect(() => parseSmtpUrl(url)).toThrow(reason);
      try {
        parseSmtpUrl(url);
      } catch (error) {
        expect((error as Error).message).not.toContain('secret');
      }
    }
  });
});
