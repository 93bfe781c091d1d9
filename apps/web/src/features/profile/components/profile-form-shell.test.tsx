import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ProfileFormShell } from './profile-form-shell';

/** What the page held when the first section was first put on it. */
let atFirstDraw: { rest: boolean; button: boolean } | null = null;

function FirstSection() {
  useLayoutEffect(() => {
    atFirstDraw = {
      rest: document.querySelector('[data-testid="rest"]') !== null,
      button: document.querySelector('button[type="submit"]') !== null,
    };
  }, []);
  return <fieldset data-testid="first" />;
}

describe('ProfileFormShell (issue 16: the first screen first)', () => {
  it('draws the first section on its own, then the other sections and the button below it', async () => {
    atFirstDraw = null;
    renderWithApp(
      <ProfileFormShell onSubmit={() => undefined} saving={false}>
        {false}
        <FirstSection />
        <fieldset data-testid="rest" />
      </ProfileFormShell>,
    );
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toBeTruthy();
    expect(atFirstDraw).toEqual({ rest: false, button: false });
    const form = screen.getByTestId('first').closest('form');
    const order = [...(form?.children ?? [])].map((node) => node.getAttribute('data-testid') ?? node.tagName);
    expect(order).toEqual(['first', 'rest', 'BUTTON']);
  });
});
