import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { testModeProvider } from '@young-minds/payments';
import {
  createLogger,
  resolveGatewaySecret,
  serviceConfig,
  sessionTokens,
  startServer,
} from '@young-minds/service-kit';
import { appUrlFromEnv } from '@young-minds/mail';
import { buildSubscriptionsApp } from './app';
import { createRenewalReminders } from './emails/reminders';

async function main(): Promise<void> {
  const config = serviceConfig('subscriptions');
  const db = createDatabase({ url: databaseUrlFromEnv(process.env, config.dataDir) });
  if (process.env.SKIP_MIGRATIONS !== '1') await db.migrate();

  const tokens = await sessionTokens(config);

  // The only provider so far; a real processor would be chosen here (and in the auth service's app options).
  const payments = testModeProvider;
  console.log(`Payments: the ${payments.name} provider — no card data is taken and no money moves.`);

  // The caller's address is the gateway's, vouched for by the shared secret; a direct caller gets its socket's.
  const gatewaySecret = await resolveGatewaySecret(config.dataDir);
  const appUrl = appUrlFromEnv(process.env);
  const app = buildSubscriptionsApp({ db, tokens, payments, gatewaySecret, appUrl });
  // The reminders a week before a plan ends: hourly, written once each however many instances run.
  const reminders = createRenewalReminders({
    repos: db.serviceRepos.subscriptions,
    appUrl,
    now: () => new Date(),
    log: createLogger({ service: 'subscriptions' }),
  });
  const intervalMs = Number(process.env.RENEWAL_REMINDER_INTERVAL_MS) || 3_600_000;
  const stopReminders = reminders.start(intervalMs);
  await startServer(app, config.port, {
    host: config.host,
    onClose: async () => {
      stopReminders();
      await db.close();
    },
  });
}

main().catch((err: unknown) => {
  console.error('The subscriptions service could not start:', err);
  process.exit(1);
});
