// A real SMTP server in the test process (smtp-server), on a free port, that can be stopped and started again on
// the same port: what the sender's tests deliver to.
import { createServer } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

interface ReceivedMessage {
  raw: Buffer;
  /** The envelope's recipients. */
  to: string[];
  /** Whether the connection was encrypted (STARTTLS) when the message came. */
  secure: boolean;
  /** The user the client logged in as, if any. */
  user: string | undefined;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMessage[];
  /** Stops listening (the port stays this server's to start again on). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No free port.');
  return address.port;
}

/**
 * Starts an SMTP server that offers STARTTLS (its built-in self-signed certificate) and accepts the log-in
 * `credentials` when given (any client otherwise).
 */
export async function startTestSmtpServer(credentials?: { user: string; password: string }): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMessage[] = [];
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      authOptional: credentials === undefined,
      logger: false,
      closeTimeout: 1000,
      onAuth(auth, _session, callback) {
        if (credentials && auth.username === credentials.user && auth.password === credentials.password) {
          callback(null, { user: auth.username });
        } else callback(new Error('Invalid username or password'));
      },
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            raw: Buffer.concat(chunks),
            to: session.envelope.rcptTo.map((address) => address.address),
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        });
      },
    });

  const start = async () => {
    const next = make();
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
  };
  await start();

  return {
    port,
    received,
    start,
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
