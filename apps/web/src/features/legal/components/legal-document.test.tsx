import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { LegalDocument } from './legal-document';

beforeAll(async () => {
  await i18n.loadNamespaces('legal');
});

describe("a partner's own terms (spec 3 tancApply)", () => {
  it('adds the partner section to the terms of use, and nothing without a partner', () => {
    const { unmount } = renderWithApp(<LegalDocument kind="terms" partnerTerms="Vakrangee" />);
    expect(screen.getByRole('heading', { name: 'Terms of Vakrangee' })).toBeTruthy();
    expect(screen.getByText(/Vakrangee does not lend and may not ask you for any fee/)).toBeTruthy();
    unmount();
    renderWithApp(<LegalDocument kind="terms" />);
    expect(screen.queryByRole('heading', { name: /Terms of Vakrangee/ })).toBeNull();
  });
});
