import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { hashPassword } from './admin-auth.service.ts';
import { countAdmins, insertAdminIfAbsent } from './admin-auth.repository.ts';

/**
 * The first admin (role 1) at start when there is none: from ADMIN_EMAIL / ADMIN_PASSWORD, else a
 * generated password printed once to the console (never to the logs, never stored in clear).
 */
export async function ensureFirstAdmin(
  db: Database,
  config: { email?: string; password?: string },
  print: (line: string) => void,
): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const email = (config.email ?? 'admin@credilink.in').toLowerCase();
  const password = config.password ?? randomBytes(12).toString('base64url');
  await insertAdminIfAbsent(db, {
    email,
    username: 'Administrator',
    role: 1,
    passwordHash: await hashPassword(password),
  });
  if (!config.password) {
    print(`First admin created: ${email} with password ${password} (shown once; change it after signing in)`);
  }
}
