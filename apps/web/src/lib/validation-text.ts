import { useTranslation } from 'react-i18next';
import { validationMessages, type ValidationMessageKey } from '@cl/contracts';

const PREFIX = 'validation.';

function isValidationKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(validationMessages.en, key);
}

/**
 * The schemas in @cl/contracts put an i18n key in each issue ('validation.emailInvalid', spec 5).
 * Every form field shows its error through this, so the message follows the chosen language.
 * A message that is not such a key (one the server wrote, already translated) is shown as it is.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) => {
    if (!message) return undefined;
    if (!message.startsWith(PREFIX)) return message;
    const key = message.slice(PREFIX.length);
    return isValidationKey(key) ? t(key) : t('invalidValue');
  };
}
