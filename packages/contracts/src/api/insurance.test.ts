import { describe, expect, it } from 'vitest';
import { msg } from '../validation/messages.ts';
import { irdaiLicenceField, siteInsurancePartnerBody, sitePartnerOf } from './insurance.ts';

const valid = {
  name: 'Suraksha Web Aggregator Pvt Ltd',
  url: 'https://suraksha.example.in/start',
  licence: 'IRDAI/WBA/23/2015',
};
const errorsOf = (body: object) => {
  const parsed = siteInsurancePartnerBody.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('IRDAI registration numbers (issue 13)', () => {
  it.each(['IRDAI/WBA/23/2015', 'IRDA/DB 797/19', 'IRDAI/INT/WBA/23/2015', 'CA0123', '742', ' ca0123 '])(
    'accepts %s',
    (licence) => {
      expect(irdaiLicenceField.safeParse(licence).success).toBe(true);
    },
  );
  it.each(['', 'IRDAI', '/123', '123/', 'IRDAI#123', 'IRDAI/WBA/<23>', 'A'.repeat(40) + '1'])(
    'refuses %j',
    (licence) => {
      expect(irdaiLicenceField.safeParse(licence).success).toBe(false);
    },
  );
  it('stores the number in capitals', () => {
    expect(irdaiLicenceField.parse(' irda/db 797/19 ')).toBe('IRDA/DB 797/19');
  });
});

describe('a site insurance partner is all or nothing', () => {
  it('takes three valid fields, or three empty ones for "use the default"', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(sitePartnerOf(siteInsurancePartnerBody.parse(valid))).toEqual(valid);
    const empty = siteInsurancePartnerBody.parse({ name: ' ', url: '', licence: '' });
    expect(sitePartnerOf(empty)).toBeNull();
  });

  it('names each missing or wrong field on its own', () => {
    expect(errorsOf({ ...valid, url: '', licence: '' })).toEqual({
      url: msg('required'),
      licence: msg('required'),
    });
    expect(errorsOf({ ...valid, url: 'http://suraksha.example.in' })).toEqual({
      url: msg('httpsUrlInvalid'),
    });
    expect(errorsOf({ ...valid, licence: 'pending' })).toEqual({ licence: msg('irdaiLicenceInvalid') });
    expect(errorsOf({ ...valid, name: 'X' })).toEqual({ name: msg('insurancePartnerName') });
  });

  it.each([
    'https://localhost/start',
    'https://10.0.0.1/start',
    'https://user:secret@suraksha.example.in',
    'https://suraksha.example.in/a b',
    'javascript:alert(1)',
    'suraksha.example.in',
  ])('refuses the address %s', (url) => {
    expect(errorsOf({ ...valid, url })).toEqual({ url: msg('httpsUrlInvalid') });
  });
});
