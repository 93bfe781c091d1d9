import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createPartnerResponse } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { OnboardPartnerDialog } from './onboard-partner-dialog';

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const fill = () => {
  fireEvent.change(box(/Partner key/), { target: { value: 'sahyog' } });
  fireEvent.change(box(/Brand name/), { target: { value: 'Sahyog Finserv' } });
  fireEvent.change(box(/Host names/), { target: { value: 'loans.sahyog.example.in' } });
  fireEvent.change(box(/Revenue share/), { target: { value: '1.75' } });
  fireEvent.change(box(/Owner's name/), { target: { value: 'Meera Joshi' } });
  fireEvent.change(box(/Owner's mobile/), { target: { value: '9012345601' } });
};

describe('onboard partner dialog (issue 15)', () => {
  it('refuses bad boxes before sending, then sends the partner whole and opens it', async () => {
    const calls = stubFetch(() =>
      contractReply(createPartnerResponse, {
        success: true,
        message: 'Partner created',
        data: {
          id: 41,
          key: 'sahyog',
          displayName: 'Sahyog Finserv',
          utm_id: null,
          revenue_percent: 1.75,
          revenue_flat_fee: null,
          logo: '/api/brand-logo/cl.svg',
          primaryColor: '#4EC9DB',
          secondaryColor: '#070050',
          fontFamily: 'Inter',
          fontSource: null,
          title: 'Sahyog Finserv',
          tancApply: false,
          hosts: ['loans.sahyog.example.in'],
          insurance: null,
        },
        users: [],
      }),
    );
    const onCreated = vi.fn();
    renderWithApp(<OnboardPartnerDialog open onClose={vi.fn()} onCreated={onCreated} />);
    fireEvent.change(box(/Partner key/), { target: { value: 'Bad Key!' } });
    fireEvent.change(box(/Revenue share/), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create partner' }));
    expect(await screen.findByText(/Use 2 to 64 lowercase letters/)).toBeTruthy();
    expect(screen.getByText('Must be between 0 and 100')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create partner' }));
    await waitFor(() => {
      expect(onCreated).toHaveBeenCalledWith(41);
    });
    expect(calls[0]?.url).toBe('/api/admin/partners/onboard');
    expect(calls[0]?.body).toEqual({
      key: 'sahyog',
      display_name: 'Sahyog Finserv',
      hosts: ['loans.sahyog.example.in'],
      revenue_percent: 1.75,
      revenue_flat_fee: null,
      owner: { name: 'Meera Joshi', mobile: '9012345601' },
    });
  });

  it("shows the server's refusals under their boxes", async () => {
    stubFetch(() =>
      errorReply('Another partner already uses this key', 400, {
        code: 'BAD_REQUEST',
        fields: {
          key: 'Another partner already uses this key',
          'owner.mobile': 'This mobile number already belongs to a partner user',
        },
      }),
    );
    const onCreated = vi.fn();
    renderWithApp(<OnboardPartnerDialog open onClose={vi.fn()} onCreated={onCreated} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create partner' }));
    expect(await screen.findByText('This mobile number already belongs to a partner user')).toBeTruthy();
    expect(
      screen
        .getAllByText('Another partner already uses this key')
        .some((node) => node.classList.contains('MuiFormHelperText-root')),
    ).toBe(true);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
