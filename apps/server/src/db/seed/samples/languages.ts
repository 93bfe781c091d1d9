// Sample data (not real lender terms).
// spec 3 Language: English is the default (India, phone code 91); Hindi is also supplied (spec 9).
import type { languages } from '../../schema/reference.ts';

export const SEED_LANGUAGES: (typeof languages.$inferInsert)[] = [
  {
    id: 1,
    code: 'en',
    languageName: 'English',
    image: null,
    isDefault: true,
    countryKey: 'IN',
    countryName: 'India',
    phoneCode: '91',
  },
  {
    id: 2,
    code: 'hi',
    languageName: 'हिन्दी',
    image: null,
    isDefault: false,
    countryKey: 'IN',
    countryName: 'India',
    phoneCode: '91',
  },
];
