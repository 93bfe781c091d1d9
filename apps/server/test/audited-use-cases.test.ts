import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';
import { signInAdmin } from './support/admin.ts';
import { signInPartner } from './support/partner.ts';
import { cookieHeader, cookieValue } from './support/customer.ts';

// issue 14: these audit entries are written by service use cases (they used to be written in
// route handlers); each change still leaves its entry, with who made it and what changed.

const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false' });
const owner = await signInPartner(t, 'vakrangee');
afterAll(async () => {
  await t.close();
});

async function lastEntry(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('partner changes are audited by their use cases', () => {
  it('records an API key created and revoked, by the partner user, never the key itself', async () => {
    const created = await owner.post('/api/partner/api-keys', { name: 'Audit CRM' });
    expect(created.statusCode).toBe(200);
    const { data, key }: { data: { id: number; prefix: string }; key: string } = created.json();
    const create = await lastEntry('partner_api_key.create');
    expect(create).toMatchObject({
      actorType: 'partner',
      entity: 'partner_api_key',
      entityId: String(data.id),
      after: { name: 'Audit CRM', prefix: data.prefix },
    });
    expect(JSON.stringify(create)).not.toContain(key);

    expect((await owner.post(`/api/partner/api-keys/${String(data.id)}`)).statusCode).toBe(200);
    expect(await lastEntry('partner_api_key.revoke')).toMatchObject({
      actorType: 'partner',
      entityId: String(data.id),
    });
  });

  it('records a contact change with the settings before and after', async () => {
    const res = await owner.post('/api/partner/settings', {
      contact_name: 'Audit Person',
      contact_email: 'audit.person@example.in',
      contact_phone: '9876501234',
    });
    expect(res.statusCode).toBe(200);
    const entry = await lastEntry('partner.settings');
    expect(entry).toMatchObject({
      actorType: 'partner',
      entity: 'partner',
      entityId: String(owner.partnerId),
      after: { contact_name: 'Audit Person', contact_email: 'audit.person@example.in' },
    });
    expect(entry?.before).toHaveProperty('contact_name');
  });
});

describe('a masquerade is audited at start and exit', () => {
  it('records the admin starting it and the partner user it ended as', async () => {
    const root = await signInAdmin(t, 1);
    const start = await root.post('/api/admin/masquerade', { partnerId: owner.partnerId });
    expect(start.statusCode).toBe(200);
    const started = await lastEntry('masquerade.start');
    expect(started).toMatchObject({
      actorType: 'admin',
      actorId: root.adminId,
      entity: 'partner',
      entityId: String(owner.partnerId),
    });
    const { partnerUserId } = z.object({ partnerUserId: z.number().int() }).parse(started?.after);

    const exit = await t.app.inject({
      method: 'POST',
      url: '/api/partner/masquerade/exit',
      headers: { cookie: cookieHeader(start), 'x-csrf-token': cookieValue(start, 'cl_csrf') },
    });
    expect(exit.statusCode).toBe(200);
    expect(await lastEntry('masquerade.exit')).toMatchObject({
      actorType: 'partner',
      masqueradeAdminId: root.adminId,
      entity: 'partner_user',
      entityId: String(partnerUserId),
      before: { adminId: root.adminId },
    });
  });
});
