import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { testModeProvider } from '@young-minds/payments';
import { resolveGatewaySecret, serviceConfig, sessionTokens, startServer } from '@young-minds/service-kit';
import { buildSubscriptionsApp } from './app';

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
  const app = buildSubscriptionsApp({ db, tokens, payments, gatewaySecret });
  await startServer(app, config.port, { host: config.host, onClose: () => db.close() });
}

main().catch((err: unknown) => {
  console.error('The subscriptions service could not start:', err);
  process.exit(1);
});
