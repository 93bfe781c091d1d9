import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { resetPartnerBrandings } from '@/features/branding/api/get-partner-by-name';

// findBy*/waitFor give up after 5 s, not 1 s: lazy routes and their chunks load slowly on a CI
// machine shared with other jobs (CI saw not-found pages and dialogs miss the 1 s default).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetPartnerBrandings(); // the brand cache lives for a visit; each test is a new visit
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0; SameSite=None; Secure`;
  }
  await changeLanguage('en');
});
