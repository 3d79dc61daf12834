/**
 * Run by server.test.ts in a child process: a kit app with a slow raw route, started with signal handling,
 * so the test can send a real SIGTERM. Prints the URL, 'slow request started' once a request is being served (the
 * test's cue to send the signal), then 'database closed' from onClose.
 */
import { createServiceApp } from '../app';
import { startServer } from '../server';

const kit = createServiceApp({ service: 'auth', checkDatabase: async () => undefined });
kit.router.get('/slow', async (ctx) => {
  process.stdout.write('slow request started\n');
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_MS ?? 400)));
  ctx.body = { slow: true };
});

startServer(kit.app, 0, {
  onClose: () => {
    process.stdout.write('database closed\n');
  },
}).then(
  ({ url }) => process.stdout.write(`${url}\n`),
  (err: unknown) => {
    // The test waits for the URL: say why it will never come, and exit.
    process.stderr.write(`${String(err)}\n`);
    process.exit(1);
  },
);
