import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ageCodes, cookieHeader, cookieValue, lastCode, nextIp } from '../../../test/support/customer.ts';

// issue 13: server messages, the sign-in SMS and the chosen language follow the customer's language.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const hindi = { 'accept-language': 'hi' };
const send = (value: string, headers: Record<string, string> = {}, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { channel: 'mobile', value },
    headers,
    remoteAddress: ip,
  });
const verify = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { channel: 'mobile', ...payload },
    headers,
    remoteAddress: nextIp(),
  });
const lastText = (to: string) => [...t.messages].reverse().find((m) => m.to === to)?.text ?? '';

describe('sign-in in Hindi', () => {
  it('answers OTP errors with their counts and waits in Hindi', async () => {
    expect((await send('9300000001', hindi)).json().message).toBe('हमने आपको 6 अंकों का कोड भेजा है');
    const again = await send('9300000001', hindi);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^नया कोड माँगने से पहले कृपया \d+ सेकंड रुकें$/);
    const code = lastCode(t, '9300000001');
    const wrong = await verify({ value: '9300000001', otp: code === '000000' ? '111111' : '000000' }, hindi);
    expect(wrong.json().message).toBe('गलत OTP। 4 प्रयास बाकी हैं');
    const english = await verify({ value: '9300000001', otp: code === '000000' ? '111111' : '000000' });
    expect(english.json().message).toBe('Incorrect OTP. 3 tries left');
  });

  it('writes the SMS in the page language for a new customer and keeps the chosen language', async () => {
    await send('9300000002', hindi);
    expect(lastText('9300000002')).toMatch(/^\d{6} आपका CrediLink साइन-इन कोड है।/);
    const res = await verify({ value: '9300000002', otp: lastCode(t, '9300000002'), language: 'hi' }, hindi);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.languageId).toBe(2);
    // The customer's own language decides the next SMS, whatever the page asks in.
    await ageCodes(t, '9300000002');
    await send('9300000002');
    expect(lastText('9300000002')).toMatch(/आपका CrediLink साइन-इन कोड/);
  });

  it("updates an existing customer's language when they chose another on the sign-in page", async () => {
    await send('9300000003');
    const first = await verify({ value: '9300000003', otp: lastCode(t, '9300000003') });
    expect(first.json().data.languageId).toBe(1);
    expect(lastText('9300000003')).toMatch(/is your CrediLink sign-in code/);
    await ageCodes(t, '9300000003');
    await send('9300000003', hindi);
    const second = await verify({ value: '9300000003', otp: lastCode(t, '9300000003'), language: 'hi' });
    expect(second.json().data.languageId).toBe(2);
    await ageCodes(t, '9300000003');
    await send('9300000003');
    const third = await verify({ value: '9300000003', otp: lastCode(t, '9300000003') });
    expect(third.json().data.languageId).toBe(2);
  });

  it('says the identity mismatch on welcome-back in Hindi', async () => {
    await send('9300000004');
    const signedIn = await verify({ value: '9300000004', otp: lastCode(t, '9300000004') });
    const userId: number = signedIn.json().data.userId;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${userId}/identity-check`,
      payload: { pan: 'ABCPV1234L', birth_date: '15/08/1994' },
      headers: {
        ...hindi,
        cookie: cookieHeader(signedIn),
        'x-csrf-token': cookieValue(signedIn, 'cl_csrf'),
      },
    });
    expect(res.statusCode).toBe(400);
    // The welcome-back check's own message (contracts identity-check.ts), with the tries left.
    expect(res.json().message).toBe('PAN या जन्म तिथि हमारे रिकॉर्ड से मेल नहीं खाती। 4 प्रयास बाकी हैं');
  });
});
