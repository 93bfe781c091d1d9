import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '@cl/contracts';

/** The language a message should be in: the i18next cookie the web sets, else Accept-Language. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const cookie = request.headers.cookie ?? '';
  if (/(?:^|;\s*)lang=hi(?:;|$)/.test(cookie)) return 'hi';
  if (/(?:^|;\s*)lang=en(?:;|$)/.test(cookie)) return 'en';
  const accept = request.headers['accept-language'] ?? '';
  return /^\s*hi\b/i.test(accept) ? 'hi' : 'en';
}
