import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { testModeProvider } from '@young-minds/payments';
import {
  createLogger,
  createPrincipalCache,
  redisPrefix,
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
  const databaseUrl = databaseUrlFromEnv(process.env, config.dataDir);
  const db = createDatabase({ url: databaseUrl });
  if (process.env.SKIP_MIGRATIONS !== '1') await db.migrate();

  const tokens = await sessionTokens(config);

  // The only provider so far; a real processor would be chosen here (and in the auth service's app options).
  const payments = testModeProvider;
  console.log(`Payments: the ${payments.name} provider — no card data is taken and no money moves.`);

  // The caller's address is the gateway's, vouched for by the shared secret; a direct caller gets its socket's.
  const gatewaySecret = await resolveGatewaySecret(config.dataDir);
  const appUrl = appUrlFromEnv(process.env);
  // REDIS_URL: a plan switched off here reaches the content processes' session caches at once (the channel of
  // every service's cache, under this installation's prefix); without it, within their cache's 2 s.
  const principalCache = createPrincipalCache({
    redisUrl: process.env.REDIS_URL,
    channel: `${redisPrefix(process.env, databaseUrl)}:principals-changed`,
  });
  if (!(await principalCache.ready())) {
    console.warn('REDIS_URL did not answer: other processes see a plan switched off within their cache (2 s).');
  }
  const app = buildSubscriptionsApp({ db, tokens, payments, gatewaySecret, appUrl, principalCache });
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
      await principalCache.close();
      await db.close();
    },
  });
}

main().catch((err: unknown) => {
  console.error('The subscriptions service could not start:', err);
  process.exit(1);
});
