import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPartnerUser } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { contractReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { partnerUsersAnswer } from '../api/get-partner-users';
import { PartnerUsersPanel } from './partner-users-panel';

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});

const users: AdminPartnerUser[] = [
  {
    id: 1,
    name: 'Meera Joshi',
    mobile: '9012345601',
    email: null,
    role: 'owner',
    disabled: false,
    createdAt: '2026-11-25T10:00:00.000Z',
  },
  {
    id: 2,
    name: 'Ravi Kumar',
    mobile: '9012345602',
    email: null,
    role: 'staff',
    disabled: false,
    createdAt: '2026-11-25T10:00:00.000Z',
  },
];

describe("a partner's users panel (issue 15)", () => {
  it('disables staff, never offers to disable the owner, and replaces the owner', async () => {
    const calls = stubFetch(() =>
      // A change answers the list and a message: contracts hold only the list's answer, so this is the
      // api file's schema, built on it (adminPartnerUsersResponse plus message).
      contractReply(partnerUsersAnswer, { success: true, message: 'ok', data: users }),
    );
    renderWithApp(<PartnerUsersPanel partnerId={9} users={users} />);
    expect(screen.queryByRole('button', { name: 'Disable Meera Joshi' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Disable Ravi Kumar' }));
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/admin/partners/9/users/2',
      body: { disabled: true },
    });

    const replace = screen.getByRole('form', { name: 'Replace owner' });
    const [name, mobile] = [
      replace.querySelector('input[name="name"]'),
      replace.querySelector('input[name="mobile"]'),
    ];
    if (!name || !mobile) throw new Error('no boxes');
    fireEvent.change(mobile, { target: { value: '12345' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Replace owner' })[0] as HTMLElement);
    expect(await screen.findByText('Please enter a valid 10 digit mobile number')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Anil Rao' } });
    fireEvent.change(mobile, { target: { value: '9012345620' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Replace owner' })[0] as HTMLElement);
    await waitFor(() => {
      expect(calls).toHaveLength(2);
    });
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/partners/9/owner',
      body: { name: 'Anil Rao', mobile: '9012345620' },
    });
  });
});
