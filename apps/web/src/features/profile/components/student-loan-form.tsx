import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENDING, type UserRecord } from '@cl/contracts';
import { ConsentFields } from './consent-fields';
import { EmailVerificationSection } from './email-verification-section';
import { IdentityFields } from './identity-fields';
import { LoanAmountSection } from './loan-amount-field';
import { AdditionalInfoFields, AddressFields, WorkFields } from './personal-fields';
import { CourseFields } from './product-loan-fields';
import { ProfileFormShell } from './profile-form-shell';
import { useProfileForm } from '../hooks/use-profile-form';
import { personalBody } from '../utils/form-schemas';
import { studentForm, type StudentFormInput, type StudentFormValues } from '../utils/product-form-schemas';
import { studentDefaults } from '../utils/profile-defaults';

interface StudentLoanFormProps {
  userId: number;
  user: UserRecord | undefined;
  privacyHref: string;
  onSaved: (record: UserRecord) => void;
}

/**
 * /user/user-detail for Student Loans (issue 13): the personal profile, the course and the
 * co-applicant, and an amount up to the course fee; saved as form 'student' with its own amount.
 */
export function StudentLoanForm({ userId, user, privacyHref, onSaved }: StudentLoanFormProps) {
  const { t } = useTranslation('profile');
  const { form, submit, saving } = useProfileForm<StudentFormInput, StudentFormValues>({
    userId,
    resolver: zodResolver(studentForm),
    defaultValues: studentDefaults(user),
    toBody: (values) => ({ ...personalBody(values), form: 'student' }),
    onSaved,
    shouldUnregister: true,
  });

  return (
    <FormProvider {...form}>
      <ProfileFormShell onSubmit={(event) => void submit(event)} saving={saving}>
        <IdentityFields />
        <EmailVerificationSection userId={userId} user={user} />
        <CourseFields />
        <AddressFields />
        <WorkFields />
        <LoanAmountSection
          min={LENDING.studentLoanMin}
          max={LENDING.studentLoanMax}
          note={t('fields.courseFeeCapHint')}
        />
        <AdditionalInfoFields />
        <ConsentFields privacyHref={privacyHref} />
      </ProfileFormShell>
    </FormProvider>
  );
}
