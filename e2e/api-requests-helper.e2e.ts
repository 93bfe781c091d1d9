import { recordApiRequests } from './support/api-requests.ts';
import { expect, test } from './support/fixtures.ts';

// The helper other tests count a page's requests with (support/api-requests.ts): recording from
// the next page starts with the next document, not with a move inside the page.

test('recording from the next page skips a pushState and starts with the reloaded document', async ({
  page,
}) => {
  await page.goto('/terms-of-use');
  await page.waitForLoadState('networkidle');
  const sent = recordApiRequests(page, { fromNextPage: true });
  await page.evaluate(async () => {
    history.pushState({}, '', '/terms-of-use?moved=1');
    await fetch('/api/health?sent=before-reload');
  });
  expect(sent).toEqual([]);

  await page.reload();
  await page.evaluate(async () => {
    await fetch('/api/health?sent=after-reload');
  });
  expect(sent.filter((line) => line.includes('/api/health'))).toEqual([
    '/terms-of-use: GET /api/health?sent=after-reload',
  ]);
});
