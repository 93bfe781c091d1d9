import type { validationMessages } from '@cl/contracts';
import type admin from '@/locales/en/admin.json';
import type adminOps from '@/locales/en/admin-ops.json';
import type auth from '@/locales/en/auth.json';
import type cards from '@/locales/en/cards.json';
import type common from '@/locales/en/common.json';
import type help from '@/locales/en/help.json';
import type journey from '@/locales/en/journey.json';
import type legal from '@/locales/en/legal.json';
import type offers from '@/locales/en/offers.json';
import type partner from '@/locales/en/partner.json';
import type products from '@/locales/en/products.json';
import type profile from '@/locales/en/profile.json';

// Typed keys: t('missing.key') fails the type check. English is the reference shape; the web test
// locales.test.ts fails when Hindi lacks a key English has, or the other way round.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      help: typeof help;
      products: typeof products;
      legal: typeof legal;
      admin: typeof admin;
      partner: typeof partner;
      journey: typeof journey;
      profile: typeof profile;
      offers: typeof offers;
      cards: typeof cards;
      'admin-ops': typeof adminOps;
      validation: (typeof validationMessages)['en'];
    };
  }
}
