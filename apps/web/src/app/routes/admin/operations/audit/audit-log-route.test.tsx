import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_API, auditAdminsResponse, auditSearchResponse } from '@cl/contracts';
import { contractReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { AuditLogRoute } from './audit-log-route';

const PAGE = {
  total: 1,
  page: 1,
  pageSize: 50,
  rows: [
    {
      at: '2026-11-23T20:23:00Z',
      admin: 'Meera',
      actor: 'admin',
      action: 'csr.view',
      subject: 'Customer ******2233',
      detail: 'csr_view',
    },
  ],
};

describe('AuditLogRoute (issue 15)', () => {
  it('searches by a mobile in the POST body only and shows entries in Indian time', async () => {
    const calls = stubFetch((call) =>
      call.url === AUDIT_API.admins
        ? contractReply(auditAdminsResponse, { success: true, data: [{ adminId: 3, name: 'Meera' }] })
        : contractReply(auditSearchResponse, { success: true, data: PAGE }),
    );
    renderWithApp(<AuditLogRoute />);
    expect(await screen.findByText('Customer ******2233', {}, { timeout: 5000 })).toBeTruthy();
    // 20:23 UTC on 23 Nov is 01:53 on 24 Nov in India.
    expect(screen.getByText(/24 Nov 2026, 1:53/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: '9811122233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(calls).toContainEqual(
        expect.objectContaining({
          url: AUDIT_API.search,
          method: 'POST',
          body: { person: '9811122233', page: 1 },
        }),
      );
    });
    expect(calls.some((call) => call.url.includes('9811122233'))).toBe(false);
  });
});
