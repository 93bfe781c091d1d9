import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/test-app.ts';
import { ensureFirstAdmin } from './bootstrap-admin.ts';

// The first admin at start (bootstrap.ts): made once when there is none, never again.

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

describe('first admin', () => {
  it('creates a role 1 admin with a generated password shown once, then does nothing', async () => {
    const lines: string[] = [];
    await ensureFirstAdmin(t.database.db, { email: 'Owner@Example.in' }, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const password = /with password (\S+) /.exec(lines[0] ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'owner@example.in', password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ role: 1 });

    await ensureFirstAdmin(t.database.db, { email: 'second@example.in', password: 'x'.repeat(20) }, (line) =>
      lines.push(line),
    );
    expect(lines).toHaveLength(1);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'second@example.in', password: 'x'.repeat(20) },
    });
    expect(second.statusCode).toBe(401);
  });
});
