import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

/**
 * A 400 from the server may name fields (the error envelope's `fields`, already in the request's
 * language): each is shown under its own field too, besides the red toast (spec 8).
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
  /** The form field a server field name belongs to, when they differ (e.g. 'owner.mobile'). */
  fieldOf: (serverField: string) => string = (field) => field,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  const values = form.getValues();
  const isField = (key: string): key is Path<T> => Object.hasOwn(values, key);
  for (const [key, message] of Object.entries(error.fields)) {
    const name = fieldOf(key);
    if (isField(name)) form.setError(name, { type: 'server', message });
  }
}
