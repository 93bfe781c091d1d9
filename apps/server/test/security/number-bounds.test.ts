import { afterAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '@cl/contracts';
import { createTestApp } from '../support/test-app.ts';
import { listOperations, type JsonSchema } from './support/openapi.ts';

// Issue 12 finding 3, the class: every number a request carries is bounded by its column. A body
// number must have a minimum and a maximum no wider than the column (int4 ids, smallint codes,
// bigint paise below 2^53); a path or query number is text of digits only, never a coerced number.

const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false' });
const operations = (await listOperations(t)).filter((op) => !op.path.startsWith('/api/docs'));
afterAll(async () => {
  await t.close();
});

function numberProblems(schema: JsonSchema | undefined, where: string, depth = 0): string[] {
  if (!schema || depth > 8) return [];
  const out: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const literal = schema.const !== undefined || schema.enum !== undefined;
  if (!literal && (types.includes('number') || types.includes('integer'))) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
      out.push(`${where}: no minimum`);
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
      out.push(`${where}: no maximum`);
    if ((schema.maximum ?? 0) > Number.MAX_SAFE_INTEGER) out.push(`${where}: maximum past 2^53-1`);
    // No request integer ends in a bigint column today: each fits int4 (ids, counts, rupees).
    if (types.includes('integer') && (schema.maximum ?? 0) > INT4_MAX)
      out.push(`${where}: maximum past int4`);
    if ((schema.minimum ?? 0) < -INT4_MAX - 1) out.push(`${where}: minimum past int4`);
  }
  for (const [name, value] of Object.entries(schema.properties ?? {}))
    out.push(...numberProblems(value, `${where}.${name}`, depth + 1));
  for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
    out.push(...numberProblems(variant, where, depth + 1));
  if (schema.items) out.push(...numberProblems(schema.items, `${where}[]`, depth + 1));
  return out;
}

describe('request numbers are bounded by their database columns', () => {
  it('every number in a request body has a minimum and a maximum', () => {
    const problems = new Set(
      operations.flatMap((op) => numberProblems(op.body ?? undefined, `${op.method} ${op.path} body`)),
    );
    expect([...problems]).toEqual([]);
  });

  it('path and query numbers are digit strings, never coerced numbers', () => {
    const problems = operations.flatMap((op) =>
      op.params
        .filter((p) => p.in === 'path' || p.in === 'query')
        .filter((p) => {
          const types = Array.isArray(p.schema?.type) ? p.schema.type : [p.schema?.type];
          return types.includes('number') || types.includes('integer');
        })
        .map((p) => `${op.method} ${op.path} ${p.in} ${p.name}`),
    );
    expect(problems).toEqual([]);
  });
});
