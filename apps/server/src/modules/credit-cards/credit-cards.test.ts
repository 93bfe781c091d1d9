import { gunzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { birthDateToIso, todayInIndia } from '@cl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { multipartBody } from '../../../test/support/multipart.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/cl-files-${process.pid}-${Date.now()}` });
  admin = await signInAdmin(t, 1);
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function multipart(
  file: { name: string; body: Buffer; field?: string } | null,
  path = 'Cashback Cards - logo',
) {
  const body = multipartBody(file ? { ...file, type: 'image/png' } : null, { path });
  return { payload: body.payload, headers: { ...admin.headers, 'content-type': body.contentType } };
}

describe('credit cards (spec 2, 4, 7)', () => {
  it('lists active cards by sort order publicly and all cards for admins', async () => {
    const pub = await t.app.inject({ url: '/api/get-credit-cards-data' });
    const cards: { sort_order: number; status: number }[] = pub.json().data;
    expect(cards.length).toBeGreaterThan(3);
    expect(cards.every((c) => c.status === 1)).toBe(true);
    expect(cards.map((c) => c.sort_order)).toEqual([...cards.map((c) => c.sort_order)].sort((a, b) => a - b));
    expect((await t.app.inject({ url: '/api/get-credit-cards-data?all=1' })).statusCode).toBe(401);
    const all = await admin.get('/api/get-credit-cards-data?all=1');
    expect(all.json().data.length).toBeGreaterThan(cards.length);
  });

  it('answers the public list serialised once, gzipped when asked, and fresh after an admin edit', async () => {
    const plain = await t.app.inject({ url: '/api/get-credit-cards-data' });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    const zipped = await t.app.inject({
      url: '/api/get-credit-cards-data',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    const refused = await t.app.inject({
      url: '/api/get-credit-cards-data',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    for (const [header, encoding] of [
      ['*', 'gzip'],
      ['br', undefined],
      ['identity', undefined],
      ['*;q=0', undefined],
    ] as const) {
      const res = await t.app.inject({
        url: '/api/get-credit-cards-data',
        headers: { 'accept-encoding': header },
      });
      expect(res.headers['content-encoding'], header).toBe(encoding);
      const text = encoding ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
      expect(JSON.parse(text), header).toEqual(plain.json());
    }

    // The cached answer moves with a write through the repository, in every encoding.
    const [first] = plain.json().data as { category_id: number; key_feature: string }[];
    if (!first) throw new Error('no public card');
    const changed = `${first.key_feature} (edited)`;
    const edit = await admin.post('/api/update-credit-card-data', {
      category_id: first.category_id,
      property: 'key_feature',
      value: changed,
    });
    expect(edit.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/get-credit-cards-data' });
    expect(after.json().data[0].key_feature).toBe(changed);
    const afterZipped = await t.app.inject({
      url: '/api/get-credit-cards-data',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(JSON.parse(gunzipSync(afterZipped.rawPayload).toString('utf8')).data[0].key_feature).toBe(changed);
    // Each language keeps its own answer.
    const hindi = await t.app.inject({ url: '/api/get-credit-cards-data', headers: { cookie: 'lang=hi' } });
    expect(hindi.json().data[0].category_id).toBe(first.category_id);
  });

  it('creates, edits each property by its rule, and soft-deletes a card', async () => {
    expect((await admin.post('/api/create-credit-card', { category_name: '' })).json().message).toBe(
      'Name is required',
    );
    const created = await admin.post('/api/create-credit-card', { category_name: 'Rewards Cards' });
    expect(created.json().message).toBe('Credit card created');
    const id: number = created.json().data.category_id;
    const update = (property: string, value: unknown) =>
      admin.post('/api/update-credit-card-data', { category_id: id, property, value });

    expect(
      (await update('marketing_bullets', ['5X points on dining', 'Airport lounge access'])).json().data
        .marketing_bullets,
    ).toEqual(['5X points on dining', 'Airport lounge access']);
    expect((await update('marketing_bullets', ['ok', ''])).json().message).toBe('Every row needs a text');
    expect((await update('sort_order', 'x1')).json().message).toBe('Only numbers are allowed');
    expect((await update('sort_order', 7)).json().data.sort_order).toBe(7);
    expect((await update('utm_link', 'javascript:alert(1)')).statusCode).toBe(400);
    expect((await update('utm_link', 'https://cards.example.in/apply?u={UNIQUE_ID}')).statusCode).toBe(200);
    expect((await update('status', 1)).json().data.status).toBe(1);
    expect((await update('secured', 2)).statusCode).toBe(400);
    expect((await update('deleted_at', 'now')).statusCode).toBe(400);

    // The public list (cached, in both encodings) shows the card, and drops it once deleted.
    const publicIds = async (encoding?: string) => {
      const res = await t.app.inject({
        url: '/api/get-credit-cards-data',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      const text = encoding ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
      return (JSON.parse(text) as { data: { category_id: number }[] }).data.map((c) => c.category_id);
    };
    expect(await publicIds()).toContain(id);
    expect(await publicIds('gzip')).toContain(id);
    expect((await admin.post('/api/safe-delete-credit-card', { category_id: id })).json().message).toBe(
      'Credit card deleted',
    );
    expect(await publicIds()).not.toContain(id);
    expect(await publicIds('gzip')).not.toContain(id);
    const ids = (await admin.get('/api/get-credit-cards-data?all=1'))
      .json()
      .data.map((c: { category_id: number }) => c.category_id);
    expect(ids).not.toContain(id);
    expect((await admin.post('/api/safe-delete-credit-card', { category_id: id })).statusCode).toBe(404);
  });
});

describe('file upload (spec 7 s3-upload-file)', () => {
  it('stores an image under a generated name and serves it back with its type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/s3-upload-file',
      ...multipart({ name: '../../etc/passwd.png', body: PNG }),
    });
    expect(res.statusCode).toBe(200);
    const file: string = res.json().file;
    expect(file).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.png$/);
    expect(file).not.toContain('passwd');
    const back = await t.app.inject({ url: file });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    [
      'a renamed executable',
      { name: 'logo.png', body: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]) },
      400,
      'Invalid file type',
    ],
    [
      'an SVG (scripts)',
      { name: 'logo.svg', body: Buffer.from('<svg onload="alert(1)"></svg>') },
      400,
      'Invalid file type',
    ],
    ['an empty file', { name: 'empty.png', body: Buffer.alloc(0) }, 400, 'No file selected'],
    [
      'a file over 2 MB',
      { name: 'big.png', body: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) },
      413,
      'The image is larger than 2 MB',
    ],
    [
      'the wrong field',
      { name: 'logo.png', body: PNG, field: 'other' },
      400,
      'The file must be sent as image_name',
    ],
  ])('refuses %s', async (_name, file, status, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/s3-upload-file', ...multipart(file) });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('refuses a request with no file, and anyone who is not an admin', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/s3-upload-file', ...multipart(null) })).json().message,
    ).toBe('No file selected');
    const anon = multipart({ name: 'a.png', body: PNG });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/s3-upload-file',
          payload: anon.payload,
          headers: { 'content-type': anon.headers['content-type'] },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/files/..%2F..%2Fsecrets.json' })).statusCode).toBe(400);
  });
});

describe('partners (spec 7)', () => {
  it('updates a partner UTM id and replaces only the edited revenue value', async () => {
    const list = (await admin.get('/api/admin/partners')).json().data;
    const p = list.find((x: { key: string }) => x.key === 'fastpay');
    expect((await admin.post(`/api/update-partner-utm/${p.id}`, { utm_id: 'bad id!' })).json().message).toBe(
      'Only letters, digits, _ and - are allowed',
    );
    expect(
      (await admin.post(`/api/update-partner-utm/${p.id}`, { utm_id: 'fastpay_2026' })).json().data.utm_id,
    ).toBe('fastpay_2026');
    const other = list.find((x: { key: string }) => x.key === 'yoke');
    expect(
      (await admin.post(`/api/update-partner-utm/${other.id}`, { utm_id: 'fastpay_2026' })).statusCode,
    ).toBe(409);
    await admin.post(`/api/update-partner-revenue-data/${p.id}`, {
      revenue_percent: 12.5,
      revenue_flat_fee: 100,
    });
    const res = await admin.post(`/api/update-partner-revenue-data/${p.id}`, { revenue_percent: 10 });
    expect(res.json().data).toMatchObject({ revenue_percent: 10, revenue_flat_fee: 100 });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(p.id)))
      .orderBy(desc(auditLog.id))
      .limit(3);
    // spec 7: each edit is audited; issue 15: as a rate from today (the same day's rate replaced).
    const today = birthDateToIso(todayInIndia());
    expect(audited.map((row) => [row.action, row.entity, row.before, row.after])).toEqual([
      [
        'partner.rate',
        'partner',
        { percentMilli: 12500, flatPaise: 10000, effectiveFrom: today },
        { percentMilli: 10000, flatPaise: 10000, effectiveFrom: today },
      ],
      [
        'partner.rate',
        'partner',
        expect.anything(),
        { percentMilli: 12500, flatPaise: 10000, effectiveFrom: today },
      ],
      ['partner.utm', 'partner', { utm_id: expect.anything() }, { utm_id: 'fastpay_2026' }],
    ]);
  });

  it("edits a partner's branding and its white-label host names, and the site follows (issue 6)", async () => {
    const list = (await admin.get('/api/admin/partners')).json().data;
    const p = list.find((x: { key: string }) => x.key === 'paymonk');
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/partners/${p.id}/hosts`,
        payload,
        headers: admin.headers,
      });
    const branding = {
      logo: '/api/files/3f1c8a52-1b7e-4b8e-9a51-0c2d7e0f9a11.png',
      font_family: 'Noto Sans',
      font_source: 'https://fonts.example.in/noto-sans.css',
      primary_color: '#1a7f5a',
      secondary_color: '#0B2545',
      title: 'PayMonk Loans',
      tanc_apply: false,
    };
    const bad = await admin.post(`/api/admin/partners/${p.id}/branding`, {
      ...branding,
      primary_color: 'green',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a colour as # and six hex digits, like #4EC9DB');
    const script = await admin.post(`/api/admin/partners/${p.id}/branding`, {
      ...branding,
      logo: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
    // Read first, so the brand is in this instance's brand cache: the save must show at once.
    const brandOf = async () => (await t.app.inject({ url: '/api/get-partner-by-name/PayMonk' })).json().data;
    expect((await brandOf()).primaryColor).not.toBe('#1A7F5A');
    const saved = await admin.post(`/api/admin/partners/${p.id}/branding`, branding);
    expect(saved.json().data).toMatchObject({
      primaryColor: '#1A7F5A',
      fontFamily: 'Noto Sans',
      title: 'PayMonk Loans',
    });
    expect(await brandOf()).toMatchObject({ primaryColor: '#1A7F5A', logo: branding.logo });

    expect((await put({ hosts: ['https://loans.paymonk.in/'] })).statusCode).toBe(400);
    const hosts = await put({ hosts: ['Loans.PayMonk.in', 'loans.paymonk.in', 'paymonk.localhost'] });
    expect(hosts.json().data.hosts).toEqual(['loans.paymonk.in', 'paymonk.localhost']);
    const site = await t.app.inject({ url: '/api/site-context', headers: { host: 'loans.paymonk.in' } });
    expect(site.json().data.partnerKey).toBe('paymonk');
    // A host of another partner is refused and nothing changes.
    const taken = await put({ hosts: ['vakrangee.localhost'] });
    expect(taken.statusCode).toBe(409);
    const again = (await admin.get('/api/admin/partners'))
      .json()
      .data.find((x: { id: number }) => x.id === p.id);
    expect(again.hosts).toEqual(['loans.paymonk.in', 'paymonk.localhost']);
    expect((await put({ hosts: [] })).json().data.hosts).toEqual([]);

    // Two admins give the same new host to two partners at once: one wins, the other is told.
    const yoke = list.find((x: { key: string }) => x.key === 'yoke');
    const claim = (id: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/partners/${String(id)}/hosts`,
        payload: { hosts: ['shared.example.in'] },
        headers: admin.headers,
      });
    const codes = (await Promise.all([claim(p.id), claim(yoke.id)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });
});
