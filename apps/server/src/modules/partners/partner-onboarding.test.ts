import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { validationMessages } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { ageCodes, cookieHeader, cookieValue } from '../../../test/support/customer.ts';
import { partnerOtpSignIn } from '../../../test/support/partner.ts';
import { auditLog, partnerHosts, partnerUsers, partners, sessions } from '../../db/schema/index.ts';

// Issue 15: onboarding a partner and its portal users; every save whole or not at all.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t, 1);
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const onboard = (payload: object) => send('POST', '/api/admin/partners/onboard', payload);

/** Every row onboarding may write, to show a refusal wrote none of them. */
const snapshot = async () => {
  const db = t.database.db;
  const n = async (table: typeof partners | typeof partnerHosts | typeof partnerUsers | typeof auditLog) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    partners: await n(partners),
    hosts: await n(partnerHosts),
    users: await n(partnerUsers),
    audit: await n(auditLog),
  };
};

const valid = {
  key: 'sahyog',
  display_name: 'Sahyog Finserv',
  hosts: ['loans.sahyog.example.in'],
  revenue_percent: 1.75,
  revenue_flat_fee: 40,
  owner: { name: 'Meera Joshi', mobile: '9012345601' },
};

const session = (res: Awaited<ReturnType<typeof partnerOtpSignIn>>) => ({
  cookie: cookieHeader(res),
  'x-csrf-token': cookieValue(res, 'cl_csrf'),
});

describe('partner onboarding (issue 15)', () => {
  it('creates the partner with its hosts, terms and owner, who can then sign in to the portal', async () => {
    // Asked before it exists, the name shows the default brand (and that answer is cached).
    const brandName = async () =>
      (await t.app.inject({ url: '/api/get-partner-by-name/sahyog' })).json().data.name;
    expect(await brandName()).toBe('cl');
    const res = await onboard(valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      key: 'sahyog',
      displayName: 'Sahyog Finserv',
      hosts: ['loans.sahyog.example.in'],
      revenue_percent: 1.75,
      revenue_flat_fee: 40,
    });
    expect(body.users).toEqual([
      expect.objectContaining({ name: 'Meera Joshi', role: 'owner', disabled: false }),
    ]);
    const actions = (await t.database.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['partner.create', 'partner.rate', 'partner.hosts']));
    expect(await brandName()).toBe('sahyog');

    const signedIn = await partnerOtpSignIn(t, '9012345601');
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/partner/session', headers: session(signedIn) });
    expect(me.json().data).toMatchObject({ partnerKey: 'sahyog', partnerName: 'Sahyog Finserv' });
  });

  it.each([
    ['key', { key: 'vakrangee' }, validationMessages.en.partnerKeyTaken],
    ['hosts', { hosts: ['vakrangee.localhost'] }, validationMessages.en.hostTaken],
    [
      'owner.mobile',
      { owner: { name: 'X', mobile: '9800000001' } },
      validationMessages.en.partnerMobileTaken,
    ],
    ['key', { key: 'Bad Key!' }, validationMessages.en.partnerKeyInvalid],
    ['hosts.0', { hosts: ['https://x.in/'] }, validationMessages.en.hostInvalid],
    ['owner.mobile', { owner: { name: 'X', mobile: '12345' } }, validationMessages.en.phoneInvalid],
    ['revenue_percent', { revenue_percent: 101 }, validationMessages.en.percentRange],
    ['revenue_percent', { revenue_percent: '0x1' }, validationMessages.en.percentRange],
    ['revenue_flat_fee', { revenue_flat_fee: true }, validationMessages.en.positiveNumber],
    ['revenue_flat_fee', { revenue_flat_fee: 2 ** 31 }, undefined],
  ])('refuses a bad %s on its field and writes nothing', async (field, change, message) => {
    const before = await snapshot();
    const res = await onboard({
      ...valid,
      key: 'fresh-partner',
      hosts: [],
      owner: { name: 'Y', mobile: '9012345699' },
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    if (message) expect(res.json().fields[field]).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers every refused field at once, in Hindi when asked', async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/partners/onboard',
      headers: { ...admin.headers, 'accept-language': 'hi' },
      payload: {
        ...valid,
        key: 'vakrangee',
        hosts: ['vakrangee.localhost'],
        owner: { name: 'Z', mobile: '9800000001' },
      },
    });
    expect(res.json().fields).toEqual({
      key: validationMessages.hi.partnerKeyTaken,
      hosts: validationMessages.hi.hostTaken,
      'owner.mobile': validationMessages.hi.partnerMobileTaken,
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("a partner's users (issue 15)", () => {
  let partnerId: number;
  let ownerId: number;
  beforeAll(async () => {
    const res = await onboard({
      ...valid,
      key: 'dhanlaxmi',
      hosts: [],
      owner: { name: 'Owner One', mobile: '9012345611' },
    });
    partnerId = res.json().data.id;
    ownerId = res.json().users[0].id;
  });
  const users = (id: number | string = partnerId) => `/api/admin/partners/${String(id)}/users`;

  it('adds staff, refuses a mobile already in use, and lists them', async () => {
    const added = await send('POST', users(), { name: 'Staff One', mobile: '9012345612' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.map((u: { role: string }) => u.role)).toEqual(['owner', 'staff']);
    const before = await snapshot();
    const dup = await send('POST', users(), { name: 'Staff Two', mobile: '9012345612' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ mobile: validationMessages.en.partnerMobileTaken });
    expect(await snapshot()).toEqual(before);
    expect((await send('GET', users())).json().data).toHaveLength(2);
  });

  it('disables a staff user: signed out at once and refused at sign-in; enabling lets them back', async () => {
    const added = await send('POST', users(), { name: 'Staff Three', mobile: '9012345613' });
    const staff = added.json().data.find((u: { mobile: string }) => u.mobile === '9012345613');
    const signedIn = await partnerOtpSignIn(t, '9012345613');
    const headers = session(signedIn);
    expect((await t.app.inject({ url: '/api/partner/session', headers })).statusCode).toBe(200);

    const off = await send('PATCH', `${users()}/${String(staff.id)}`, { disabled: true });
    expect(off.json().data.find((u: { id: number }) => u.id === staff.id).disabled).toBe(true);
    expect((await t.app.inject({ url: '/api/partner/session', headers })).statusCode).toBe(401);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.subjectId, staff.id));
    expect(live.filter((s) => s.area === 'partner' && s.revokedAt === null)).toEqual([]);
    const codes = t.messages.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/partner/auth/otp/send',
      payload: { channel: 'mobile', value: '9012345613' },
    });
    expect(t.messages.length).toBe(codes);

    await send('PATCH', `${users()}/${String(staff.id)}`, { disabled: false });
    await ageCodes(t, '9012345613');
    expect((await partnerOtpSignIn(t, '9012345613')).statusCode).toBe(200);
  });

  it('never disables the owner, and refuses another partner’s user ids and odd ids', async () => {
    const own = await send('PATCH', `${users()}/${String(ownerId)}`, { disabled: true });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields).toEqual({ disabled: validationMessages.en.ownerNotDisabled });
    const [seeded] = await t.database.db
      .select()
      .from(partnerUsers)
      .where(eq(partnerUsers.mobile, '9800000001'));
    const other = await send('PATCH', `${users()}/${String(seeded?.id)}`, { disabled: true });
    expect(other.statusCode).toBe(404);
    const [after] = await t.database.db
      .select()
      .from(partnerUsers)
      .where(eq(partnerUsers.mobile, '9800000001'));
    expect(after?.disabledAt).toBeNull();
    for (const id of ['0x1', String(2 ** 31), 'true'])
      expect((await send('PATCH', `${users()}/${id}`, { disabled: true })).statusCode).toBe(400);
    expect((await send('PATCH', `${users()}/${String(ownerId)}`, { disabled: 'yes' })).statusCode).toBe(400);
    expect((await send('GET', users(2_147_483_647))).statusCode).toBe(404);
  });

  it('replaces the owner: one enabled owner remains, the old one is disabled and signed out', async () => {
    const oldSession = session(await partnerOtpSignIn(t, '9012345611'));
    const taken = await send('PUT', `/api/admin/partners/${String(partnerId)}/owner`, {
      name: 'New Owner',
      mobile: '9012345612',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ mobile: validationMessages.en.partnerMobileTaken });

    const res = await send('PUT', `/api/admin/partners/${String(partnerId)}/owner`, {
      name: 'New Owner',
      mobile: '9012345620',
    });
    expect(res.statusCode).toBe(200);
    const list: { id: number; role: string; disabled: boolean; name: string }[] = res.json().data;
    expect(list.filter((u) => u.role === 'owner')).toEqual([
      expect.objectContaining({ name: 'New Owner', disabled: false }),
    ]);
    expect(list.find((u) => u.id === ownerId)).toMatchObject({ role: 'staff', disabled: true });
    expect((await t.app.inject({ url: '/api/partner/session', headers: oldSession })).statusCode).toBe(401);
    expect((await partnerOtpSignIn(t, '9012345620')).statusCode).toBe(200);
    // Enabling the old owner makes them staff, never a second owner.
    const back = await send('PATCH', `${users()}/${String(ownerId)}`, { disabled: false });
    expect(back.json().data.filter((u: { role: string }) => u.role === 'owner')).toHaveLength(1);
  });
});

describe('partner site saved whole (issue 15)', () => {
  it('keeps the colours when a host is refused, and gives an http font link a field error', async () => {
    const [vakrangee] = await t.database.db.select().from(partners).where(eq(partners.key, 'vakrangee'));
    const created = await onboard({
      ...valid,
      key: 'site-test',
      hosts: [],
      owner: { name: 'S', mobile: '9012345630' },
    });
    const id: number = created.json().data.id;
    const site = (change: object, language?: 'hi') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/partners/${String(id)}/site`,
        headers: { ...admin.headers, ...(language ? { 'accept-language': language } : {}) },
        payload: {
          logo: vakrangee?.logo,
          font_family: 'Inter',
          font_source: null,
          primary_color: '#112233',
          secondary_color: '#445566',
          title: 'Site Test',
          tanc_apply: false,
          hosts: ['site-test.example.in'],
          ...change,
        },
      });
    const [before] = await t.database.db.select().from(partners).where(eq(partners.id, id));
    const refused = await site({ hosts: ['vakrangee.localhost'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ hosts: validationMessages.en.hostTaken });
    const [after] = await t.database.db.select().from(partners).where(eq(partners.id, id));
    expect(after).toEqual(before);

    const http = await site({ font_source: 'http://fonts.example.in/inter.css' }, 'hi');
    expect(http.statusCode).toBe(400);
    expect(http.json().fields).toEqual({ font_source: validationMessages.hi.httpsUrlInvalid });

    const ok = await site({});
    expect(ok.json().data).toMatchObject({ primaryColor: '#112233', hosts: ['site-test.example.in'] });
  });
});
