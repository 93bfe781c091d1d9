import { describe, expect, it } from 'vitest';
import { validationMessages } from '@cl/contracts';

// Every locale file, both languages. A key in one language and not the other fails here; so do
// placeholders that differ ({{name}} in English, missing in Hindi) and Hindi left in English.
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

type Leaves = Map<string, string>;

function leaves(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${prefix}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, `<${typeof value}>`);
  return out;
}

function byLanguage(language: 'en' | 'hi'): Map<string, Leaves> {
  const namespaces = new Map<string, Leaves>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/(en|hi)\/(.+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) namespaces.set(match[2], leaves(content));
  }
  namespaces.set('validation', leaves(validationMessages[language]));
  return namespaces;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Strings that are the same in both languages on purpose.
const SAME_IN_BOTH = new Set([
  'common:languages.en',
  'common:languages.hi',
  'common:notFound.code',
  'auth:fields.countryCode',
  // The lender's name and its form's heading, both in the lender's words (issue 17).
  'offers:lenderForm.heading',
]);

describe('locales', () => {
  const en = byLanguage('en');
  const hi = byLanguage('hi');

  it('has the same namespaces in English and Hindi', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has every key in both languages', () => {
    const missing: string[] = [];
    for (const [namespace, enLeaves] of en) {
      const hiLeaves = hi.get(namespace) ?? new Map<string, string>();
      for (const key of enLeaves.keys()) if (!hiLeaves.has(key)) missing.push(`hi lacks ${namespace}:${key}`);
      for (const key of hiLeaves.keys()) if (!enLeaves.has(key)) missing.push(`en lacks ${namespace}:${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders in both languages and leaves nothing empty', () => {
    const problems: string[] = [];
    for (const [namespace, enLeaves] of en) {
      for (const [key, enText] of enLeaves) {
        const hiText = hi.get(namespace)?.get(key) ?? '';
        if (enText.trim() === '' || hiText.trim() === '') problems.push(`empty ${namespace}:${key}`);
        if (placeholders(enText).join() !== placeholders(hiText).join())
          problems.push(`placeholders ${namespace}:${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates the Hindi text (Devanagari), apart from names that stay the same', () => {
    const untranslated: string[] = [];
    for (const [namespace, hiLeaves] of hi) {
      for (const [key, text] of hiLeaves) {
        const id = `${namespace}:${key}`;
        if (!SAME_IN_BOTH.has(id) && /[A-Za-z]{3,}/.test(text) && !/[\u0900-\u097F]/.test(text))
          untranslated.push(id);
      }
    }
    expect(untranslated).toEqual([]);
  });
});
