import { renderServerMessage, serverMessage, type ServerMessage } from '@cl/contracts';

/**
 * STYLE 12: one error type with a code and a human message; below 500 the message is shown. A
 * keyed message (issue 13) is answered in the request's language; `message` keeps its English for logs.
 */
export class AppError extends Error {
  readonly keyed: ServerMessage | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string | ServerMessage,
    readonly fields?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : renderServerMessage(message, 'en'));
    this.keyed = typeof message === 'string' ? undefined : message;
    this.name = 'AppError';
  }
}

type Message = string | ServerMessage;

export const notFound = (message: Message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: Message, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields);
export const forbidden = (message: Message = 'You may not do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const unauthorized = (message: Message = serverMessage('signIn')) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const conflict = (message: Message) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (message: Message) => new AppError(429, 'TOO_MANY_REQUESTS', message);
