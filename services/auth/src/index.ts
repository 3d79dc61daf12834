import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { resolveGatewaySecret, serviceConfig, sessionTokens, startServer } from '@young-minds/service-kit';
import { buildAuthApp } from './app';

export const defaultAdminEmail = 'admin@youngminds.local';

async function main(): Promise<void> {
  const config = serviceConfig('auth');
  const db = createDatabase({ url: databaseUrlFromEnv(process.env, config.dataDir) });
  if (process.env.SKIP_MIGRATIONS !== '1') await db.migrate();

  const adminEmail = (process.env.ADMIN_EMAIL?.trim() || defaultAdminEmail).toLowerCase();
  const { user: admin, created } = await db.repos.users.ensureAdmin(adminEmail, 'Administrator');
  if (created || admin.passwordHash === null) {
    console.log(`Bootstrap admin: ${adminEmail} has no password yet. Set it at /set-password.`);
  }

  const tokens = await sessionTokens(config);

  // The caller's address is the gateway's, vouched for by the shared secret; a direct caller gets its socket's.
  const gatewaySecret = await resolveGatewaySecret(config.dataDir);
  const app = buildAuthApp({ db, tokens, gatewaySecret });
  await startServer(app, config.port, { host: config.host, onClose: () => db.close() });
}

main().catch((err: unknown) => {
  console.error('The auth service could not start:', err);
  process.exit(1);
});
