import { DEFAULT_PHONE_CODE } from '@cl/contracts';
import { DeliveryError, type MessageTransport } from './transport.ts';

export interface SmsHttpConfig {
  url: string;
  apiKey?: string;
  /** DLT-registered header (REGULATION: SMS OTP in India). */
  senderId: string;
  /** DLT template the text was registered under. */
  templateId: string;
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
    send: async (message) => {
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
            dlt_template_id: config.templateId,
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
