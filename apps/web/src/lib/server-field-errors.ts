import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

/**
 * A 400 from the server may name fields (the error envelope's `fields`, already in the request's
 * language): each is shown under its own field too, besides the red toast (spec 8).
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  const values = form.getValues();
  const isField = (key: string): key is Path<T> => Object.hasOwn(values, key);
  for (const [key, message] of Object.entries(error.fields)) {
    if (isField(key)) form.setError(key, { type: 'server', message });
  }
}
