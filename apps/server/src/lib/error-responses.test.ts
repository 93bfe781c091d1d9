import { describe, expect, it } from 'vitest';
import { errorResponse } from '@cl/contracts';
import { errorResponses } from './error-responses.ts';

describe('errorResponses', () => {
  it('documents exactly the statuses named, each with the one error shape', () => {
    const errors = errorResponses(400, 401, 403, 404);
    expect(Object.keys(errors)).toEqual(['400', '401', '403', '404']);
    for (const schema of Object.values(errors)) expect(schema).toBe(errorResponse);
  });
});
