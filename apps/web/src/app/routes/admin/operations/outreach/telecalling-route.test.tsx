import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AdminRole, OUTREACH_API, callQueueResponse, successMessage } from '@cl/contracts';
import { AdminArea } from '@/app/routes/admin/admin-area';
import { i18n } from '@/lib/i18n';
import { adminShellReply } from '@/test/admin-session-reply';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';

const QUEUE = [
  {
    userId: 41,
    name: 'Asha Verma',
    mobile: '9822200001',
    plCompleted: 1,
    lastOutcome: 'callback',
    lastCallAt: '2026-03-02T09:30:00.000Z',
  },
  { userId: 42, name: null, mobile: '9822200002', plCompleted: 0, lastOutcome: null, lastCallAt: null },
];
const OUTCOME_URL = OUTREACH_API.callOutcome.replace(':userId', '41');

type Reply = { status: number; body?: unknown };
function stubApi(role: AdminRole, answer: (call: FetchCall) => Reply | null = () => null) {
  return stubFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url === OUTREACH_API.callQueue)
      return contractReply(callQueueResponse, { success: true, data: QUEUE });
    return adminShellReply(role, call) ?? { status: 200, body: { success: true, data: [] } };
  });
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
function openPage() {
  renderWithApp(
    <>
      <AdminArea />
      <Where />
    </>,
    { route: '/admin/telecalling' },
  );
}
// Lazy pages load on a busy test machine: allow more than the default 1 s.
const slow = { timeout: 8000 };
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

async function openRecordDialog(name: string) {
  fireEvent.click(
    await screen.findByRole('button', { name: `Record the outcome of the call to ${name}` }, slow),
  );
  return screen.findByRole('dialog', { name: 'Record call outcome' });
}
function chooseOutcome(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Outcome/ }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

describe('/admin/telecalling', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['admin', 'admin-ops']);
  });

  it('lists the call queue the server answers, for role 3, with Telecalling in its menu', async () => {
    stubApi(3);
    openPage();
    const table = await screen.findByRole('table', { name: 'Call queue' }, slow);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Asha Verma');
    expect(rows[1]?.textContent).toContain('Call back');
    expect(rows[1]?.textContent).toContain('Complete');
    expect(within(rows[1]!).getByRole('link', { name: '9822200001' }).getAttribute('href')).toBe(
      'tel:9822200001',
    );
    expect(rows[2]?.textContent).toContain('(no name)');
    expect(rows[2]?.textContent).toContain('Not called yet');
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Telecalling' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => {
      expect(document.title).toBe('Admin - Telecalling');
    });
  });

  it("says 'No data found' when nobody is in the queue", async () => {
    stubApi(1, (call) =>
      call.url === OUTREACH_API.callQueue
        ? contractReply(callQueueResponse, { success: true, data: [] })
        : null,
    );
    openPage();
    expect(await screen.findByText('No data found', {}, slow)).toBeTruthy();
  });

  it('says so in place, with a retry, when the queue cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // LoadState logs the failure
    stubApi(1, (call) => (call.url === OUTREACH_API.callQueue ? errorReply('Not allowed', 403) : null));
    openPage();
    expect(await screen.findByText('This list could not be loaded.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('records an outcome with its note and call-back time, and says so', async () => {
    const calls = stubApi(3, (call) =>
      call.url === OUTCOME_URL
        ? contractReply(successMessage, { success: true, message: 'Outcome saved' })
        : null,
    );
    openPage();
    const dialog = await openRecordDialog('Asha Verma');
    chooseOutcome(dialog, 'Call back');
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: ' Call after 6 pm ' } });
    fireEvent.change(within(dialog).getByLabelText('Next call'), { target: { value: '2026-03-05T18:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Outcome recorded')).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: OUTCOME_URL,
        body: {
          outcome: 'callback',
          note: 'Call after 6 pm',
          next_call_at: new Date('2026-03-05T18:15').toISOString(),
        },
      }),
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    // The queue is asked again so the new outcome shows.
    expect(calls.filter((call) => call.url === OUTREACH_API.callQueue).length).toBeGreaterThan(1);
  });

  it('warns that do-not-call withdraws consent, and sends only the outcome when nothing else is given', async () => {
    const calls = stubApi(1, (call) =>
      call.url === OUTCOME_URL
        ? contractReply(successMessage, { success: true, message: 'Outcome saved' })
        : null,
    );
    openPage();
    const dialog = await openRecordDialog('Asha Verma');
    chooseOutcome(dialog, 'Do not call');
    expect(within(dialog).getByText(/call consent is withdrawn/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Outcome recorded')).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({ outcome: 'do_not_call' });
  });

  it('asks for an outcome and sends nothing without one', async () => {
    const calls = stubApi(3);
    openPage();
    const dialog = await openRecordDialog('Asha Verma');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's message in a toast and keeps the dialog open when saving fails", async () => {
    stubApi(3, (call) =>
      call.url === OUTCOME_URL ? errorReply('This customer is not in the call queue', 404) : null,
    );
    openPage();
    const dialog = await openRecordDialog('Asha Verma');
    chooseOutcome(dialog, 'Interested');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This customer is not in the call queue')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Record call outcome' })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('sends role 2, which may not open it, to the dashboard, with no Telecalling in its menu', async () => {
    const calls = stubApi(2);
    openPage();
    await waitFor(() => {
      expect(screen.getByTestId('where').textContent).toBe('/admin/dashboard');
    }, slow);
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' }, slow);
    expect(within(menu).queryByRole('link', { name: 'Telecalling' })).toBeNull();
    expect(calls.some((call) => call.url === OUTREACH_API.callQueue)).toBe(false);
  });
});
