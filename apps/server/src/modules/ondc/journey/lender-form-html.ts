import type { LenderFormField, LenderFormFieldType } from '@cl/contracts';
import { LENDER_FORM_FIELD_TYPES } from '@cl/contracts';

// A lender's HTML form read into fields we draw ourselves (ADR 034). Only what a plain form holds:
// one <form> with an action, <input> elements with a name (a <label> around or pointing at each),
// of the types the customer area draws. Anything else (selects, file uploads, script-driven
// fields) makes the form unreadable: the lender is listed as unmatched, never half-served.

export interface ReadForm {
  action: string;
  method: 'POST';
  fields: Omit<LenderFormField, 'value'>[];
}

export type FormReading = { ok: true; form: ReadForm } | { ok: false; problem: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

function decode(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
      return ENTITIES[lower] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** An element's attributes (names lower-cased, values decoded); a bare attribute is ''. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const body = tag.replace(/^<\s*[a-zA-Z]+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name) found.set(name, decode(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

const stripTags = (html: string) => decode(html.replace(/<[^>]*>/g, ' '));

const isFieldType = (value: string): value is LenderFormFieldType =>
  (LENDER_FORM_FIELD_TYPES as readonly string[]).includes(value);

const SKIPPED_INPUTS = new Set(['submit', 'button', 'reset', 'hidden', 'image']);

/** Reads the form; `baseUrl` resolves a relative action (the form page's own address). */
export function readLenderFormHtml(html: string, baseUrl: string): FormReading {
  const forms = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)];
  if (forms.length !== 1) return { ok: false, problem: `expected one form, found ${String(forms.length)}` };
  const [whole, inner = ''] = forms[0] ?? [];
  const formTag = /<form\b[^>]*>/i.exec(whole ?? '')?.[0] ?? '';
  const formAttributes = attributes(formTag);
  if ((formAttributes.get('method') ?? 'get').toLowerCase() !== 'post')
    return { ok: false, problem: 'the form does not post' };
  let action: string;
  try {
    action = new URL(formAttributes.get('action') ?? '', baseUrl).toString();
  } catch {
    return { ok: false, problem: 'the form action is not an address' };
  }
  if (/<(select|textarea)\b/i.test(inner)) return { ok: false, problem: 'the form has a select or textarea' };

  const labelsFor = new Map<string, string>();
  for (const match of inner.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label>/gi)) {
    const target = attributes(`<label${match[1] ?? ''}>`).get('for');
    if (target) labelsFor.set(target, stripTags(match[2] ?? ''));
  }
  const fields: ReadForm['fields'] = [];
  const seen = new Set<string>();
  for (const match of inner.matchAll(/<input\b[^>]*>/gi)) {
    const tag = match[0];
    const attrs = attributes(tag);
    const type = (attrs.get('type') ?? 'text').toLowerCase();
    if (SKIPPED_INPUTS.has(type)) continue;
    if (!isFieldType(type)) return { ok: false, problem: `an input of type ${type}` };
    const name = attrs.get('name') ?? '';
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name)) return { ok: false, problem: 'an input without a usable name' };
    if (seen.has(name)) return { ok: false, problem: `two inputs named ${name}` };
    seen.add(name);
    const label = labelOf(inner, match.index, attrs, labelsFor) ?? name;
    fields.push({ name, label, type, required: attrs.has('required') });
  }
  if (fields.length === 0) return { ok: false, problem: 'the form has no fields' };
  return { ok: true, form: { action, method: 'POST', fields } };
}

/** The text of the <label> the input sits in, or the one pointing at its id. */
function labelOf(
  html: string,
  at: number,
  attrs: Map<string, string>,
  labelsFor: Map<string, string>,
): string | null {
  const id = attrs.get('id');
  if (id && labelsFor.has(id)) return labelsFor.get(id) ?? null;
  const before = html.slice(0, at);
  const open = before.lastIndexOf('<label');
  if (open === -1 || before.lastIndexOf('</label') > open) return null;
  const text = stripTags(before.slice(open).replace(/^<label\b[^>]*>/i, ''));
  return text === '' ? null : text;
}
