import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LoginConsent } from './login-consent';

describe("the sign-in notice with a partner's own terms (spec 3 tancApply)", () => {
  it('names the partner terms beside ours at sign-in', () => {
    renderWithApp(<LoginConsent partnerTerms="Vakrangee" />);
    expect(screen.getByRole('link', { name: 'the terms of Vakrangee' }).getAttribute('href')).toBe(
      '/terms-of-use',
    );
    expect(screen.getByRole('link', { name: 'Terms of use' })).toBeTruthy();
  });
});
