import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KfsDocument } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';
import { pdfSpanTexts } from '../../../test/support/pdf-text.ts';

// RBI DLD 2025 (REGULATION.md): the customer can download a copy of the KFS. The copy is a PDF made
// on the server from the same KfsDocument as the dialog, in the request's language.

let t: TestApp;
let headers: Record<string, string>;
const QUERY = 'amount=100000&months=12';
const PDF_URL = `/api/kfs/earlysalary/pdf?${QUERY}`;

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );

beforeAll(async () => {
  t = await createTestApp();
  const s = await signIn(t, '9430000001');
  headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/user/${String(s.userId)}/profile`,
    payload: { ...PERSONAL_PROFILE, email: 'kfs-pdf@example.in' },
    headers,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(async () => {
  await t.close();
});

async function kfsJson(lang: 'en' | 'hi'): Promise<KfsDocument> {
  const res = await t.app.inject({
    url: `/api/kfs/earlysalary?${QUERY}`,
    headers: { ...headers, cookie: `${headers.cookie ?? ''}; lang=${lang}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function kfsPdf(lang: 'en' | 'hi') {
  const res = await t.app.inject({
    url: PDF_URL,
    headers: { ...headers, cookie: `${headers.cookie ?? ''}; lang=${lang}` },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
}

/** The figures every KFS copy must carry, whatever its language (RBI DLD's list). */
function keyFigures(kfs: KfsDocument): string[] {
  return [
    kfs.lenderName,
    rupees(kfs.loanAmount),
    rupees(kfs.totalInterest),
    ...kfs.upfrontCharges.map((c) => rupees(c.amount)),
    rupees(kfs.netDisbursed),
    rupees(kfs.totalRepayment),
    `${String(Math.round(kfs.apr * 100) / 100)}%`,
    kfs.version,
    kfs.grievance.email,
    kfs.grievance.phone,
  ];
}

describe('GET /api/kfs/:slug/pdf (the KFS copy the customer keeps)', () => {
  // First in the file: pdfkit and fontkit load with the first download of the process (ADR 030).
  it('answers a clear 500 when the PDF libraries fail to load, and loads them again next time', async () => {
    vi.doMock('fontkit', () => {
      throw new Error('EMFILE: too many open files');
    });
    try {
      const failed = await t.app.inject({ url: PDF_URL, headers });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ success: false });
      expect(failed.body).not.toContain('EMFILE');
    } finally {
      vi.doUnmock('fontkit');
    }
    const res = await kfsPdf('en');
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('answers an English PDF with the dialog figures, every RBI item and an embedded font', async () => {
    const kfs = await kfsJson('en');
    const res = await kfsPdf('en');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="KFS-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // No reliance on the server's installed fonts: the Noto face travels inside the file.
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toContain('/FontFile2');

    const text = pdfSpanTexts(res.rawPayload).join('\n');
    for (const figure of keyFigures(kfs)) expect(text).toContain(figure);
    for (const label of [
      'Key Fact Statement',
      'Loan amount',
      'Total interest',
      'Processing fee',
      'GST on processing fee (18%)',
      'Amount paid to you (net disbursed)',
      'Annual percentage rate (APR)',
      'Penal charges',
      'Cooling-off period',
      'Grievance redressal officer',
      'KFS version',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(`${String(kfs.instalments)} monthly instalments of ${rupees(kfs.emi)}`);
    expect(text).toContain(`${String(kfs.months)} months`);
    expect(text).toContain(`${String(kfs.coolingOffDays)} days`);
    expect(text).toContain(kfs.penalCharges ?? 'Not published by the lender');
    // Made on, in Indian time (en-IN, am/pm).
    expect(text).toMatch(/made on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)/);
  });

  it('answers the Hindi copy in Devanagari with the same figures', async () => {
    const kfs = await kfsJson('hi');
    const res = await kfsPdf('hi');
    const text = pdfSpanTexts(res.rawPayload).join('\n');
    for (const figure of keyFigures(kfs)) expect(text).toContain(figure);
    for (const label of [
      'मुख्य तथ्य विवरण (KFS)',
      'लोन राशि',
      'कुल ब्याज',
      'प्रोसेसिंग शुल्क',
      'प्रोसेसिंग शुल्क पर GST (18%)',
      'आपको मिलने वाली राशि (शुद्ध वितरित)',
      'वार्षिक प्रतिशत दर (APR)',
      'दंड शुल्क',
      'कूलिंग-ऑफ़ अवधि',
      'शिकायत निवारण अधिकारी',
      'KFS संस्करण',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(`${rupees(kfs.emi)} की ${String(kfs.instalments)} मासिक किस्तें`);
    expect(text).toMatch(/को बनाया गया/);
    expect(text).not.toMatch(/\b(am|pm)\b/);
    // The lender's own penal-charges text in Hindi when it has one (issue 13: Hindi to the data).
    if (kfs.penalCharges) expect(text).toContain(kfs.penalCharges);
  });

  it('validates like the KFS: a bad amount is 400, an unknown lender 404, signed out 401', async () => {
    const bad = await t.app.inject({ url: '/api/kfs/earlysalary/pdf?amount=5', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
    const months = await t.app.inject({
      url: '/api/kfs/earlysalary/pdf?amount=100000&months=999',
      headers,
    });
    expect(months.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/kfs/nope/pdf?amount=100000', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/kfs/Bad_Slug/pdf?amount=100000', headers })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: PDF_URL })).statusCode).toBe(401);
  });
});
