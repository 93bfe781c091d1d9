import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { MessageTemplates } from './message-templates';

const LINK = 'https://credilink.example/?partner=vakrangee&utm_source=vakrangee&utm_medium=referral';

beforeAll(async () => {
  await i18n.loadNamespaces('partner');
});

describe('MessageTemplates (issue 6 messaging-content)', () => {
  it("puts the partner's referral link in every SMS and WhatsApp text", () => {
    renderWithApp(<MessageTemplates link={LINK} partnerName="Vakrangee" />);
    const texts = screen.getAllByTestId(/^template-/).map((node) => node.textContent);
    expect(texts).toHaveLength(6);
    for (const text of texts) {
      expect(text).toContain(LINK);
      expect(text).toContain('Vakrangee');
    }
  });

  it('writes the messages in Hindi while the portal stays in English', async () => {
    renderWithApp(<MessageTemplates link={LINK} partnerName="Vakrangee" />);
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => {
      expect(screen.getByTestId('template-smsPersonal').textContent).toContain('पर्सनल लोन ऑफ़र');
    });
    expect(screen.getByTestId('template-smsPersonal').textContent).toContain(LINK);
    expect(screen.getByText('Message language')).toBeTruthy();
  });
});
