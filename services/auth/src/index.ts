import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { SmtpUrlError, outboxFolder, startOutboxSender, transportFromEnv } from '@young-minds/mail';
import {
  createPrincipalCache,
  createRateLimitStore,
  loggerOf,
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
  // SMTP_URL: a relay; without it each email is an .eml file in DATA_DIR/outbox. A bad SMTP_URL stops the start.
  const mailTransport = transportFromEnv(process.env, config.dataDir);
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
  const app = buildAuthApp({
    db,
    tokens,
    limits,
    rateLimitStore,
    setupCode,
    gatewaySecret,
    principalCache,
    outboxFolder: outboxFolder(config.dataDir),
  });
  // The outbox sender (issue 34): every auth instance runs one; their leases keep them from sending a row twice.
  const logger = loggerOf(app);
  const mailSender = startOutboxSender({
    outbox: db.serviceRepos.auth.emailOutbox,
    transport: mailTransport,
    ...(logger ? { logger: logger.child({ component: 'outbox' }) } : {}),
  });
  console.log(`Emails: ${process.env.SMTP_URL?.trim() ? 'sent through' : 'written to'} ${mailTransport.description}`);
  await startServer(app, config.port, {
    host: config.host,
    onClose: async () => {
      await mailSender.close();
      await rateLimitStore.close();
      await principalCache.close();
      await db.close();
    },
  });
}

main().catch((err: unknown) => {
  // A bad SMTP_URL: its sentence alone (never the URL, which may hold a password).
  console.error('The auth service could not start:', err instanceof SmtpUrlError ? err.message : err);
  process.exit(1);
});
