import { expect, type Page } from '@playwright/test';

// Issue 15: a partner's ticket, the admin's answer in the support inbox, and the answer on the
// partner's portal — the steps support-inbox.e2e.ts and onboarding.e2e.ts both walk through.

export interface Ticket {
  subject: string;
  message: string;
}

/** Raises a ticket on the partner portal (spec 2 communication) and answers its TKT- reference. */
export async function raiseTicket(
  page: Page,
  ticket: Ticket,
  kind: 'tech-support' | 'general-query' = 'tech-support',
): Promise<string> {
  await page.goto(`/partner/communication/${kind}`);
  await page.getByLabel('Subject').fill(ticket.subject);
  await page.getByLabel('Message').fill(ticket.message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const subject = ticket.subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const item = page.getByText(new RegExp(`^TKT-[0-9A-Z]{8} · ${subject}$`));
  await expect(item).toBeVisible();
  // The reference is final once the ticket is listed: read once, to find it in the admin's inbox.
  const reference = /TKT-[0-9A-Z]{8}/.exec((await item.textContent()) ?? '')?.[0];
  expect(reference, 'the listed ticket shows its reference').toBeTruthy();
  return reference ?? '';
}

/** Opens the ticket in the admin console's support inbox, answers it and sees it marked Answered. */
export async function answerInInbox(page: Page, reference: string, message: string, answer: string) {
  await page.goto('/admin/dashboard');
  // From the menu: the dashboard also links the inbox once tickets are waiting (a second link).
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Support inbox' })
    .click();
  await expect(page.getByRole('heading', { name: 'Support inbox', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: reference }).click();
  const thread = page.getByRole('region', { name: reference });
  await expect(thread.getByText(message)).toBeVisible();
  await thread.getByLabel('Your answer').fill(answer);
  const answered = page.waitForResponse((r) => r.url().endsWith(`/${reference}/replies`));
  await thread.getByRole('button', { name: 'Send answer' }).click();
  expect((await answered).status()).toBe(200);
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.getByRole('combobox', { name: 'Status' })).toHaveText('Answered');
}

/** On the partner's ticket list (reloaded), the ticket is Answered and its replies show the answer. */
export async function expectAnswerSeen(page: Page, reference: string, answer: string) {
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: reference });
  await expect(row.getByText('Answered')).toBeVisible();
  await row.getByRole('button', { name: 'Replies' }).click();
  await expect(row.getByText(answer)).toBeVisible();
  await expect(row.getByText(/^Support ·/)).toBeVisible();
}
