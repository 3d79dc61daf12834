import { minPasswordLength } from '@young-minds/contracts';
import type { Database, UserRecord } from '@young-minds/db';
import { hashPassword } from '../passwords';
import type { SetupCodeFile } from './setup-code';

export const defaultAdminEmail = 'admin@youngminds.local';

export interface BootstrapAdminOptions {
  db: Database;
  /** ADMIN_EMAIL: the email of the admin created on the very first start (ignored once any admin exists). */
  adminEmail: string;
  /** ADMIN_PASSWORD: sets the first password unattended (no setup code then). */
  adminPassword?: string;
  setupCode: SetupCodeFile;
}

export type BootstrapAdminResult =
  | { admin: UserRecord; created: boolean; state: 'password-set' }
  | { admin: UserRecord; created: boolean; state: 'password-from-env' }
  | { admin: UserRecord; created: boolean; state: 'awaiting-setup-code'; setupCodePath: string };

/** ADMIN_EMAIL / ADMIN_PASSWORD from the environment, checked. */
export function adminSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): {
  adminEmail: string;
  adminPassword?: string;
} {
  const adminEmail = (env.ADMIN_EMAIL?.trim() || defaultAdminEmail).toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < minPasswordLength) {
    throw new Error(`ADMIN_PASSWORD must be at least ${minPasswordLength} characters.`);
  }
  return { adminEmail, adminPassword };
}

/**
 * Runs at every start of the auth service. Creates the admin only when no admin account exists at all, then:
 * an admin still without a password gets ADMIN_PASSWORD when it is set, else a setup code on disk (the one
 * /set-password asks for; kept across restarts, made again if deleted); once every admin has a password the
 * code file is removed.
 */
export async function bootstrapAdmin(options: BootstrapAdminOptions): Promise<BootstrapAdminResult> {
  const { db, adminEmail, adminPassword, setupCode } = options;
  const users = db.repos.users;
  const { user, created } = await users.ensureFirstAdmin(adminEmail, 'Administrator');
  if (user.role !== 'admin') {
    throw new Error(`ADMIN_EMAIL (${adminEmail}) belongs to a ${user.role} account: set ADMIN_EMAIL to another email.`);
  }

  const waiting = await users.adminAwaitingPassword();
  if (!waiting) {
    await setupCode.remove();
    return { admin: user, created, state: 'password-set' };
  }
  if (adminPassword !== undefined) {
    await users.setFirstPassword(waiting.id, await hashPassword(adminPassword));
    await setupCode.remove();
    return { admin: (await users.findById(waiting.id)) ?? waiting, created, state: 'password-from-env' };
  }
  await setupCode.ensure();
  return { admin: waiting, created, state: 'awaiting-setup-code', setupCodePath: setupCode.path };
}
