import { creditCardProperty, type CreditCard } from '@cl/contracts';
import type { EditValueRequest } from '@/features/admin-edit-value/components/edit-value-dialog';
import type { EditableCardProperty } from '@/features/admin-credit-cards/components/credit-card-row';

/** The card property's own rule (contracts), as the dialog's validate(): a message or nothing. */
function ruleOf(
  property:
    'key_feature' | 'annual_fee' | 'utm_link' | 'category_name_hi' | 'key_feature_hi' | 'annual_fee_hi',
) {
  return (value: string) => {
    const parsed = creditCardProperty.safeParse({ property, value });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };
}

/** spec 2/5: which form of the edit-value dialog each card property gets. */
export function cardEditRequest(card: CreditCard, property: EditableCardProperty): EditValueRequest {
  switch (property) {
    case 'sort_order':
      // spec 5: sort_order accepts only numeric input.
      return { kind: 'text', initial: String(card.sort_order), allow: /^\d{0,6}$/, inputMode: 'numeric' };
    case 'category_img_thumb':
      return { kind: 'file', accept: 'image/png,image/jpeg,image/gif,image/webp' };
    case 'marketing_bullets':
      return { kind: 'bullets', initial: card.marketing_bullets };
    case 'utm_link':
      return { kind: 'text', initial: card.utm_link ?? '', inputMode: 'url', validate: ruleOf(property) };
    case 'key_feature':
    case 'annual_fee':
    case 'category_name_hi':
    case 'key_feature_hi':
    case 'annual_fee_hi':
      return { kind: 'text', initial: card[property] ?? '', validate: ruleOf(property) };
    case 'marketing_bullets_hi':
      return { kind: 'bullets', initial: card.marketing_bullets_hi };
  }
}
