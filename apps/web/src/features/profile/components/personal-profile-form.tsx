import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { LENDING, type UserRecord } from '@cl/contracts';
import { ConsentFields } from './consent-fields';
import { EmailVerificationSection } from './email-verification-section';
import { IdentityFields } from './identity-fields';
import { LoanAmountSection } from './loan-amount-field';
import { AdditionalInfoFields, AddressFields, WorkFields } from './personal-fields';
import { ProfileFormShell } from './profile-form-shell';
import { useProfileForm } from '../hooks/use-profile-form';
import {
  personalBody,
  personalForm,
  type PersonalFormInput,
  type PersonalFormValues,
} from '../utils/form-schemas';
import { personalDefaults } from '../utils/profile-defaults';

interface PersonalProfileFormProps {
  userId: number;
  user: UserRecord | undefined;
  privacyHref: string;
  onSaved: (record: UserRecord) => void;
  /** The additional-info screen shows the optional extras first. */
  additionalFirst?: boolean;
}

/**
 * /user/user-detail (spec 2): the fields of personalProfileBody, checked with the contracts'
 * rules (spec 5, messages translated), saved with POST /api/user/{id}/profile {form: 'personal'}.
 * A server 4xx is a red toast (spec 8) and, when it names fields, shown under them too.
 */
export function PersonalProfileForm({
  userId,
  user,
  privacyHref,
  onSaved,
  additionalFirst,
}: PersonalProfileFormProps) {
  const { form, submit, saving } = useProfileForm<PersonalFormInput, PersonalFormValues>({
    userId,
    resolver: zodResolver(personalForm),
    defaultValues: personalDefaults(user),
    toBody: (values) => ({ form: 'personal', ...personalBody(values) }),
    onSaved,
    // Salaried fields leave the form (and its values) when the employment changes.
    shouldUnregister: true,
  });

  return (
    <FormProvider {...form}>
      <ProfileFormShell onSubmit={(event) => void submit(event)} saving={saving}>
        {additionalFirst && <AdditionalInfoFields />}
        <IdentityFields />
        <EmailVerificationSection userId={userId} user={user} />
        <AddressFields />
        <WorkFields />
        <LoanAmountSection min={LENDING.loanMin} max={LENDING.personalLoanMax} />
        {!additionalFirst && <AdditionalInfoFields />}
        <ConsentFields privacyHref={privacyHref} />
      </ProfileFormShell>
    </FormProvider>
  );
}
