import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/index.ts';
import { hashPassword } from './admin-auth.service.ts';

/**
 * The first admin (role 1) at start when there is none: from ADMIN_EMAIL / ADMIN_PASSWORD, else a
 * generated password printed once to the console (never to the logs, never stored in clear).
 */
export async function ensureFirstAdmin(
  db: Database,
  config: { email?: string; password?: string },
  print: (line: string) => void,
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(adminUsers);
  if ((existing?.n ?? 0) > 0) return;
  const email = (config.email ?? 'admin@credilink.in').toLowerCase();
  const password = config.password ?? randomBytes(12).toString('base64url');
  await db
    .insert(adminUsers)
    .values({ email, username: 'Administrator', role: 1, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  if (!config.password) {
    print(`First admin created: ${email} with password ${password} (shown once; change it after signing in)`);
  }
}
