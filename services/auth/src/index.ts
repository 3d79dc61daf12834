import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import { serviceConfig, sessionTokens, startServer } from '@young-minds/service-kit';
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

  // Behind the gateway (which `pnpm start` says with TRUST_GATEWAY=1) the caller's address is the one the gateway
  // forwards; a service reachable directly must not believe a client's X-Forwarded-For.
  const app = buildAuthApp({ db, tokens, trustProxy: process.env.TRUST_GATEWAY === '1' });
  await startServer(app, config.port, { host: config.host, onClose: () => db.close() });
}

main().catch((err: unknown) => {
  console.error('The auth service could not start:', err);
  process.exit(1);
});
