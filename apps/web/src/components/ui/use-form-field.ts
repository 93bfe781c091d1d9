import { useId } from 'react';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type UseControllerProps,
} from 'react-hook-form';
import { useValidationText } from '@/lib/validation-text';

/**
 * What every react-hook-form field of the customer area starts from: the field (its ref apart, for
 * the control that takes focus on an error), its error as the translated spec 5 message, and an
 * id for the label and help text.
 */
export function useFormField<T extends FieldValues>(
  name: Path<T>,
  control: Control<T> | undefined,
  rules?: UseControllerProps<T>['rules'],
) {
  const {
    field: { ref, ...input },
    fieldState,
  } = useController({ name, control, rules });
  const error = useValidationText()(fieldState.error?.message);
  return { ref, input, error, id: useId() };
}
