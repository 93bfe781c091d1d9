import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { UserRecord } from '@cl/contracts';
import { useSaveProfile, type ProfileUpdate } from '../api/save-profile';
import { showServerFieldErrors } from '@/lib/server-field-errors';

interface ProfileFormOptions<TInput extends FieldValues, TValues> {
  userId: number;
  resolver: Resolver<TInput, unknown, TValues>;
  defaultValues: DefaultValues<TInput>;
  /** The POST /api/user/{id}/profile body for the checked values ({form, ...}). */
  toBody: (values: TValues) => ProfileUpdate;
  onSaved: (record: UserRecord) => void;
  /** Fields that leave the form take their values with them (conditional sections). */
  shouldUnregister?: boolean;
}

/**
 * Every profile form (personal, business, gold, housing): checked with the contracts' schema on
 * touch, saved with POST /api/user/{id}/profile; a server 4xx is the red toast (spec 8) and, when
 * it names fields, shown under them too.
 */
export function useProfileForm<TInput extends FieldValues, TValues>({
  userId,
  resolver,
  defaultValues,
  toBody,
  onSaved,
  shouldUnregister = false,
}: ProfileFormOptions<TInput, TValues>) {
  const save = useSaveProfile(userId);
  const form = useForm<TInput, unknown, TValues>({
    resolver,
    defaultValues,
    mode: 'onTouched',
    shouldUnregister,
  });
  const submit = form.handleSubmit((values) => {
    save.mutate(toBody(values), {
      onSuccess: onSaved,
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });
  return { form, submit, saving: save.isPending };
}
