import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_API, productRedirectResponse, type SessionUser } from '@cl/contracts';
import { readCookie } from '@/lib/cookies';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionReply } from '@/test/session-reply';
import { ProductsRoute } from './products-route';

function Probe() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

function renderProducts(
  user: Partial<SessionUser> | null,
  extra?: (url: string) => { status: number; body: unknown } | null,
) {
  const calls = stubFetch((call) => {
    if (call.url === AUTH_API.session) return sessionReply(user);
    return extra?.(call.url) ?? errorReply('Not found', 404);
  });
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/products" element={<ProductsRoute />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </Suspense>,
    { route: '/products' },
  );
  return calls;
}

const card = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

async function openBusinessDialog() {
  const business = await card(/Business Loans/);
  await screen.findByText('Loans from ₹1,000 to ₹10,00,000');
  await new Promise((resolve) => setTimeout(resolve, 50)); // the session answer enables the cards
  fireEvent.click(business);
  return screen.findByRole('dialog', { name: 'Do you have a business registration certificate?' });
}

describe('ProductsRoute (spec 2 product list and Business dialog)', () => {
  it('shows the lending text of spec 9', async () => {
    renderProducts({});
    expect(
      await screen.findByText('Interest rates from 10.99% to 36% a year', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('A household income declaration is needed from ₹3,00,000 a year')).toBeTruthy();
  });

  it('Business dialog: YES is chosen at first; Continue sets Business Loans and opens business-detail', async () => {
    renderProducts({});
    const dialog = await openBusinessDialog();
    expect(within(dialog).getByRole('radio', { name: 'YES' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'NO' })).toHaveProperty('checked', false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('at')).textContent).toBe('/user/business-detail');
    expect(readCookie('productType')).toBe('Business Loans');
    expect(readCookie('productId')).toBe('2');
  });

  it('Business dialog: NO sets Personal Loans and opens the profile form', async () => {
    renderProducts({});
    const dialog = await openBusinessDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'NO' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('at')).textContent).toBe('/user/user-detail');
    expect(readCookie('productType')).toBe('Personal Loans');
    expect(readCookie('productId')).toBe('1');
  });

  it('Business dialog: closing clears the product type and id', async () => {
    document.cookie = 'productType=Gold%20Loans; path=/; SameSite=None; Secure';
    document.cookie = 'productId=3; path=/; SameSite=None; Secure';
    renderProducts({});
    const dialog = await openBusinessDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(readCookie('productType')).toBeNull();
    expect(readCookie('productId')).toBeNull();
    expect(screen.queryByTestId('at')).toBeNull();
  });

  it('a signed-out visitor who picks a product is sent to sign in, the product kept', async () => {
    renderProducts(null);
    const personal = await card(/Personal Loans/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(personal);
    expect((await screen.findByTestId('at')).textContent).toBe('/');
    expect(readCookie('productType')).toBe('Personal Loans');
  });

  it('gold loans with a completed profile follow the redirect the server answers (spec 7)', async () => {
    const calls = renderProducts({ gl_completed: 1 }, (url) =>
      url === '/api/gold-loans/7'
        ? contractReply(productRedirectResponse, { success: true, redirect: '/user/gold-offers' })
        : null,
    );
    const gold = await card(/Gold Loans/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(gold);
    expect((await screen.findByTestId('at')).textContent).toBe('/user/gold-offers');
    expect(calls.find((c) => c.url === '/api/gold-loans/7')?.method).toBe('POST');
  });

  it('never follows a redirect to another site', async () => {
    renderProducts({ hl_completed: 1 }, (url) =>
      url === '/api/housing-loan/7'
        ? contractReply(productRedirectResponse, { success: true, redirect: 'https://evil.example/' })
        : null,
    );
    const housing = await card(/Affordable Housing Loan/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(housing);
    expect(await screen.findByText(/Unexpected redirect target/)).toBeTruthy();
    expect(screen.queryByTestId('at')).toBeNull();
  });
});
