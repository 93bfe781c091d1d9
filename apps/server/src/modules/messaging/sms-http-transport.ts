import { DEFAULT_PHONE_CODE, LANGUAGE_CODES, type LanguageCode } from '@cl/contracts';
import { DeliveryError, type MessageTransport } from './transport.ts';

export interface SmsHttpConfig {
  url: string;
  apiKey?: string;
  /** DLT-registered header (REGULATION: SMS OTP in India). */
  senderId: string;
  /** DLT template each language's text was registered under; a language without one is not sent. */
  templateIds: Partial<Record<LanguageCode, string>>;
  entityId: string;
  timeoutMs?: number;
}

/**
 * A generic SMS gateway adapter: JSON POST with the DLT ids Indian operators require. Most Indian
 * gateways take these same fields under their own names; map them here for a given provider.
 */
export function createSmsHttpTransport(config: SmsHttpConfig): MessageTransport {
  return {
    name: 'sms-http',
    languages: LANGUAGE_CODES.filter((code) => (config.templateIds[code] ?? '') !== '' || code === 'en'),
    send: async (message) => {
      const templateId = config.templateIds[message.language ?? 'en'] ?? config.templateIds.en ?? '';
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            to: `${DEFAULT_PHONE_CODE}${message.to}`,
            sender: config.senderId,
            dlt_template_id: templateId,
            dlt_entity_id: config.entityId,
            message: message.text,
          }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new DeliveryError(
          `SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) throw new DeliveryError(`SMS gateway answered ${response.status}`);
    },
  };
}
