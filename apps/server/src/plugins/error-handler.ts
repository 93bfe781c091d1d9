import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { renderServerMessage, translateValidationMessage } from '@cl/contracts';
import { AppError } from '../lib/app-error.ts';
import { databaseFailureOf, mapDatabaseFailure } from '../lib/database-error.ts';
import { requestLanguage } from '../lib/request-language.ts';

const GENERIC = 'Something went wrong on our side. Please try again.';

/** STYLE 12, spec 8: every failure answers { success: false, message } with the right status. */
export const errorHandlerPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const text = translateValidationMessage(issue.message ?? 'Invalid value', language);
        fields[field || 'request'] ??= text;
      }
      const [firstField, firstText] = Object.entries(fields)[0] ?? ['request', 'Invalid request'];
      // zod's own messages ('Too small: …') need the field name; the spec's messages stand alone.
      const message =
        /^(Invalid (input|option|string|type|union|key|element)|Too (small|big)|Expected|Unrecognized)/.test(
          firstText,
        )
          ? `${firstField}: ${firstText}`
          : firstText;
      return reply.status(400).send({ success: false, code: 'VALIDATION', message, fields });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        code: error.code,
        message: error.keyed
          ? renderServerMessage(error.keyed, language)
          : translateValidationMessage(error.message, language),
        fields: error.fields && translateFields(error.fields, language),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ success: false, code: 'INTERNAL', message: GENERIC });
    }
    const failure = databaseFailureOf(error);
    const mapped = failure ? mapDatabaseFailure(failure) : null;
    if (failure && mapped) {
      // Issue 12: only the SQLSTATE and names of the constraint and table, never the row's values.
      request.log.warn(
        { db: { code: failure.code, constraint: failure.constraint, table: failure.table } },
        'database refused the request',
      );
      return reply.status(mapped.status).send({
        success: false,
        code: mapped.code,
        message: translateValidationMessage(mapped.message, language),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, code: error.code, message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ success: false, code: 'INTERNAL', message: GENERIC });
  });
});

function translateFields(fields: Record<string, string>, language: 'en' | 'hi'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, translateValidationMessage(text, language)]),
  );
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is too large';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'No file selected';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty';
    default:
      return error.message.length > 0 && error.message.length < 300 ? error.message : 'Bad request';
  }
}
