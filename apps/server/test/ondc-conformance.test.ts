import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exampleMessages,
  missingAttributes,
  requiredAttributePaths,
  unknownExampleFolders,
  validateMessage,
} from './support/ondc-conformance.ts';
import { ondcSpecCandidates, resolveOndcSpecDir } from './support/ondc-spec-dir.ts';

// Proves the conformance harness (ADR 032): it accepts the specification's own example messages and
// refuses a broken one, so a builder that passes it really conforms.

interface Node {
  [key: string]: unknown;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

function at(body: unknown, ...keys: (string | number)[]): Node {
  let value: unknown = body;
  for (const key of keys) value = (value as Node)[key];
  if (typeof value !== 'object' || value === null) throw new Error(`nothing at ${keys.join('.')}`);
  return value as Node;
}

function example(file: string): unknown {
  const found = exampleMessages().find((message) => message.file === file);
  if (!found) throw new Error(`example ${file} not found`);
  return clone(found.body);
}

describe('ONDC FIS12 specification data', () => {
  it('is found through ONDC_FIS12_DIR first, then next to the repository', () => {
    const dir = resolveOndcSpecDir();
    expect(ondcSpecCandidates({ ONDC_FIS12_DIR: dir })[0]).toBe(path.resolve(dir));
    expect(resolveOndcSpecDir({ ONDC_FIS12_DIR: dir })).toBe(path.resolve(dir));
  });

  it('fails with a message naming the variable when ONDC_FIS12_DIR points at nothing', () => {
    expect(() => resolveOndcSpecDir({ ONDC_FIS12_DIR: '/nonexistent/ondc' })).toThrow(/ONDC_FIS12_DIR/);
  });

  it('holds an example folder only for actions the harness knows', () => {
    expect(unknownExampleFolders()).toEqual([]);
  });
});

describe('every example message of the personal-loan flow', () => {
  const examples = exampleMessages();

  it('covers every step of the flow', () => {
    expect(new Set(examples.map((message) => message.action)).size).toBe(14);
    expect(examples.length).toBeGreaterThanOrEqual(45);
  });

  it.each(examples.map((message) => [message.file, message] as const))(
    '%s validates against build.yaml and carries its mandatory attributes',
    (_file, message) => {
      expect(validateMessage(message.action, message.body)).toEqual([]);
      expect(missingAttributes(message.action, message.body)).toEqual([]);
    },
  );
});

describe('the harness refuses a broken message', () => {
  it('reads mandatory attributes from the attribute tree, arrays included', () => {
    expect(requiredAttributePaths('on_search')).toEqual(
      expect.arrayContaining(['context.bpp_id', 'message.catalog.providers.items.xinput.form.url']),
    );
    expect(requiredAttributePaths('init')).toContain('context.transaction_id');
  });

  it('names a mandatory field that was removed', () => {
    const body = example('on_search/on_search-request.yaml');
    delete at(body, 'context').bpp_id;
    delete at(body, 'message', 'catalog', 'providers', 0, 'items', 0, 'xinput', 'form').url;
    expect(missingAttributes('on_search', body)).toEqual([
      'context.bpp_id',
      'message.catalog.providers[0].items[0].xinput.form.url',
    ]);
  });

  it('names an empty list where every element must carry a mandatory field', () => {
    const body = example('on_search/on_search-request.yaml');
    at(body, 'message', 'catalog').providers = [];
    expect(missingAttributes('on_search', body)).toEqual(['message.catalog.providers[]']);
  });

  it('names a schema-required field that was removed', () => {
    const body = example('select/select-request-set-loan-amount.yaml');
    delete at(body, 'message').order;
    expect(validateMessage('select', body)).toEqual(["/message must have required property 'order'"]);
  });

  it('names a value outside an enumeration', () => {
    const body = example('on_confirm/on_confirm-request.yaml');
    at(body, 'message', 'order', 'payments', 0).status = 'UNPAID';
    const errors = validateMessage('on_confirm', body);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^\/message\/order\/payments\/0\/status must be equal to one of the allowed values/,
    );
  });

  it('refuses a message sent under another action', () => {
    const body = example('search/search-request.yaml');
    expect(validateMessage('on_search', body).join('\n')).toMatch(/\/context\/action/);
  });
});
