import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_API } from '@cl/contracts';
import { auditLog } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';
import { signInAdmin } from './support/admin.ts';
import { multipartBody } from './support/multipart.ts';

// spec 7 s3-upload-file (files.service.ts storeUploadedImage): an image stored is audited with
// the admin who uploaded it, the stored name and the label given; an upload refused leaves no
// entry, since nothing was stored.

const dataDir = await mkdtemp(path.join(tmpdir(), 'cl-image-audit-'));
const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false', DATA_DIR: dataDir });
const root = await signInAdmin(t, 1);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56)]);

function upload(
  headers: Record<string, string>,
  file: Parameters<typeof multipartBody>[0],
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url: ADMIN_API.uploadFile,
    payload,
    headers: { ...headers, 'content-type': contentType },
  });
}

const uploadEntries = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file.upload'));

describe('image upload audit entry', () => {
  it('records the uploading admin, the stored name and the label, once per image', async () => {
    const before = await uploadEntries();
    const res = await upload(
      root.headers,
      { name: 'banner.png', body: PNG, type: 'image/png' },
      { path: 'cards/axis-neo' },
    );
    expect(res.statusCode).toBe(200);
    const url: string = res.json().file;
    const stored = url.split('/').pop();
    expect(stored).toMatch(/^[0-9a-f-]{36}\.png$/);

    const after = await uploadEntries();
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((row) => row.entityId === stored);
    expect(entry).toMatchObject({
      actorType: 'admin',
      actorId: root.adminId,
      masqueradeAdminId: null,
      action: 'file.upload',
      entity: 'file',
      entityId: stored,
      before: null,
      after: { label: 'cards/axis-neo', bytes: PNG.length },
    });
  });

  it('writes nothing when the upload is refused', async () => {
    const before = await uploadEntries();
    const operations = await signInAdmin(t, 2);
    const refused = [
      // Not an image, whatever its name and declared type.
      await upload(root.headers, {
        name: 'logo.png',
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/png',
      }),
      // Over 2 MB.
      await upload(root.headers, {
        name: 'big.png',
        body: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
        type: 'image/png',
      }),
      // The file under another field name, and no file at all.
      await upload(root.headers, { name: 'a.png', body: PNG, type: 'image/png', field: 'file' }),
      await upload(root.headers, null, { path: 'cards/empty' }),
      // A role without the image-upload page (spec 6), and no session.
      await upload(operations.headers, { name: 'a.png', body: PNG, type: 'image/png' }),
      await upload({}, { name: 'a.png', body: PNG, type: 'image/png' }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([400, 413, 400, 400, 403, 401]);
    expect(await uploadEntries()).toHaveLength(before.length);
  });
});
