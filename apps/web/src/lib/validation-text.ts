import { useTranslation } from 'react-i18next';
import { parseValidationMessage, translateValidationMessage, validationMessages } from '@cl/contracts';

/**
 * The schemas in @cl/contracts put an i18n key in each issue ('validation.emailInvalid', spec 5),
 * some with values for the text ('validation.amountRange|{"min":"₹1,000",...}', issue 13).
 * Every form field shows its error through this, so the message follows the chosen language.
 * A message that is not such a key (one the server wrote, already translated) is shown as it is.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation('validation');
  const language = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  return (message) => {
    if (!message) return undefined;
    const parsed = parseValidationMessage(message);
    if (!parsed) return message;
    const known = Object.hasOwn(validationMessages.en, parsed.key);
    return translateValidationMessage(known ? message : 'validation.invalidValue', language);
  };
}
