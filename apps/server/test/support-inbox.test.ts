import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, helpRequests } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';
import { signInAdmin } from './support/admin.ts';
import { signInPartner } from './support/partner.ts';

// Issue 15: partner tickets and Help requests reach an admin inbox; answers go back to the partner's
// portal (and to the person by email for a Help request); status changes are recorded.

const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false' });
const vakrangee = await signInPartner(t, 'vakrangee');
const fastpay = await signInPartner(t, 'fastpay');
const support = await signInAdmin(t, 3);
const root = await signInAdmin(t, 1);
const operations = await signInAdmin(t, 2);
afterAll(async () => {
  await t.close();
});

const THREADS = '/api/admin/support/threads';

async function raiseTicket(subject = 'Payout report missing') {
  const res = await vakrangee.post('/api/partner/tickets', {
    kind: 'tech_support',
    subject,
    message: 'The November payout report does not open.',
  });
  expect(res.statusCode).toBe(200);
  const { data }: { data: { reference: string; status: string } } = res.json();
  return data;
}

describe('partner ticket round trip', () => {
  it('a ticket gets a reference, shows in the inbox, is answered, and the partner sees the answer', async () => {
    const ticket = await raiseTicket();
    expect(ticket.reference).toMatch(/^TKT-[0-9A-Z]{8}$/);
    expect(ticket).not.toHaveProperty('id');

    const list = await support.get(`${THREADS}?type=partner_ticket&status=open`);
    expect(list.statusCode).toBe(200);
    const rows: { reference: string; from: string; status: string }[] = list.json().data.rows;
    expect(rows.find((r) => r.reference === ticket.reference)).toMatchObject({
      from: expect.stringMatching(/vakrangee/i),
      status: 'open',
    });

    const reply = await support.post(`${THREADS}/${ticket.reference}/replies`, {
      message: 'Fixed: please download it again.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ delivered: null });

    const seen = await vakrangee.get(`/api/partner/tickets/${ticket.reference}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      reference: ticket.reference,
      status: 'answered',
      replies: [{ author: 'admin', authorName: null, message: 'Fixed: please download it again.' }],
    });

    const back = await vakrangee.post(`/api/partner/tickets/${ticket.reference}/replies`, {
      message: 'Thanks, it works now.',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.status).toBe('open');
    const thread = await support.get(`${THREADS}/${ticket.reference}`);
    expect(thread.json().data.replies.map((r: { author: string }) => r.author)).toEqual(['admin', 'partner']);
  });

  it('assigns, changes status and records each change in the audit log', async () => {
    const ticket = await raiseTicket('Assign me');
    const assign = await support.post(`${THREADS}/${ticket.reference}`, { assigneeAdminId: support.adminId });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().data).toMatchObject({ assigneeAdminId: support.adminId, status: 'open' });
    const mine = await support.get(`${THREADS}?assignee=${String(support.adminId)}`);
    expect(mine.json().data.rows.map((r: { reference: string }) => r.reference)).toContain(ticket.reference);
    const none = await support.get(`${THREADS}?assignee=none&type=partner_ticket`);
    expect(none.json().data.rows.map((r: { reference: string }) => r.reference)).not.toContain(
      ticket.reference,
    );

    const progress = await support.post(`${THREADS}/${ticket.reference}`, { status: 'in_progress' });
    expect(progress.json().data.status).toBe('in_progress');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ticket.reference))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'support.status',
      actorType: 'admin',
      actorId: support.adminId,
      before: { status: 'open' },
      after: { status: 'in_progress' },
    });
  });

  it('refuses an admin reply on a closed ticket; a partner reply reopens it', async () => {
    const ticket = await raiseTicket('Close me');
    expect((await support.post(`${THREADS}/${ticket.reference}`, { status: 'closed' })).statusCode).toBe(200);
    const refused = await support.post(`${THREADS}/${ticket.reference}/replies`, { message: 'Late answer' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/closed/i);
    const thread = await support.get(`${THREADS}/${ticket.reference}`);
    expect(thread.json().data).toMatchObject({ status: 'closed', replies: [] });

    const reopened = await vakrangee.post(`/api/partner/tickets/${ticket.reference}/replies`, {
      message: 'Still broken for me.',
    });
    expect(reopened.json().data.status).toBe('open');
  });

  it("never shows or takes another partner's ticket", async () => {
    const ticket = await raiseTicket('Private');
    expect((await fastpay.get(`/api/partner/tickets/${ticket.reference}`)).statusCode).toBe(404);
    const res = await fastpay.post(`/api/partner/tickets/${ticket.reference}/replies`, { message: 'Sneaky' });
    expect(res.statusCode).toBe(404);
    const list = await fastpay.get('/api/partner/tickets');
    expect(list.json().data.map((r: { reference: string }) => r.reference)).not.toContain(ticket.reference);
    const thread = await support.get(`${THREADS}/${ticket.reference}`);
    expect(thread.json().data.replies).toEqual([]);
  });

  it('refuses odd references, assignees and bodies with 400 and changes nothing', async () => {
    const ticket = await raiseTicket('Odd input');
    for (const bad of ['0x1', '1', '2147483648', 'true', 'TKT-1', 'TKT-ABCDEFG%21'])
      expect((await support.get(`${THREADS}/${bad}`)).statusCode, bad).toBe(400);
    expect((await support.get(`${THREADS}/TKT-ZZZZZZZZ`)).statusCode).toBe(404);
    for (const assigneeAdminId of ['0x1', 2 ** 31, true, 0, -1, 1.5])
      expect(
        (await support.post(`${THREADS}/${ticket.reference}`, { assigneeAdminId })).statusCode,
        String(assigneeAdminId),
      ).toBe(400);
    // An admin who may not open the inbox cannot hold a thread.
    const wrong = await support.post(`${THREADS}/${ticket.reference}`, {
      assigneeAdminId: operations.adminId,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await support.post(`${THREADS}/${ticket.reference}`, {})).statusCode).toBe(400);
    expect((await support.post(`${THREADS}/${ticket.reference}`, { status: 'done' })).statusCode).toBe(400);
    expect((await support.post(`${THREADS}/${ticket.reference}/replies`, { message: ' ' })).statusCode).toBe(
      400,
    );
    for (const query of [
      'assignee=0x1',
      'assignee=true',
      'page=0',
      'from=2026-11-30&to=2026-11-01',
      'status=x',
    ])
      expect((await support.get(`${THREADS}?${query}`)).statusCode, query).toBe(400);
    const thread = await support.get(`${THREADS}/${ticket.reference}`);
    expect(thread.json().data).toMatchObject({ status: 'open', assigneeAdminId: null, replies: [] });
  });

  it('is open to roles 1 and 3 only', async () => {
    expect((await root.get(THREADS)).statusCode).toBe(200);
    expect((await operations.get(THREADS)).statusCode).toBe(403);
    expect((await vakrangee.get(THREADS)).statusCode).toBe(401);
  });
});

describe('customer Help requests in the inbox', () => {
  it('are listed by reference, answered by email to the person, then closed', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/help-request',
      payload: {
        name: 'Asha Verma',
        email: 'asha.help@example.in',
        phone: '9876543210',
        description: 'I cannot see my offers after signing in.',
      },
    });
    expect(sent.statusCode).toBe(200);
    const reference: string = sent.json().reference;
    expect(reference).toMatch(/^HLP-[0-9A-Z]{8}$/);

    const list = await support.get(`${THREADS}?type=help_request`);
    expect(list.json().data.rows[0]).toMatchObject({ reference, type: 'help_request', from: 'Asha Verma' });
    const thread = await support.get(`${THREADS}/${reference}`);
    expect(thread.json().data.contact).toEqual({ email: 'asha.help@example.in', phone: '9876543210' });

    const before = t.messages.length;
    const reply = await support.post(`${THREADS}/${reference}/replies`, {
      message: 'Please choose a product first; offers follow.',
    });
    expect(reply.json().data).toEqual({ delivered: true });
    const email = t.messages.slice(before).find((m) => m.to === 'asha.help@example.in');
    expect(email).toMatchObject({ channel: 'email' });
    expect(email?.subject).toContain(reference);
    expect(email?.text).toContain('Please choose a product first; offers follow.');

    const closed = await support.post(`${THREADS}/${reference}`, { status: 'closed' });
    expect(closed.json().data.status).toBe('closed');
    const [row] = await t.database.db
      .select()
      .from(helpRequests)
      .where(eq(helpRequests.reference, reference));
    expect(row?.status).toBe('closed');
  });

  it('filters by IST day of opening', async () => {
    const ticket = await raiseTicket('Dated');
    await t.database.db
      .update(helpRequests)
      .set({ createdAt: new Date('2026-01-10T19:00:00Z') }) // 11 Jan 00:30 IST
      .where(
        eq(
          helpRequests.reference,
          (await support.get(`${THREADS}?type=help_request`)).json().data.rows[0].reference,
        ),
      );
    const day = await support.get(`${THREADS}?from=2026-01-11&to=2026-01-11`);
    expect(day.json().data.total).toBe(1);
    expect(day.json().data.rows[0].type).toBe('help_request');
    const dayBefore = await support.get(`${THREADS}?from=2026-01-10&to=2026-01-10`);
    expect(dayBefore.json().data.total).toBe(0);
    expect(ticket.reference).toBeTruthy();
  });
});
