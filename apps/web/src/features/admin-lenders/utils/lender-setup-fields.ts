import { fromFormText, lenderSetupFields, type LenderDto, type LenderSetupField } from '@cl/contracts';

// Issue 15: the lender page's forms (name and products, hand-off, terms, status). Each field has a
// kind that says how the form holds it (text in a box, a switch, a list of products) and how it
// becomes the API value; the shared schema then checks it as the server will.

export type SetupFieldKind = 'text' | 'multiline' | 'number' | 'switch' | 'products' | 'journey';
export interface SetupFieldSpec {
  name: LenderSetupField;
  kind: SetupFieldKind;
}

/** What a form holds for a field: box text, a switch state or the chosen products. */
export type SetupFormValue = string | boolean | string[];
export type SetupFormValues = Record<string, SetupFormValue>;

export function toFormValue(lender: LenderDto, { name, kind }: SetupFieldSpec): SetupFormValue {
  const value = lender[name];
  if (kind === 'switch') return value === 1;
  if (kind === 'products') return Array.isArray(value) ? value : [];
  return value === null ? '' : String(value);
}

/** The API value of a field: blank boxes become null (spec 5), numbers are read from the text. */
export function fromFormValue(value: SetupFormValue, kind: SetupFieldKind): unknown {
  if (kind === 'switch') return value === true ? 1 : 0;
  if (kind === 'products') return value;
  if (typeof value !== 'string') return value;
  if (kind === 'number') return fromFormText(value) ?? null;
  if (kind === 'journey') return value;
  return value.trim() === '' ? null : value.trim();
}

export type SetupCheck =
  { ok: true; changes: Record<string, unknown> } | { ok: false; errors: Record<string, string> };

/** The form's values as the API body, checked with the same schema the server uses. */
export function checkSetupForm(specs: readonly SetupFieldSpec[], values: SetupFormValues): SetupCheck {
  const body = Object.fromEntries(
    specs.map((spec) => [spec.name, fromFormValue(values[spec.name] ?? '', spec.kind)]),
  );
  const parsed = lenderSetupFields.safeParse(body);
  if (parsed.success) return { ok: true, changes: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
