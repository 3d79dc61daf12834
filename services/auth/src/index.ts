import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import {
  createPrincipalCache,
  createRateLimitStore,
  redisPrefix,
  resolveGatewaySecret,
  serviceConfig,
  sessionTokens,
  startServer,
} from '@young-minds/service-kit';
import { buildAuthApp, rateLimitsFromEnv } from './app';
import { adminSettingsFromEnv, bootstrapAdmin } from './bootstrap/admin';
import { setupCodeFile } from './bootstrap/setup-code';

export { defaultAdminEmail } from './bootstrap/admin';

async function main(): Promise<void> {
  const config = serviceConfig('auth');
  const limits = rateLimitsFromEnv(process.env);
  const databaseUrl = databaseUrlFromEnv(process.env, config.dataDir);
  // Every Redis key and channel of this installation starts with it (REDIS_PREFIX, else from the database).
  const prefix = redisPrefix(process.env, databaseUrl);
  const db = createDatabase({ url: databaseUrl });
  if (process.env.SKIP_MIGRATIONS !== '1') await db.migrate();

  const setupCode = setupCodeFile(config.dataDir);
  const bootstrap = await bootstrapAdmin({ db, setupCode, ...adminSettingsFromEnv(process.env) });
  if (bootstrap.state === 'awaiting-setup-code') {
    // The code itself stays out of the logs: the start command reads it from the file and prints it.
    console.log(
      `Bootstrap admin: ${bootstrap.admin.email} has no password yet. Set it at /set-password with the setup code in ${bootstrap.setupCodePath}.`,
    );
  } else if (bootstrap.state === 'password-from-env') {
    console.log(`Bootstrap admin: ${bootstrap.admin.email} got its first password from ADMIN_PASSWORD.`);
  }

  // REDIS_URL: limits shared by every auth process; unset: in memory. Waits briefly for Redis, never fails on it.
  const rateLimitStore = createRateLimitStore({ redisUrl: process.env.REDIS_URL, keyPrefix: `${prefix}:auth` });
  if (rateLimitStore.kind === 'redis' && !(await rateLimitStore.ready())) {
    console.warn('REDIS_URL did not answer: rate limits are kept in memory until it does.');
  }

  const tokens = await sessionTokens(config);

  // The caller's address is the gateway's, vouched for by the shared secret; a direct caller gets its socket's.
  const gatewaySecret = await resolveGatewaySecret(config.dataDir);
  // REDIS_URL: every session this process ends is announced to the other processes' caches at once.
  const principalCache = createPrincipalCache({
    redisUrl: process.env.REDIS_URL,
    channel: `${prefix}:principals-changed`,
  });
  if (!(await principalCache.ready())) {
    console.warn('REDIS_URL did not answer: other processes see ended sessions when their cache expires (2 s).');
  }
  const app = buildAuthApp({ db, tokens, limits, rateLimitStore, setupCode, gatewaySecret, principalCache });
  await startServer(app, config.port, {
    host: config.host,
    onClose: async () => {
      await rateLimitStore.close();
      await principalCache.close();
      await db.close();
    },
  });
}

main().catch((err: unknown) => {
  console.error('The auth service could not start:', err);
  process.exit(1);
});
