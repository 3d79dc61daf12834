import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { testModeProvider } from '@young-minds/payments';
import { serviceConfig, sessionTokens, startServer } from '@young-minds/service-kit';
import { buildSubscriptionsApp } from './app';


async function main(): Promise<void> {
  const config = serviceConfig('subscriptions');
  const db = createDatabase({ url: databaseUrlFromEnv(process.env, config.dataDir) });
  if (process.env.SKIP_MIGRATIONS !== '1') await db.migrate();

  const tokens = await sessionTokens(config);

  // The only provider so far; a real processor would be chosen here (and in the auth service's app options).
  const payments = testModeProvider;
  console.log(`Payments: the ${payments.name} provider — no card data is taken and no money moves.`);

  // Behind the gateway (which `pnpm start` says with TRUST_GATEWAY=1) the caller's address is the one the gateway
  // forwards; a service reachable directly must not believe a client's X-Forwarded-For.
  const app = buildSubscriptionsApp({ db, tokens, payments, trustProxy: process.env.TRUST_GATEWAY === '1' });
  await startServer(app, config.port, { host: config.host, onClose: () => db.close() });
}

main().catch((err: unknown) => {
  console.error('The subscriptions service could not start:', err);
  process.exit(1);
});
